import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { profileQueryOptions } from "@/lib/queries/profile";
import { apiRequest } from "@/lib/api-client";

/** PUT /api/user/me with fullName and phone. */
export function updateProfile(input: { fullName: string; phone: string }): Promise<unknown> {
  return apiRequest("/api/user/me", { method: "PUT", body: input });
}

export function useUpdateProfile() {
  return useInvalidatingMutation(updateProfile, "Update failed", [profileQueryOptions().queryKey]);
}
