import type { AppContext } from "../runtime/context.js";
import { TooManyRequestsError } from "../platform/errors.js";
import type { AttemptScope } from "../platform/rate-counters.js";

/**
 * Sign-in that fits real networks. Many investors share one address (carrier-grade NAT on
 * mobile networks, offices), so a successful login is never counted against an address. Failed
 * attempts are counted per address (slows credential stuffing over many accounts) and per
 * account (slows guessing one password): past a few free failures, each further one makes the
 * next attempt from that address, or on that account, wait, twice as long each time, up to a
 * ceiling (429 with Retry-After). Nothing is locked for good: the wait passes, a successful
 * login clears the account's failures, and so does a reset link. Unknown and known emails are
 * counted alike, so the answers reveal nothing about accounts.
 *
 * An attempt (a password, a second-factor code) is counted BEFORE it is checked, in one atomic
 * step that also decides whether it may be checked at all (RateCounters.attempt): N parallel
 * guesses cannot all pass the check before the first is recorded. The attempt that reaches the
 * free count holds the scope at once, so at most the free attempts are ever verified before
 * the wait. A right answer then takes its attempt back (`attemptSucceeded`).
 */
export const FAILURE_WINDOW_SECONDS = 60 * 60;
export const FREE_FAILURES_PER_ADDRESS = 20;
export const FREE_FAILURES_PER_ACCOUNT = 5;
const FIRST_WAIT_SECONDS = { address: 2, account: 15 };
const MAX_WAIT_SECONDS = { address: 5 * 60, account: 15 * 60 };

export class LoginThrottledError extends TooManyRequestsError {
  constructor(retryAfterSeconds: number) {
    super(`Too many login attempts. Please try again in ${waitText(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}

const waitText = (seconds: number) => (seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} seconds` : `${Math.ceil(seconds / 60)} minutes`);

/**
 * Who an attempt comes from: the client's address, the account's email, and, when the attempt
 * comes from somewhere that has proved the owner before (a device with a valid known-device
 * cookie of this account, a signed-in session, a login challenge won with the right password), a
 * `trusted` id for it. A trusted attempt is decided by its own scope alone: the account's and the
 * address's holds do not apply to it (an outsider's failures cannot lock the owner out), but its
 * failures still count on the account and the address, as every other one.
 */
export interface AttemptSource {
  ip: string;
  email: string;
  trusted?: string | null;
}

const scope = (kind: "address" | "account" | "trusted", id: string): AttemptScope => ({
  failures: `login:failures:${kind}:${id}`,
  hold: `login:hold:${kind}:${id}`,
  windowSeconds: FAILURE_WINDOW_SECONDS,
  free: kind === "address" ? FREE_FAILURES_PER_ADDRESS : FREE_FAILURES_PER_ACCOUNT,
  // The wait after the n-th failure (n >= free): firstWait * 2^(n - free), up to maxWait (rate-counters.ts).
  firstWaitSeconds: FIRST_WAIT_SECONDS[kind === "trusted" ? "account" : kind],
  maxWaitSeconds: MAX_WAIT_SECONDS[kind === "trusted" ? "account" : kind],
});
const addressScope = (ip: string) => scope("address", ip);
const accountScope = (email: string) => scope("account", email.toLowerCase());

/** The scopes of an attempt, the account's always second (its count alerts the owner). */
function scopesOf(source: AttemptSource): AttemptScope[] {
  if (!source.trusted) return [addressScope(source.ip), accountScope(source.email)];
  return [
    { ...addressScope(source.ip), countOnly: true },
    { ...accountScope(source.email), countOnly: true },
    scope("trusted", source.trusted),
  ];
}

/**
 * Before a password or code is checked: counts the attempt and answers 429 (with Retry-After)
 * while a scope that applies has a wait to sit out. Until `attemptSucceeded` takes it back, the
 * attempt stands as a failure. Once the account's failures reach its free count, the owner is
 * mailed (at most once an hour, `onAccountFailures`), whether this attempt is refused or not.
 */
export async function countLoginAttempt(
  ctx: AppContext,
  source: AttemptSource,
  onAccountFailures?: (failures: number) => Promise<void>,
): Promise<void> {
  const decision = await ctx.counters.attempt(scopesOf(source));
  const accountFailures = decision.counts[1] ?? 0;
  if (onAccountFailures && accountFailures >= FREE_FAILURES_PER_ACCOUNT) await onAccountFailures(accountFailures);
  if (!decision.allowed) throw new LoginThrottledError(decision.retryAfterSeconds);
}

/**
 * The attempt was right: it is not a failure of the address (a success never counts against an
 * address). `clearAccount` (a completed sign-in, a changed password) also gives the account a
 * clean slate; a password that only opens the second step takes back its own attempt alone, so
 * a known password does not reset the count of wrong codes.
 */
export async function attemptSucceeded(ctx: AppContext, source: AttemptSource, options: { clearAccount: boolean }): Promise<void> {
  const scopes = scopesOf(source);
  if (options.clearAccount) {
    await Promise.all([ctx.counters.refund(scopes.filter((s) => s !== scopes[1])), clearAccountAttempts(ctx, source.email)]);
  } else {
    await ctx.counters.refund(scopes);
  }
}

/** After a successful login (or a password reset) the account starts with a clean slate. */
export async function clearAccountAttempts(ctx: AppContext, email: string): Promise<void> {
  const k = accountScope(email);
  await Promise.all([ctx.counters.reset(k.failures), ctx.counters.reset(k.hold)]);
}

/** Whether the address has a wait to sit out (an account's hold may be passed with password and code; an address's not). */
export async function addressHeld(ctx: AppContext, ip: string): Promise<boolean> {
  return (await ctx.counters.heldFor(addressScope(ip).hold)) > 0;
}

/**
 * While an account is held, its right password with a right code still signs in (accounts.ts).
 * Only an attempt whose password was right is counted here, so an outsider without the password
 * cannot hold this scope; a held one answers like a wrong code (no oracle for the password).
 */
const passwordAndCodeScope = (userId: string) => scope("trusted", `password-and-code:${userId}`);
export async function countPasswordAndCodeAttempt(ctx: AppContext, userId: string): Promise<boolean> {
  return (await ctx.counters.attempt([passwordAndCodeScope(userId)])).allowed;
}
export async function passwordAndCodeSucceeded(ctx: AppContext, userId: string): Promise<void> {
  await ctx.counters.refund([passwordAndCodeScope(userId)]);
}
