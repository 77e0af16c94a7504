import { purchaseWindowRequest } from "@app/contracts";
import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchedulePurchaseWindow } from "../api/schedule-purchase-window";

/** `<input type="datetime-local">` gives local wall time; the API takes an instant. */
const toInstant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** Schedules a window; the input rules are the API's own schema (contracts). */
export function PurchaseWindowForm() {
  const [opensAt, setOpensAt] = useState("");
  const [closesAt, setClosesAt] = useState("");
  const [note, setNote] = useState("");
  const schedule = useSchedulePurchaseWindow();

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = purchaseWindowRequest.safeParse({
      opensAt: toInstant(opensAt),
      closesAt: toInstant(closesAt),
      ...(note.trim() ? { note } : {}),
    });
    if (!parsed.success) {
      toast.warning(parsed.error.issues[0]?.message ?? "Check the window's dates");
      return;
    }
    schedule.mutate(parsed.data, {
      onSuccess: () => {
        toast.success("Purchase window scheduled");
        setOpensAt("");
        setClosesAt("");
        setNote("");
      },
    });
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Schedule a purchase window">
      <Field label="Opens at (your local time)" type="datetime-local" value={opensAt} onChange={(e) => setOpensAt(e.target.value)} />
      <Field label="Closes at (your local time)" type="datetime-local" value={closesAt} onChange={(e) => setClosesAt(e.target.value)} />
      <Field label="Note (optional)" maxLength={200} value={note} onChange={(e) => setNote(e.target.value)} />
      <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
        {schedule.isPending ? "Scheduling..." : "Schedule Window"}
      </button>
    </form>
  );
}
