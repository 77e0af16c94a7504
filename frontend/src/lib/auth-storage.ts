/**
 * The browser storage of the session (spec §3): `token`, `user` (JSON) and
 * `announcementDismissed`. Components subscribe through `useSession` so the header and guards
 * follow logins and logouts at once.
 */
import { useSyncExternalStore } from "react";
import type { AccountUser as User } from "@app/contracts";

const TOKEN_KEY = "token";
const USER_KEY = "user";
const DISMISSED_KEY = "announcementDismissed";
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function getStoredUser(): User | null {
  const raw = localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as User;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.removeItem(DISMISSED_KEY);
  notify();
}

/** A fresh token for the same user (after a password change). */
export function storeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Logout and idle logout: the token goes (and the user record with it). */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

export function getDismissedAnnouncement(): string | null {
  return localStorage.getItem(DISMISSED_KEY);
}

export function dismissAnnouncement(message: string): void {
  localStorage.setItem(DISMISSED_KEY, message);
}

export function clearDismissedAnnouncement(): void {
  localStorage.removeItem(DISMISSED_KEY);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The stored token, re-rendering on login and logout. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
