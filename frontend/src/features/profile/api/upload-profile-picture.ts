import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileQueryOptions } from "@/lib/queries/profile";
import { apiRequest } from "@/lib/api-client";

/** POST /api/user/upload-profile-picture (multipart field `profile`). */
export function uploadProfilePicture(file: File): Promise<unknown> {
  const form = new FormData();
  form.append("profile", file);
  return apiRequest("/api/user/upload-profile-picture", { method: "POST", body: form });
}

export function useUploadProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfilePicture,
    meta: { errorMessage: "Upload failed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey }),
  });
}
