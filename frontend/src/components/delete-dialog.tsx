import type { ReactNode } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import { toast } from "./toast";

type DeleteMutation = {
  mutate: (id: string, call: { onSuccess: () => void; onSettled: () => void }) => void;
  isPending: boolean;
};

type DeleteDialogProps = {
  /** What is deleted, in the title and the question ("signal"). */
  noun: string;
  /** The item asked about; null keeps the dialog closed. */
  item: { _id: string } | null;
  remove: DeleteMutation;
  deletedMessage: string;
  onClose: () => void;
  /** More inside the dialog (an action-code field). */
  children?: ReactNode;
};

/** The question before an admin deletes a list item; it closes whatever the answer, and a success toasts. */
export function DeleteDialog({ noun, item, remove, deletedMessage, onClose, children }: DeleteDialogProps) {
  const confirm = () => {
    if (!item) return;
    remove.mutate(item._id, { onSuccess: () => toast.success(deletedMessage), onSettled: onClose });
  };
  return (
    <ConfirmDialog
      open={!!item}
      title={`Delete ${noun}`}
      message={`Are you sure you want to delete this ${noun}?`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {children}
    </ConfirmDialog>
  );
}
