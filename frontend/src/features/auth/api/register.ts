import type { RegisterRequest } from "@app/contracts/api/auth";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AccountUser as User } from "@app/contracts";

export type RegisterInput = RegisterRequest;

/** POST /api/auth/register → message, user. */
export function register(input: RegisterInput): Promise<{ message?: string; user?: User }> {
  return apiRequest("/api/auth/register", { method: "POST", body: input, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: register, meta: { errorMessage: "Registration failed" } });
}
