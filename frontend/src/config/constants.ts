/**
 * The product's constants (spec §9) and the app's settings, exported from one place.
 * Money rules shared with the backend come from `@app/contracts/constants`.
 */
import {
  ADMIN_LOAN_PAGE_SIZE,
  ADMIN_WITHDRAWAL_PAGE_SIZE,
  USER_WITHDRAWAL_PAGE_SIZE,
  loanStatuses,
  purchaseNetworks,
  signalRisks,
  signalStatuses,
  withdrawalNetworks,
} from "@app/contracts/constants";

export {
  ADMIN_LOAN_PAGE_SIZE,
  ADMIN_WITHDRAWAL_PAGE_SIZE,
  USER_WITHDRAWAL_PAGE_SIZE,
  loanStatuses,
  purchaseNetworks,
  signalRisks,
  signalStatuses,
  withdrawalNetworks,
};

export const APP_NAME = "ShareVest";

function numberSetting(value: unknown, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Toasts close after 5000 ms; build with VITE_TOAST_MS=3000 for the other reading of the spec. */
export const TOAST_AUTO_CLOSE_MS = numberSetting(import.meta.env.VITE_TOAST_MS, 5000);

/** 15 minutes without mouse or key input logs the investor out (see README for the test override). */
export const IDLE_TIMEOUT_MS = 900_000;

export const WITHDRAWAL_FEE_PERCENT = 5;
export const MIN_NET_WITHDRAWAL_USD = 5;
export const OWNERSHIP_CAP_SHARES = 100;
export const DEFAULT_SHARE_PRICE = 100;
export const LOAN_CAPITAL_PER_SHARE = 100;
export const LOAN_MIN_PERCENT = 1;
export const LOAN_MAX_PERCENT = 20;
export const LOAN_CHARGE_PERCENT = 10;
export const SHARE_STEP = 0.5;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const RESET_REDIRECT_DELAY_MS = 1500;
export const PURCHASE_RELOAD_DELAY_MS = 1000;
export const USER_DETAIL_REFRESH_MS = 30_000;
export const RUN_POLL_MS = 500;

export const withdrawalSourceOptions = [
  { value: "profit", label: "Profit Balance" },
  { value: "reward", label: "Referral Reward Balance" },
] as const;

/**
 * Deposit addresses per purchase network and the loan repayment wallet. The spec does not give
 * the values; set them at build time with the VITE_ variables below.
 */
const env = import.meta.env;
/** Shown instead of a made-up address, so nobody sends funds to a wallet we do not own. */
export const NOT_CONFIGURED = "address not configured (set VITE_ wallet variables)";
export const depositAddresses: Record<(typeof purchaseNetworks)[number], string> = {
  "USDT BEP20 (BSC)": env.VITE_DEPOSIT_BEP20 ?? NOT_CONFIGURED,
  TRC20: env.VITE_DEPOSIT_TRC20 ?? NOT_CONFIGURED,
  APTOS: env.VITE_DEPOSIT_APTOS ?? NOT_CONFIGURED,
};
export const REPAYMENT_WALLET: string = env.VITE_REPAYMENT_WALLET ?? NOT_CONFIGURED;

export const COMMUNITY_LINKS = {
  channel: "https://t.me/sharevest_channel",
  group: "https://chat.whatsapp.com/sharevest-investors",
};

export const CONTACT_DETAILS = {
  office: "12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria",
  email: "support@sharevest.example",
  phones: ["+234 800 000 0001", "+234 800 000 0002"],
};
