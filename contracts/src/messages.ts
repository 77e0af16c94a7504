import { withdrawalNetworks } from "./constants.js";

/**
 * The spec's texts for input and rule failures (spec §8), each written once here and imported
 * wherever it is checked or shown: the contracts' schemas, the API's decisions, the tests and
 * the web forms. Plain strings without zod, so the web app's first bundle can import them.
 */
export const ENTER_VALID_AMOUNT = "Enter a valid amount";
/** Any money or share field given a decimal comma ("1,5"): 'Use a dot for decimals: 1.5'. */
export function decimalCommaMessage(dotted: string): string {
  return `Use a dot for decimals: ${dotted}`;
}
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
/** A transaction id that does not fit its network: names the network and the expected shape. */
export function invalidTxIdMessage(networkLabel: string, format: string): string {
  return `This is not a ${networkLabel} transaction id: it should be ${format}.`;
}
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
export const EMAIL_VERIFIED = "Email verified!";
export const LOAN_APPROVED = "Loan approved";
export const LOAN_MARKED_AS_PAID = "Loan marked as paid";
export const LOAN_REQUEST_SUBMITTED_SUCCESSFULLY = "Loan request submitted successfully!";
export const MANUAL_PAYMENT_APPROVED_SUCCESSFULLY = "Manual payment approved successfully";
export const MANUAL_PAYMENT_SUBMITTED_FOR_REVIEW = "Manual payment submitted for review";
export const MESSAGE_SENT_SUCCESSFULLY = "Message sent successfully!";
export const PASSWORD_RESET_SUCCESSFUL = "Password reset successful.";
export const PROFILE_PICTURE_UPDATED = "Profile picture updated";
export const PROFILE_UPDATED_SUCCESSFULLY = "Profile updated successfully";
export const PURCHASE_SUBMITTED = "Purchase submitted!";
export const SHARES_UPDATED = "Shares updated";
export const USER_DELETED = "User deleted";
export const WITHDRAWAL_APPROVED = "Withdrawal approved";
export const WITHDRAWAL_REJECTED_AND_REFUNDED = "Withdrawal rejected and refunded";
export const WITHDRAWAL_REQUEST_SUBMITTED = "Withdrawal request submitted!";
export const WITHDRAWAL_CANCELLED = "Withdrawal cancelled";
export const SELL_BACK_CANCELLED = "Sell-back cancelled";
/** An investor's cancel of a request an admin (or the investor) already decided. */
export const REQUEST_ALREADY_DECIDED = "This request was already decided.";
/** An admin's reason for a rejection, shown to the investor: 3 to 500 characters when given. */
export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 500;
export const REJECTION_REASON_LENGTH = `A reason must be ${REJECTION_REASON_MIN} to ${REJECTION_REASON_MAX} characters`;
export const REJECTION_REASON_TEXT = "A reason must be text";

/**
 * The sell-back's minimum hold (SELL_BACK_MIN_HOLD_DAYS) in the investor's words: whole months
 * when the days are about that ("182" is "6 months"), else days.
 */
export function holdPeriodText(days: number): string {
  const months = Math.round(days / 30.4375);
  if (months >= 1 && Math.abs(days - months * 30.4375) <= 3) return months === 1 ? "1 month" : `${months} months`;
  return days === 1 ? "1 day" : `${days} days`;
}
/** 'Shares can be sold {period} after purchase. Your next shares become eligible on {date}.' */
export function sellBackNotYetEligible(minHoldDays: number, eligibleOn: string): string {
  return `Shares can be sold ${holdPeriodText(minHoldDays)} after purchase. Your next shares become eligible on ${eligibleOn}.`;
}
/** 'You can sell at most {n} shares.' */
export function sellBackAtMost(shares: string): string {
  return `You can sell at most ${shares} shares.`;
}
export const NO_SHARES_TO_SELL = "You have no shares to sell.";
/** The sell screen's rule, from the same hold period and fee the API applies. */
export function sellBackRule(minHoldDays: number, feePercent: string): string {
  const when =
    minHoldDays > 0 ? `${holdPeriodText(minHoldDays)} after their purchase was approved` : "as soon as their purchase is approved";
  return `Shares can be sold back ${when}, oldest first, in steps of 0.5. A ${feePercent} fee applies; you are paid at the share price on the day an admin approves. Shares in a pending sale are held: they earn no profit while the request is pending.`;
}
