import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AccountUser as User } from "@app/contracts";

/** `code`: only while the account is held (429): the second factor's code with the password. */
export type LoginInput = { email: string; password: string; code?: string };
export type Session = { token: string; user: User };
/** An account with a second factor: the password was right, a code must follow (verify-two-factor). */
export type TwoFactorChallenge = { twoFactorRequired: true; challenge: string };
export type LoginResponse = Session | TwoFactorChallenge;

export const needsSecondFactor = (answer: LoginResponse): answer is TwoFactorChallenge => "twoFactorRequired" in answer;

/** POST /api/auth/login → token and user, or a second-factor challenge. */
export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest<LoginResponse>("/api/auth/login", { method: "POST", body: input, auth: false });
}

export function useLogin() {
  return useMutation({ mutationFn: login, meta: { errorMessage: "Login failed. Please try again." } });
}
