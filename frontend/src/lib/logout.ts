import { apiRequest } from "@/lib/api-client";

/**
 * POST /api/auth/logout: the server ends the session and clears its cookies. Fire and forget:
 * the local session is cleared whatever the answer. The CSRF token is read when the call starts.
 */
export function logoutOnServer(): void {
  apiRequest("/api/auth/logout", { method: "POST" }).catch(() => undefined);
}
