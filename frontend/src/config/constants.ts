/**
 * The app's settings (names, timings, links, build-time addresses): none of them is a product
 * rule. Rules and money constants come from `@app/contracts` (constants, messages, money).
 */
import type { purchaseNetworks } from "@app/contracts/constants";

function numberSetting(value: unknown, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** Toasts close after 5000 ms; build with VITE_TOAST_MS=3000 for the other reading of the spec. */
export const TOAST_AUTO_CLOSE_MS = numberSetting(import.meta.env.VITE_TOAST_MS, 5000);

/** 15 minutes without mouse or key input logs the investor out (see README for the test override). */
export const IDLE_TIMEOUT_MS = 900_000;

/** The upload size the API accepts (ledger-service/src/uploads: 5 MB), checked before sending. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const RESET_REDIRECT_DELAY_MS = 1500;
export const PURCHASE_RELOAD_DELAY_MS = 1000;
export const USER_DETAIL_REFRESH_MS = 30_000;
export const RUN_POLL_MS = 500;

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
