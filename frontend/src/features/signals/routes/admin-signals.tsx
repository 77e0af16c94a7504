import { ListState } from "@/components/list-state";
import { useState } from "react";
import { DeleteDialog } from "@/components/delete-dialog";
import { Page } from "@/components/page";
import type { SignalItem as Signal } from "@app/contracts";
import { useDeleteSignal } from "../api/delete-signal";
import { signalsQueryOptions, useSignals } from "../api/get-signals";
import { SignalAdminItem } from "../components/signal-admin-item";
import { SignalForm } from "../components/signal-form";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => signalsQueryOptions());

export default function AdminSignalsRoute() {
  const signals = useSignals();
  const remove = useDeleteSignal();
  const [toDelete, setToDelete] = useState<Signal | null>(null);
  return (
    <Page title="Trading Signals">
      <SignalForm />
      <section className="card" aria-labelledby="signal-list-title">
        <h2 id="signal-list-title">Published signals</h2>
        <ListState loading={signals.isPending} empty={!signals.data?.length && "No signals available yet."}>
          {() => (
            <ul className="item-list">
              {(signals.data ?? []).map((signal) => (
                <SignalAdminItem key={signal._id} signal={signal} onDelete={setToDelete} />
              ))}
            </ul>
          )}
        </ListState>
      </section>
      <DeleteDialog noun="signal" item={toDelete} remove={remove} deletedMessage="Signal deleted" onClose={() => setToDelete(null)} />
    </Page>
  );
}
