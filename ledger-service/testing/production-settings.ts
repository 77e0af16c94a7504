/**
 * The least a process needs to start with NODE_ENV=production (see config.ts): a long signing
 * secret, SMTP, an https address, the platform's own wallets instead of the samples, and who runs
 * it (legal name, support address, office address).
 */
export const productionSettings = {
  NODE_ENV: "production",
  JWT_SECRET: "p".repeat(40),
  SMTP_URL: "smtp://127.0.0.1:9",
  PUBLIC_URL: "https://invest.example.com",
  DEPOSIT_ADDRESS_BEP20: "0xplatform-bep20",
  DEPOSIT_ADDRESS_TRC20: "Tplatform-trc20",
  DEPOSIT_ADDRESS_APTOS: "0xplatform-aptos",
  LOAN_REPAYMENT_ADDRESS: "Tplatform-loans",
  LEGAL_NAME: "Share Invest Platform Ltd",
  SUPPORT_EMAIL: "support@invest.example.com",
  COMPANY_ADDRESS: "1 Example Street, Lagos",
} as const;
