/**
 * The browser's side of the session. The session itself is an HttpOnly cookie the server sets
 * at sign-in (no script can read it, so no token is kept in localStorage); what is stored here
 * is the signed-in `user` record (JSON, no secret), which the header and guards read to know
 * someone is signed in and in which role, and `announcementDismissed`. A 401 from the server
 * (session ended, idle, logged out elsewhere) clears the record (api-client.ts). Components
 * subscribe through `useSessionUser` so the header and guards follow logins and logouts at once.
 */
import { useMemo, useSyncExternalStore } from "react";
import type { AccountUser as User } from "@app/contracts";

const USER_KEY = "user";
/** Where older versions kept the bearer token: removed wherever it is still found. */
const LEGACY_TOKEN_KEY = "token";
const DISMISSED_KEY = "announcementDismissed";
/** The account just registered, not yet signed in (storeRegisteredUser). */
const REGISTERED_USER_KEY = "registeredUser";
/** The server's non-HttpOnly CSRF cookie, sent back as `X-CSRF-Token` on every write. */
const CSRF_COOKIE = "csrf_token";
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function parseUser(raw: string | null): User | null {
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return user && typeof user === "object" ? (user as User) : null;
  } catch {
    return null;
  }
}

export function getStoredUser(): User | null {
  return parseUser(localStorage.getItem(USER_KEY));
}

/** Someone is signed in on this browser (as far as the app knows: the server has the last word). */
export function isSignedIn(): boolean {
  return getStoredUser() !== null;
}

/** After a sign-in: the server has set the session cookie; the user record marks the app signed in. */
export function storeSession(user: User): void {
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  localStorage.removeItem(DISMISSED_KEY);
  localStorage.removeItem(REGISTERED_USER_KEY);
  notify();
}

/**
 * After registration (spec: "On success stores user"): the new account's record, kept apart from
 * the signed-in `user` record. Registering signs nobody in (no session cookie until the first
 * login), so marking the app signed in here would send the new investor's first page to the API
 * without a session and answer their "Registration successful!" with "Not authorized".
 */
export function storeRegisteredUser(user: User): void {
  localStorage.setItem(REGISTERED_USER_KEY, JSON.stringify(user));
}

export function storeUser(user: User): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

/** Logout and idle logout: the user record goes (the server clears its cookies on logout). */
export function clearSession(): void {
  localStorage.removeItem(LEGACY_TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  localStorage.removeItem(REGISTERED_USER_KEY);
  notify();
}

/** The CSRF token the server set at sign-in (a cookie readable by this page), or null. */
export function getCsrfToken(): string | null {
  for (const part of document.cookie.split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === CSRF_COOKIE) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
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
    if (event.key === USER_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const rawUser = () => localStorage.getItem(USER_KEY);

/** The signed-in user's record (null when signed out), re-rendering on login and logout. */
export function useSessionUser(): User | null {
  const raw = useSyncExternalStore(subscribe, rawUser, () => null);
  return useMemo(() => parseUser(raw), [raw]);
}

/** Whether someone is signed in, re-rendering on login and logout. */
export function useSignedIn(): boolean {
  return useSessionUser() !== null;
}

// A token an older version stored is no longer used: it leaves the browser on the first load.
if (typeof localStorage !== "undefined") localStorage.removeItem(LEGACY_TOKEN_KEY);

/** The stored user's roles (the client routes people; the server checks every request). */
export const isAdminUser = (user: User | null): boolean => user?.isAdmin === true;
/** Auditors (read-only ledger role) and admins may open the audit area. */
export const isAuditorUser = (user: User | null): boolean => user?.isAuditor === true;
