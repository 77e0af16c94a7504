import { PROOF_REQUIRED } from "@app/contracts";
import type { AppContext } from "../runtime/context.js";
import { RecordedNotYetVisible, RuleViolationError, ValidationError } from "../platform/errors.js";
import { canonicalUploadUrl, uploadNameOf } from "./proof-links.js";

/**
 * A proof named by a purchase or manual payment must be an upload of that same user that
 * nothing used before. Claiming marks it used by `usedBy` in one conditional update, so two
 * requests naming one upload cannot both pass; the caller releases the claim when its command
 * is refused, so a refusal changes nothing.
 */
export interface ClaimedProof {
  name: string;
  usedBy: string;
  /** The unsigned address events and read models keep. */
  url: string;
}

/**
 * Errors: 400 `blankMessage` when nothing is named; 422 "Please upload transaction proof." when
 * the value is not one of our uploads, is someone else's, a profile picture, or already used.
 */
export async function claimProof(
  ctx: AppContext,
  ownerId: string,
  proof: string,
  usedBy: string,
  blankMessage = PROOF_REQUIRED,
): Promise<ClaimedProof> {
  if (!proof.trim()) throw new ValidationError(blankMessage);
  const name = uploadNameOf(proof);
  if (!name) throw new RuleViolationError(PROOF_REQUIRED);
  const claimed = await ctx.db
    .updateTable("uploads")
    .set({ used_by: usedBy, used_at: ctx.clock() })
    .where("name", "=", name)
    .where("owner_id", "=", ownerId)
    .where("kind", "=", "proof")
    .where("used_by", "is", null)
    .returning("name")
    .executeTakeFirst();
  if (!claimed) throw new RuleViolationError(PROOF_REQUIRED);
  return { name, usedBy, url: canonicalUploadUrl(ctx, name) };
}

export async function releaseProof(ctx: AppContext, claim: ClaimedProof): Promise<void> {
  await ctx.db
    .updateTable("uploads")
    .set({ used_by: null, used_at: null })
    .where("name", "=", claim.name)
    .where("used_by", "=", claim.usedBy)
    .execute();
}

/**
 * Runs `use` with the claimed proof; a refusal gives the proof back before it is rethrown (not
 * a 202 "recorded, not yet visible": its events are stored and the proof is theirs).
 */
export async function withClaimedProof<T>(ctx: AppContext, claim: ClaimedProof, use: (url: string) => Promise<T>): Promise<T> {
  try {
    return await use(claim.url);
  } catch (error) {
    if (!(error instanceof RecordedNotYetVisible)) await releaseProof(ctx, claim).catch(() => undefined);
    throw error;
  }
}
