import { ForbiddenError } from "../platform/errors.js";

export const OWN_ACCOUNT_MESSAGE = "Another admin must review your own account.";

/**
 * No admin decides on their own account's money: approving or rejecting their own purchase,
 * withdrawal, loan or manual payment, editing their own shares, marking their own loan paid.
 * Checked before anything is read from the streams, so a refusal changes nothing (403).
 */
export function refuseOwnAccount(actorId: string, ownerId: string): void {
  if (actorId === ownerId) throw new ForbiddenError(OWN_ACCOUNT_MESSAGE);
}
