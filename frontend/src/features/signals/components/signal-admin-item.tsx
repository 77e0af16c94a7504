import { useId, useState } from "react";
import { StatusBadge } from "@/components/status-badge";
import { toast } from "@/components/toast";
import { signalStatuses } from "@app/contracts/constants";
import { formatDateTime } from "@/lib/format";
import type { SignalItem as Signal } from "@app/contracts";
import { useUpdateSignal } from "../api/update-signal";

const labels: Record<string, string> = { open: "Open", hit: "Target Hit", closed: "Closed/Cancelled" };

export function SignalAdminItem({ signal, onDelete }: { signal: Signal; onDelete: (signal: Signal) => void }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [status, setStatus] = useState(signal.status);
  const [notes, setNotes] = useState(signal.notes ?? "");
  const update = useUpdateSignal();
  const save = () =>
    update.mutate(
      { id: signal._id, notes, status },
      {
        onSuccess: () => {
          toast.success("Signal updated");
          setEditing(false);
        },
      },
    );

  return (
    <li className="item signal-admin-item">
      <div className="item-main">
        <strong>{signal.title}</strong> <StatusBadge status={signal.status} label={labels[signal.status] ?? signal.status} />
        <p className="muted small">
          Entry {signal.entry || "-"} · Target {signal.target || "-"} · Stop {signal.stopLoss || "-"} · Leverage {signal.leverage || "-"} ·
          Risk {signal.risk || "-"} · {formatDateTime(signal.createdAt)}
        </p>
        {signal.content ? <p>{signal.content}</p> : null}
        {editing ? (
          <div className="form-grid">
            <div className="field">
              <label htmlFor={`${id}-status`}>Status</label>
              <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as Signal["status"])}>
                {signalStatuses.map((s) => (
                  <option key={s} value={s}>
                    {labels[s]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={`${id}-notes`}>Update notes</label>
              <textarea id={`${id}-notes`} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
            </div>
          </div>
        ) : signal.notes ? (
          <p className="muted">Update: {signal.notes}</p>
        ) : null}
      </div>
      <div className="item-actions">
        {editing ? (
          <>
            <button type="button" className="btn btn-small btn-success" onClick={save} disabled={update.isPending}>
              Save
            </button>
            <button type="button" className="btn btn-small" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" className="btn btn-small" onClick={() => setEditing(true)} aria-label={`Edit ${signal.title}`}>
            Edit
          </button>
        )}
        <button type="button" className="btn btn-small btn-danger" onClick={() => onDelete(signal)} aria-label={`Delete ${signal.title}`}>
          Delete
        </button>
      </div>
    </li>
  );
}
