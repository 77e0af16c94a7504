import { type Column, DataTable } from "@/components/data-table";
import { formatDateTime } from "@/lib/format";
import type { StreamEvent } from "../api/types";
import { formatLedgerAmount, shortAccount } from "./ledger-amount";

/** The investor's accounts, in the order the running balances are shown. */
export const investorAccounts = [
  { kind: "profit", label: "Profit" },
  { kind: "reward", label: "Reward" },
  { kind: "withdrawal-hold", label: "Withdrawal hold" },
  { kind: "loan-receivable", label: "Loan receivable" },
] as const;

function Transfers({ event, userId }: { event: StreamEvent; userId: string }) {
  if (event.transfers.length === 0) return <span className="muted">none</span>;
  return (
    <ul className="plain-list">
      {event.transfers.map((transfer, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an event's transfers are a fixed list; two may be identical.
        <li key={index} className="break">
          {shortAccount(transfer.debit, userId)} → {shortAccount(transfer.credit, userId)}: {formatLedgerAmount(transfer.amount)}
        </li>
      ))}
    </ul>
  );
}

const idText = (value: unknown) => (typeof value === "string" && value ? value : null);

/** Who made the event; for a four-eyes action, who asked and which second admin approved it. */
function By({ event }: { event: StreamEvent }) {
  const actor = idText(event.actor);
  const approvedBy = idText(event.approvedBy);
  const requestedBy = idText(event.requestedBy);
  if (!approvedBy) return <span className="break">{actor ?? "-"}</span>;
  return (
    <span className="break">
      asked by {requestedBy ?? "-"}, approved by {approvedBy}
    </span>
  );
}

/** One row per event: version, time, type, its journal transfers and the balances after it. */
export function StreamTable({ events, userId }: { events: StreamEvent[]; userId: string }) {
  const columns: Column<StreamEvent>[] = [
    { header: "Version", cell: (event) => event.version },
    { header: "Time", cell: (event) => formatDateTime(event.at) },
    { header: "Type", cell: (event) => event.type },
    { header: "By", cell: (event) => <By event={event} /> },
    { header: "Transfers (debit → credit)", cell: (event) => <Transfers event={event} userId={userId} /> },
    ...investorAccounts.map(
      (account): Column<StreamEvent> => ({
        header: `${account.label} after`,
        cell: (event) => formatLedgerAmount(event.balancesAfter[account.kind] ?? "0"),
      }),
    ),
  ];
  return <DataTable compact caption="Events of the investor's stream" rows={events} rowKey={(event) => event.eventId} columns={columns} />;
}
