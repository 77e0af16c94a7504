import type { AppContext } from "../runtime/context.js";
import { TooManyRequestsError } from "../shared/errors.js";

/**
 * Sign-in that fits real networks. Many investors share one address (carrier-grade NAT on
 * mobile networks, offices), so a successful login is never counted against an address. Failed
 * attempts are counted per address (slows credential stuffing over many accounts) and per
 * account (slows guessing one password): past a few free failures, each further one makes the
 * next attempt from that address, or on that account, wait, twice as long each time, up to a
 * ceiling (429 with Retry-After). Nothing is locked for good: the wait passes, a successful
 * login clears the account's failures, and so does a reset link. Unknown and known emails are
 * counted alike, so the answers reveal nothing about accounts.
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

const keys = (scope: "address" | "account", id: string) => ({
  failures: `login:failures:${scope}:${id}`,
  hold: `login:hold:${scope}:${id}`,
});
const addressKeys = (ip: string) => keys("address", ip);
const accountKeys = (email: string) => keys("account", email.toLowerCase());

/** The wait after the `failures`-th failure: none while free, then doubling up to the ceiling. */
export function waitAfterFailures(scope: "address" | "account", failures: number): number {
  const free = scope === "address" ? FREE_FAILURES_PER_ADDRESS : FREE_FAILURES_PER_ACCOUNT;
  if (failures < free) return 0;
  return Math.min(MAX_WAIT_SECONDS[scope], FIRST_WAIT_SECONDS[scope] * 2 ** Math.min(20, failures - free));
}

/** Before the password is checked: 429 while the address or the account has a wait to sit out. */
export async function checkLoginAllowed(ctx: AppContext, ip: string, email: string): Promise<void> {
  const waits = await Promise.all([ctx.counters.heldFor(addressKeys(ip).hold), ctx.counters.heldFor(accountKeys(email).hold)]);
  const wait = Math.max(...waits);
  if (wait > 0) throw new LoginThrottledError(wait);
}

/** After a wrong password (or unknown email): counts it for the address and the account. */
export async function countLoginFailure(ctx: AppContext, ip: string, email: string): Promise<void> {
  await Promise.all(
    (
      [
        ["address", addressKeys(ip)],
        ["account", accountKeys(email)],
      ] as const
    ).map(async ([scope, k]) => {
      const { count } = await ctx.counters.hit(k.failures, FAILURE_WINDOW_SECONDS);
      const wait = waitAfterFailures(scope, count);
      if (wait > 0) await ctx.counters.hold(k.hold, wait);
    }),
  );
}

/** After a successful login (or a password reset) the account starts with a clean slate. */
export async function clearAccountAttempts(ctx: AppContext, email: string): Promise<void> {
  const k = accountKeys(email);
  await Promise.all([ctx.counters.reset(k.failures), ctx.counters.reset(k.hold)]);
}
