/**
 * Whether the server refused a money write because the account's email is not verified (403
 * "Please verify your email address first."): set by the query client when that answer comes,
 * read by the notice that offers to resend the verification mail.
 */
import { VERIFY_EMAIL_FIRST } from "@app/contracts/api/verification";
import { useSyncExternalStore } from "react";
import { ApiError } from "./api-client";

let required = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (required === value) return;
  required = value;
  for (const listener of listeners) listener();
}

export function isVerificationRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.serverMessage === VERIFY_EMAIL_FIRST;
}

export const markVerificationRequired = () => set(true);
export const clearVerificationRequired = () => set(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useVerificationRequired(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => required,
    () => required,
  );
}
