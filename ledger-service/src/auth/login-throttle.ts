import type { AppContext } from "../context.js";
import { TooManyRequestsError } from "../shared/errors.js";

/**
 * Login attempts are counted per client IP (every attempt: slows credential stuffing over
 * many accounts) and per account (reset by a successful login: slows guessing one password).
 * Unknown and known emails are counted alike, so the limit reveals nothing about accounts.
 */
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const LOGIN_LIMIT_PER_IP = 50;
export const LOGIN_LIMIT_PER_ACCOUNT = 10;

export class LoginThrottledError extends TooManyRequestsError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many login attempts. Please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`);
  }
}

const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (email: string) => `login:account:${email.toLowerCase()}`;

/** Counts this attempt; throws a 429 when the IP or the account is over its limit. */
export async function countLoginAttempt(ctx: AppContext, ip: string, email: string): Promise<void> {
  const [byIp, byAccount] = await Promise.all([
    ctx.counters.hit(ipKey(ip), LOGIN_WINDOW_SECONDS),
    ctx.counters.hit(accountKey(email), LOGIN_WINDOW_SECONDS),
  ]);
  if (byIp.count > LOGIN_LIMIT_PER_IP) throw new LoginThrottledError(byIp.retryAfterSeconds);
  if (byAccount.count > LOGIN_LIMIT_PER_ACCOUNT) throw new LoginThrottledError(byAccount.retryAfterSeconds);
}

/** After a successful login (or a password reset) the account starts with a clean slate. */
export async function clearAccountAttempts(ctx: AppContext, email: string): Promise<void> {
  await ctx.counters.reset(accountKey(email));
}
