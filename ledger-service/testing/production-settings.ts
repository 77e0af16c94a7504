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
  DEPOSIT_ADDRESS_BEP20: "0xde709f2102306220921060314715629080e2fb77",
  DEPOSIT_ADDRESS_TRC20: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
  DEPOSIT_ADDRESS_APTOS: "0x357b0b74bc833e95a115ad22604854d6b0fca151cecd94111770e5d6ffc9dc2b",
  LOAN_REPAYMENT_ADDRESS: "TNUC9Qb1rRpS5CbWLmNMxXBjyFoydXjWFR",
  LEGAL_NAME: "Share Invest Platform Ltd",
  SUPPORT_EMAIL: "support@invest.example.com",
  COMPANY_ADDRESS: "1 Example Street, Lagos",
} as const;
