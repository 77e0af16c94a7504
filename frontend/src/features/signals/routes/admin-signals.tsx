import type { QueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { toast } from "@/components/toast";
import type { SignalItem as Signal } from "@app/contracts";
import { useDeleteSignal } from "../api/delete-signal";
import { signalsQueryOptions, useSignals } from "../api/get-signals";
import { SignalAdminItem } from "../components/signal-admin-item";
import { SignalForm } from "../components/signal-form";

/** The route's loader starts the page's first reads with the screen's own options. */
export function prefetch(queryClient: QueryClient) {
  return queryClient.prefetchQuery(signalsQueryOptions());
}

export default function AdminSignalsRoute() {
  const signals = useSignals();
  const remove = useDeleteSignal();
  const [toDelete, setToDelete] = useState<Signal | null>(null);
  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, { onSuccess: () => toast.success("Signal deleted"), onSettled: () => setToDelete(null) });
  };
  return (
    <Page title="Trading Signals">
      <SignalForm />
      <section className="card" aria-labelledby="signal-list-title">
        <h2 id="signal-list-title">Published signals</h2>
        {signals.isPending ? (
          <Loader />
        ) : !signals.data?.length ? (
          <p className="empty">No signals available yet.</p>
        ) : (
          <ul className="item-list">
            {signals.data.map((signal) => (
              <SignalAdminItem key={signal._id} signal={signal} onDelete={setToDelete} />
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={!!toDelete}
        title="Delete signal"
        message="Are you sure you want to delete this signal?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setToDelete(null)}
      />
    </Page>
  );
}
