/**
 * A command refused by a domain rule. The domain says what went wrong with a plain code and
 * the user's message; only the error handler (error-handler.ts) knows which HTTP status a
 * code is answered with.
 * - `invalid`: the command itself does not fit the state's limits (a loan outside 1-20 %).
 * - `not-found`: it names a purchase, withdrawal, loan or payment the stream does not hold.
 * - `conflict`: the thing is not in a state that allows it (already approved, not pending).
 * - `forbidden`: this admin may not do it (approving their own request).
 * - `rule-violated`: it breaks a business rule (balance, cap, closed portal).
 */
export type DomainErrorCode = "invalid" | "not-found" | "conflict" | "forbidden" | "rule-violated";

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}
