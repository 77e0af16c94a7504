import { type DragEvent, useId, useRef, useState } from "react";
import { errorText } from "@/lib/api-client";
import { isImageFile, isWithinImageLimit } from "@/lib/image-file";
import { useUploadImage } from "@/lib/upload-image";
import { toast } from "./toast";

/** An uploaded image: the stored URL the API accepts, and what the preview shows. */
export type UploadedImage = { url: string; previewSrc: string; name: string };

type ImageDropZoneProps = {
  /** The accessible name of the file control ('Proof of Payment (image)'). */
  label: string;
  /** Kept by the caller, so the upload survives moving between steps. */
  value: UploadedImage | null;
  onChange: (image: UploadedImage | null) => void;
  successMessage: string;
  failureMessage: string;
  error?: string;
};

/**
 * A drop area for one image: drag a file onto it or tap to choose; checks the type and size,
 * uploads to /api/uploads, then shows a preview with a Replace action.
 */
export function ImageDropZone({ label, value, onChange, successMessage, failureMessage, error }: ImageDropZoneProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [dragging, setDragging] = useState(false);

  const accept = (file: File | undefined) => {
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error("Please select an image file.");
      return;
    }
    if (!isWithinImageLimit(file)) {
      toast.error("Image must be 5 MB or smaller.");
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ url }) => {
        if (value?.previewSrc.startsWith("blob:")) URL.revokeObjectURL(value.previewSrc);
        const local = typeof URL.createObjectURL === "function" ? URL.createObjectURL(file) : "";
        onChange({ url, previewSrc: local || url, name: file.name });
        toast.success(successMessage);
      },
      onError: (failure) => toast.error(errorText(failure, failureMessage)),
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    accept(event.dataTransfer.files?.[0]);
  };

  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the labelled file input inside is the accessible control */}
      <div
        className={`drop-zone${dragging ? " is-dragging" : ""}${value ? " has-image" : ""}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-invalid={error ? true : undefined}
      >
        <input
          ref={input}
          id={id}
          className="sr-only"
          type="file"
          accept="image/*"
          aria-label={label}
          aria-describedby={`${id}-help`}
          disabled={upload.isPending}
          onChange={(event) => {
            accept(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        {value ? (
          <div className="drop-zone-preview">
            <img src={value.previewSrc} alt={`${label} preview`} />
            <div>
              <p className="drop-zone-name">{value.name}</p>
              <button type="button" className="btn btn-secondary" onClick={() => input.current?.click()} disabled={upload.isPending}>
                Replace
              </button>
            </div>
          </div>
        ) : (
          <label htmlFor={id} className="drop-zone-target">
            <span className="drop-zone-icon" aria-hidden="true">
              ⬆
            </span>
            <strong>Tap to choose a screenshot</strong>
            <span className="muted">or drag it here · PNG or JPG, up to 5 MB</span>
          </label>
        )}
        <p id={`${id}-help`} className="sr-only">
          A screenshot of your wallet's sent payment, up to 5 MB.
        </p>
        {upload.isPending ? (
          <p className="muted" role="status">
            Uploading...
          </p>
        ) : null}
      </div>
      {error ? <small className="field-error">{error}</small> : null}
    </div>
  );
}
