/**
 * One `Idempotency-Key` per intent of the user (ledger-service/src/shared/idempotency.ts runs a
 * money write once per key and replays its answer). The same payload sent again, by a double
 * click or a retry after a timeout or a 5xx, carries the same key; a success, a definitive
 * refusal or another payload starts a new intent with a new key.
 */
import { ApiError } from "./api-client";

export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // randomUUID exists only in secure contexts; 16 random bytes are as unique.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A 4xx other than a conflict or a throttle is the server's final word: that request had no
 * effect, so the next attempt is a new intent. A network error, a 5xx, a 408/409/425/429 leave
 * the outcome open (409 is also "a request with this key is still being processed"): keep the key.
 */
export function endsIntent(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![408, 409, 425, 429].includes(error.status);
}

export class IntentKeys {
  private payload: string | null = null;
  private key = "";

  /** The key of this payload's intent: the current one while the payload is unchanged. */
  keyFor(payload: unknown): string {
    const text = JSON.stringify(payload ?? null);
    if (text !== this.payload) {
      this.payload = text;
      this.key = newIdempotencyKey();
    }
    return this.key;
  }

  /** After an answer: a success (no error) or a final refusal ends the intent. */
  settle(error: unknown): void {
    if (!error || endsIntent(error)) this.payload = null;
  }
}
