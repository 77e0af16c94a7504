import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { profileQueryOptions } from "@/lib/queries/profile";
import { apiRequest } from "@/lib/api-client";

/** POST /api/user/upload-profile-picture (multipart field `profile`). */
export function uploadProfilePicture(file: File): Promise<unknown> {
  const form = new FormData();
  form.append("profile", file);
  return apiRequest("/api/user/upload-profile-picture", { method: "POST", body: form });
}

export function useUploadProfilePicture() {
  return useInvalidatingMutation(uploadProfilePicture, "Upload failed", [profileQueryOptions().queryKey]);
}
