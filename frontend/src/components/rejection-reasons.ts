/**
 * Reasons an admin can pick with one tap, and edit, when rejecting: by what is rejected, each
 * screen's own first (the investor is shown the reason sent).
 */
export const REJECTION_REASONS = {
  purchase: [
    "The payment was not found on the network.",
    "The amount paid does not match the purchase.",
    "The proof of payment is unreadable.",
  ],
  loan: [
    "Your shares do not yet cover this loan.",
    "The loan portal is closing for this period.",
    "Please contact support before asking again.",
  ],
  request: ["The amount needs checking first.", "The investor asked us to stop it.", "Please ask again with the correct details."],
  sellBack: [
    "Buy-backs are paused for now: please ask again later.",
    "The wallet address does not match the network.",
    "Please contact support before asking again.",
  ],
  withdrawal: [
    "The wallet address does not match the network.",
    "We could not confirm this request: please contact support.",
    "Please confirm the wallet address and ask again.",
  ],
};

/** Reasons for a request of no screen of its own. */
export const COMMON_REJECTION_REASONS = [
  "The payment was not found on the network.",
  "The details do not match our records.",
  "Please contact support before asking again.",
];
