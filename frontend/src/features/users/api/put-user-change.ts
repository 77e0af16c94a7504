import { apiRequest } from "@/lib/api-client";

/**
 * PUT /api/admin/users/{id}/{what} with the change: the one shape of an admin's edit to a user.
 * The admin's action code goes in the body only when given (the server asks for it when it must).
 */
export function putUserChange<T>(
  id: string,
  what: "role" | "shares" | "auditor",
  change: Record<string, unknown>,
  code: string | undefined,
  idempotencyKey?: string,
): Promise<T> {
  return apiRequest<T>(`/api/admin/users/${encodeURIComponent(id)}/${what}`, {
    method: "PUT",
    body: { ...change, ...(code ? { code } : {}) },
    idempotencyKey,
  });
}
