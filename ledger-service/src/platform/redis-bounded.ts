import { SERVICE_TEMPORARILY_UNAVAILABLE } from "@app/contracts";
import { ServiceUnavailableError } from "./errors.js";

/**
 * How long a request waits for Redis. A command waits in ioredis's queue while the connection
 * is re-established (that takes milliseconds); a Redis that stays away, refuses or is too slow
 * answers 503 after this, never a request that hangs or a 500. Well under the 2 s a client is
 * promised an answer in.
 */
export const REDIS_WAIT_MS = 1000;

/** `command`, or a 503 with the plain message once it fails or takes longer than REDIS_WAIT_MS. */
export async function redisBounded<T>(command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ServiceUnavailableError(SERVICE_TEMPORARILY_UNAVAILABLE)), REDIS_WAIT_MS);
  });
  try {
    return await Promise.race([
      command.catch((error: unknown) => {
        // An answer Redis gave (a script's error) is a bug to see as such; anything else is Redis away.
        if ((error as { name?: string }).name === "ReplyError") throw error;
        throw new ServiceUnavailableError(SERVICE_TEMPORARILY_UNAVAILABLE);
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
