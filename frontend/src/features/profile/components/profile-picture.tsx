import { PROFILE_PICTURE_UPDATED } from "@app/contracts/messages";
import { SELECT_AN_IMAGE } from "@app/contracts/form-messages";
import { useId, useState } from "react";
import { toast } from "@/components/toast";
import { isImageFile } from "@/lib/image-file";
import { useUploadProfilePicture } from "../api/upload-profile-picture";

export function ProfilePicture({ url, name }: { url?: string; name: string }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadProfilePicture();

  const onUpload = () => {
    if (!file) {
      toast.error(SELECT_AN_IMAGE);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(PROFILE_PICTURE_UPDATED);
        setFile(null);
      },
    });
  };

  return (
    <section className="card center" aria-labelledby="picture-title">
      <h2 id="picture-title" className="sr-only">
        Profile picture
      </h2>
      {url ? (
        <img className="avatar" src={url} alt={`${name}'s profile`} />
      ) : (
        <div className="avatar avatar-empty" role="img" aria-label="No profile picture">
          No Image
        </div>
      )}
      <div className="field">
        <label htmlFor={id}>Choose a picture</label>
        <input
          id={id}
          type="file"
          accept="image/*"
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            if (chosen && !isImageFile(chosen)) {
              toast.error(SELECT_AN_IMAGE);
              e.target.value = "";
              setFile(null);
              return;
            }
            setFile(chosen);
          }}
        />
      </div>
      <button type="button" className="btn btn-primary" onClick={onUpload} disabled={upload.isPending}>
        {upload.isPending ? "Uploading..." : "Upload Picture"}
      </button>
    </section>
  );
}
