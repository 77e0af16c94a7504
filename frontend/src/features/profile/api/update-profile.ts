import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileQueryOptions } from "@/lib/queries/profile";
import { apiRequest } from "@/lib/api-client";

/** PUT /api/user/me with fullName and phone. */
export function updateProfile(input: { fullName: string; phone: string }): Promise<unknown> {
  return apiRequest("/api/user/me", { method: "PUT", body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    meta: { errorMessage: "Update failed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
