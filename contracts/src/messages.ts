import { withdrawalNetworks } from "./constants.js";

/**
 * The spec's texts for input and rule failures (spec §8), each written once here and imported
 * wherever it is checked or shown: the contracts' schemas, the API's decisions, the tests and
 * the web forms. Plain strings without zod, so the web app's first bundle can import them.
 */
export const ENTER_VALID_AMOUNT = "Enter a valid amount";
export const NET_AFTER_FEE_TOO_LOW = "After fees, you must receive at least $5. Increase the amount.";
export const WALLET_AND_NETWORK_REQUIRED = "Wallet and network are required";
export const WITHDRAWAL_NETWORK_INVALID = `Network must be one of: ${withdrawalNetworks.join(", ")}`;
export const WITHDRAWAL_SOURCE_INVALID = "Source must be profit or reward";
export const INSUFFICIENT_PROFIT = "Insufficient profit balance";
export const INSUFFICIENT_REWARD = "Insufficient referral reward balance";

/** A purchase or sell-back: at least 0.5 shares, in steps of 0.5. */
export const SHARES_STEP = "Shares must be at least 0.5, in steps of 0.5";
/** An admin's edit of an investor's shares (zero allowed). */
export const SHARES_EDIT_STEP = "Shares must be a number in steps of 0.5";
export const PROOF_REQUIRED = "Please upload transaction proof.";
/** 'You can only buy up to {n} shares.' */
export function canOnlyBuyUpTo(shares: string): string {
  return `You can only buy up to ${shares} shares.`;
}

export const ENTER_VALID_LOAN_AMOUNT = "Enter a valid loan amount";
/** 'Loan must be between ${min} and ${max}' with two decimals: the bounds are dollar amounts. */
export function loanRangeMessage(min: string, max: string): string {
  return `Loan must be between $${min} and $${max}`;
}
export const MANUAL_PAYMENT_MESSAGE = "Please enter amount and upload receipt";

export const ENTER_VALID_PRICE = "Enter a valid price";
export const BROADCAST_FIELDS_MISSING = "Please fill in both subject and message.";
/** A verification or reset link that is unknown, used or expired. */
export const INVALID_TOKEN = "Token is invalid or expired.";
