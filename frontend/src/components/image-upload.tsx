import { useEffect, useId, useState } from "react";
import { useUploadImage } from "@/lib/upload-image";
import { errorText } from "@/lib/api-client";
import { isImageFile, isWithinImageLimit } from "@/lib/image-file";
import { toast } from "./toast";

type ImageUploadProps = {
  label: string;
  /** Called with the stored URL once the upload succeeded (or "" when the file is cleared). */
  onUploaded: (url: string) => void;
  successMessage: string;
  failureMessage: string;
};

/**
 * Picks an image, checks its type, uploads it to /api/uploads and shows a preview.
 * Shows 'Uploading...' while the upload runs.
 */
export function ImageUpload({ label, onUploaded, successMessage, failureMessage }: ImageUploadProps) {
  const id = useId();
  const upload = useUploadImage();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview?.startsWith("blob:")) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error("Please select an image file.");
      event.target.value = "";
      return;
    }
    if (!isWithinImageLimit(file)) {
      toast.error("Image must be 5 MB or smaller.");
      event.target.value = "";
      return;
    }
    onUploaded("");
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        setPreview(url || (typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : null));
        onUploaded(url);
        toast.success(successMessage);
      },
      onError: (error) => toast.error(errorText(error, failureMessage)),
    });
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="file" accept="image/*" onChange={onChange} disabled={upload.isPending} />
      {upload.isPending ? (
        <p className="muted" role="status">
          Uploading...
        </p>
      ) : null}
      {preview ? <img className="upload-preview" src={preview} alt={`${label} preview`} /> : null}
    </div>
  );
}
