import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { User } from "@/types/api";

export type LoginInput = { email: string; password: string };
export type LoginResponse = { token: string; user: User };

/** POST /api/auth/login → token, user. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>("/api/auth/login", { method: "POST", body: input, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { errorMessage: "Login failed. Please try again." } });
}
