import type { PurchaseWindowView } from "@app/contracts";
import { useState } from "react";
import { purchaseWindowsQueryOptions, usePurchaseWindows } from "@/lib/queries/purchase-windows";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { type Column, DataTable } from "@/components/data-table";
import { Page } from "@/components/page";
import { PurchaseWindowBanner } from "@/components/purchase-window-banner";
import { toast } from "@/components/toast";
import { formatDateTime } from "@/lib/format";
import { useRemovePurchaseWindow } from "../api/remove-purchase-window";
import { PurchaseWindowForm } from "../components/purchase-window-form";
import { prefetching } from "@/lib/queries/api-query";

const statusOf = (w: PurchaseWindowView, now: number) =>
  Date.parse(w.closesAt) <= now ? "Closed" : Date.parse(w.opensAt) <= now ? "Open now" : "Scheduled";

export const prefetch = prefetching(() => purchaseWindowsQueryOptions());

export default function AdminPurchaseWindowsRoute() {
  const windows = usePurchaseWindows();
  const remove = useRemovePurchaseWindow();
  const [removing, setRemoving] = useState<PurchaseWindowView | null>(null);
  const now = Date.now();
  const columns: Column<PurchaseWindowView>[] = [
    { header: "Opens", cell: (w) => formatDateTime(w.opensAt) },
    { header: "Closes", cell: (w) => formatDateTime(w.closesAt) },
    { header: "Note", cell: (w) => w.note ?? "-" },
    { header: "Status", cell: (w) => statusOf(w, now) },
    {
      header: "Action",
      cell: (w) => (
        <button type="button" className="btn btn-danger btn-small" onClick={() => setRemoving(w)}>
          Remove
        </button>
      ),
    },
  ];
  const rows = windows.data?.windows ?? [];
  return (
    <Page title="Purchase Windows">
      <p className="lead">
        With no window scheduled, investors may buy at any time. Once a window exists, purchase requests are accepted only inside one;
        purchases made inside a window can still be approved after it closes.
      </p>
      <PurchaseWindowBanner />
      <PurchaseWindowForm />
      {windows.isPending ? <p>Loading…</p> : rows.length === 0 ? <p>No window scheduled: purchases are open at any time.</p> : null}
      {rows.length > 0 ? <DataTable caption="Purchase windows" columns={columns} rows={rows} rowKey={(w) => w.id} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title="Remove purchase window"
        message={removing ? `Remove the window from ${formatDateTime(removing.opensAt)} to ${formatDateTime(removing.closesAt)}?` : ""}
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success("Purchase window removed");
              setRemoving(null);
            },
          })
        }
      />
    </Page>
  );
}
