import type { AppContext } from "../runtime/context.js";
import { TooManyRequestsError } from "../shared/errors.js";
import type { AttemptScope } from "./rate-counters.js";

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

const scope = (kind: "address" | "account", id: string): AttemptScope => ({
  failures: `login:failures:${kind}:${id}`,
  hold: `login:hold:${kind}:${id}`,
  windowSeconds: FAILURE_WINDOW_SECONDS,
  free: kind === "address" ? FREE_FAILURES_PER_ADDRESS : FREE_FAILURES_PER_ACCOUNT,
  // The wait after the n-th failure (n >= free): firstWait * 2^(n - free), up to maxWait (rate-counters.ts).
  firstWaitSeconds: FIRST_WAIT_SECONDS[kind],
  maxWaitSeconds: MAX_WAIT_SECONDS[kind],
});
const addressScope = (ip: string) => scope("address", ip);
const accountScope = (email: string) => scope("account", email.toLowerCase());

/**
 * Before a password or code is checked: counts the attempt for the address and the account and
 * answers 429 (with Retry-After) while either has a wait to sit out. Until `attemptSucceeded`
 * takes it back, the attempt stands as a failure.
 */
export async function countLoginAttempt(ctx: AppContext, ip: string, email: string): Promise<void> {
  const decision = await ctx.counters.attempt([addressScope(ip), accountScope(email)]);
  if (!decision.allowed) throw new LoginThrottledError(decision.retryAfterSeconds);
}

/**
 * The attempt was right: it is not a failure of the address (a success never counts against an
 * address). `clearAccount` (a completed sign-in, a changed password) also gives the account a
 * clean slate; a password that only opens the second step takes back its own attempt alone, so
 * a known password does not reset the count of wrong codes.
 */
export async function attemptSucceeded(ctx: AppContext, ip: string, email: string, options: { clearAccount: boolean }): Promise<void> {
  if (options.clearAccount) {
    await Promise.all([ctx.counters.refund([addressScope(ip)]), clearAccountAttempts(ctx, email)]);
  } else {
    await ctx.counters.refund([addressScope(ip), accountScope(email)]);
  }
}

/** After a successful login (or a password reset) the account starts with a clean slate. */
export async function clearAccountAttempts(ctx: AppContext, email: string): Promise<void> {
  const k = accountScope(email);
  await Promise.all([ctx.counters.reset(k.failures), ctx.counters.reset(k.hold)]);
}
