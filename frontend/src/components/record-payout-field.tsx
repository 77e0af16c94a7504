import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { invalidateAll } from "@/lib/use-invalidating-mutation";
import { toast } from "./toast";

type RecordPayoutFieldProps = {
  /** The PUT path: /api/withdrawals/{id}/payout, /api/shares/sell-back/{id}/payout, /api/loans/{id}/payout. */
  path: string;
  /** The list's queries, refreshed once it is recorded. */
  invalidates: readonly QueryKey[];
};

/** An approved row without a payout: one field, "Transaction id", and "Record payout" (issue 34). */
export function RecordPayoutField({ path, invalidates }: RecordPayoutFieldProps) {
  const queryClient = useQueryClient();
  const id = useId();
  const [txId, setTxId] = useState("");
  const record = useMutation({
    mutationFn: (value: string) => apiRequest<{ message: string }>(path, { method: "PUT", body: { txId: value } }),
    meta: { errorMessage: "Failed to record the payout" },
    onSuccess: (answer) => {
      toast.success(answer.message);
      setTxId("");
      return invalidateAll(queryClient, invalidates);
    },
  });
  return (
    <form
      className="record-payout"
      onSubmit={(e) => {
        e.preventDefault();
        if (txId.trim()) record.mutate(txId.trim());
      }}
    >
      <label htmlFor={id} className="small">
        Transaction id
      </label>
      <input id={id} value={txId} onChange={(e) => setTxId(e.target.value)} spellCheck={false} autoComplete="off" />
      <button type="submit" className="btn btn-small" disabled={record.isPending || !txId.trim()}>
        Record payout
      </button>
    </form>
  );
}
