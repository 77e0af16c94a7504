import { normalBalance } from "@app/contracts";
import { formatDateTime } from "@/lib/format";
import type { StreamEvent } from "../api/types";
import { type AuditColumn, AuditTable } from "./audit-table";
import { formatLedgerAmount, shortAccount } from "./ledger-amount";
import { NamedId, ShortId } from "./named-id";

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

/** A user by name with the id on hover; a job ("profit-run") or an unknown id as it is. */
function Person({ id, name }: { id: string | null; name: string | null | undefined }) {
  if (!id) return <span>-</span>;
  if (name) return <NamedId name={name} id={id} />;
  return /^[0-9a-f-]{36}$/i.test(id) ? <ShortId id={id} /> : <span>{id}</span>;
}

/** Who made the event; for a four-eyes action, who asked and which second admin approved it. */
function By({ event }: { event: StreamEvent }) {
  const approvedBy = idText(event.approvedBy);
  if (!approvedBy) return <Person id={idText(event.actor)} name={event.actorName} />;
  return (
    <span>
      asked by <Person id={idText(event.requestedBy)} name={event.requestedByName} />, approved by{" "}
      <Person id={approvedBy} name={event.approvedByName} />
    </span>
  );
}

/** An investor account's balance after the event, read on its normal side (loan-receivable as a positive debit). */
export const balanceOnNormalSide = (userId: string, kind: string, balance: string | undefined) =>
  formatLedgerAmount(normalBalance(`investor:${userId}:${kind}`, balance ?? "0"));

/** One row per event: version, time, type, its journal transfers and the balances after it. */
export function StreamTable({ events, userId }: { events: StreamEvent[]; userId: string }) {
  const columns: AuditColumn<StreamEvent>[] = [
    { header: "Version", cell: (event) => event.version },
    { header: "Time", cell: (event) => formatDateTime(event.at) },
    { header: "Type", cell: (event) => event.type },
    { header: "By", cell: (event) => <By event={event} /> },
    { header: "Transfers (debit → credit)", cell: (event) => <Transfers event={event} userId={userId} /> },
    ...investorAccounts.map(
      (account): AuditColumn<StreamEvent> => ({
        header: `${account.label} after`,
        className: "amount",
        cell: (event) => balanceOnNormalSide(userId, account.kind, event.balancesAfter[account.kind]),
      }),
    ),
  ];
  return <AuditTable caption="Events of the investor's stream" rows={events} rowKey={(event) => event.eventId} columns={columns} />;
}
