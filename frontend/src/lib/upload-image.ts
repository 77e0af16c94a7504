import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/uploads (multipart field `file`) → { url }: proofs of purchase and loan receipts. */
export function uploadImage(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append("file", file);
  return apiRequest<{ url: string }>("/api/uploads", { method: "POST", body: form });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
