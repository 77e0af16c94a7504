import { toast } from "./toast";

type CopyButtonProps = {
  text: string;
  successMessage: string;
  label?: string;
  className?: string;
};

/** Copies to the clipboard and confirms with a toast ('Wallet address copied!', ...). */
export function CopyButton({ text, successMessage, label = "Copy", className }: CopyButtonProps) {
  const copy = async () => {
    try {
      if (navigator.clipboard?.writeText) await navigator.clipboard.writeText(text);
      else fallbackCopy(text);
      toast.success(successMessage);
    } catch {
      fallbackCopy(text);
      toast.success(successMessage);
    }
  };
  return (
    <button type="button" className={className ?? "btn btn-small btn-secondary"} onClick={copy}>
      {label}
    </button>
  );
}

function fallbackCopy(text: string): void {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand?.("copy");
  } finally {
    area.remove();
  }
}
