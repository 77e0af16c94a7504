/**
 * The one way the app talks to the API (same origin, under /api). The session is the HttpOnly
 * cookie the server set at sign-in (sent by the browser, `credentials: "same-origin"`); every
 * write also sends the CSRF cookie's value as `X-CSRF-Token`. Turns a 4xx/5xx `{ message }`
 * answer into an ApiError carrying the server's message. A 401 to a signed-in request clears the
 * stored session.
 */
import { ENROL_SECOND_FACTOR_MESSAGE } from "@app/contracts/auth-messages";
import { clearSession, getCsrfToken, isSignedIn } from "./auth-storage";

/** Fired when the server lets this admin or auditor reach only the second-factor enrolment (production). */
export const SECOND_FACTOR_REQUIRED_EVENT = "second-factor-required";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = "ApiError";
  }
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Public endpoints (signals, auth): a 401 there (a wrong password) does not end the stored session. */
  auth?: boolean;
  /** Sent as `Idempotency-Key`: the server runs a money write once per key (see lib/idempotency-key). */
  idempotencyKey?: string;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "GET", body, auth = true, idempotencyKey } = options;
  const headers: Record<string, string> = { Accept: "application/json" };
  const signedIn = auth && isSignedIn();
  const csrf = method === "GET" ? null : getCsrfToken();
  if (csrf) headers["X-CSRF-Token"] = csrf;
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const response = await fetch(path, { method, headers, body: payload, credentials: "same-origin" });
  const data = await readJson(response);
  if (!response.ok) {
    // The server ended the session (idle, logout elsewhere, password changed): the guards go to /login.
    if (response.status === 401 && signedIn) clearSession();
    const message = data && typeof data === "object" && "message" in data && typeof data.message === "string" ? data.message : undefined;
    if (response.status === 403 && message === ENROL_SECOND_FACTOR_MESSAGE) window.dispatchEvent(new Event(SECOND_FACTOR_REQUIRED_EVENT));
    throw new ApiError(response.status, message);
  }
  return data as T;
}

/** The server's message when it sent one, else the spec's default text (spec §8). */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/** A money write's fetcher: POST the input to `path` with its intent's Idempotency-Key (see IntentKeys). */
export function postWithKey<TInput, TData = unknown>(path: string) {
  return (input: TInput, idempotencyKey?: string): Promise<TData> =>
    apiRequest<TData>(path, { method: "POST", body: input, idempotencyKey });
}
