import type { ReactNode } from "react";
import { Dialog } from "./dialog";
import { Figures } from "./figures";

type ConfirmDialogProps = {
  open: boolean;
  title?: string;
  /** Names who, what and how much: the admin reads it before money moves. */
  message: ReactNode;
  /** Figures under the message (amount, fee, wallet...), one row each. */
  details?: { label: string; value: ReactNode }[];
  /** "rows": one figure a line, label left and value right, like a receipt (the money-out review). */
  detailsLayout?: "grid" | "rows";
  /** A note under the figures (a warning the reader must see before confirming). */
  footer?: ReactNode;
  confirmLabel?: string;
  /** The way out without acting ("Back" where it returns to a form that keeps its input). */
  cancelLabel?: string;
  /** A refusal or a removal shows its Confirm in red. */
  danger?: boolean;
  busy?: boolean;
  /** Confirm stays disabled (a typed confirmation not yet typed). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Extra fields under the figures (an approving admin's authenticator code). */
  children?: ReactNode;
};

/** Cancel or Confirm, as in the purchase flow, deletes, reward distribution and every admin money action. */
export function ConfirmDialog({
  open,
  title = "Please confirm",
  message,
  details,
  detailsLayout = "grid",
  footer,
  confirmLabel = "Confirm",
  cancelLabel = "Cancel",
  danger,
  busy,
  confirmDisabled,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? "btn btn-danger" : "btn btn-primary"}
            onClick={onConfirm}
            disabled={busy || confirmDisabled}
          >
            {busy ? "Please wait..." : confirmLabel}
          </button>
        </>
      }
    >
      <p>{message}</p>
      {details?.length ? (
        <Figures
          className={detailsLayout === "rows" ? "figures figures-rows" : "figures"}
          items={details.map((row) => ({ ...row, className: "break" }))}
        />
      ) : null}
      {footer}
      {children}
    </Dialog>
  );
}
