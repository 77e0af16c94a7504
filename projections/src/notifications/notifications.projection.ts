import { chainTxExplorerUrl, type DomainEvent, userIdOfInvestorStream } from "@app/contracts";
import { type Kysely, sql } from "kysely";
import type { Database } from "../db/schema.js";
import { insertRows } from "../runner/batch-writes.js";
import { copyRows } from "../runner/copy-rows.js";
import { eventTexts, type ProjectedEvent, type Projection } from "../runner/projection.js";
import type { NotificationData, NotificationKind } from "./notification-texts.js";

/**
 * One notification per money event an investor is told about. Its id is the event's
 * id, so a replay makes the same rows and the read flags (public.notification_reads, keyed by
 * that id) still apply. "Your balance is now ..." takes the balance the investors projection
 * left on the event (balanceAfter), and it remembers each open request's figures
 * (notification_requests) for the decision's message; both depend only on the events, so the
 * tables stay equal to a replay's. Rows keep the kind and the figures, not
 * the wording: the message is rendered when read (notification-texts.ts), so rewording it never
 * makes the live rows differ from a replay's.
 */
export const notificationsProjection: Projection = {
  name: "notifications",
  tables: ["notifications", "notification_requests"],
  ddl: [
    // Keyed by the event's position, not by its id: one notification per event either way, and
    // a position key grows at its end while the ids are random, so each id-keyed row went to a
    // random page of an ever larger index (45 % of the table's insert time at 300,000 rows, see
    // docs/benchmarks.md). Every read is by user (notifications_user) or in order (the key).
    `CREATE TABLE notifications (
       notification_id TEXT NOT NULL,
       user_id TEXT NOT NULL,
       kind TEXT NOT NULL,
       data TEXT NOT NULL,
       created_at TIMESTAMPTZ NOT NULL,
       commit_pos BIGINT NOT NULL,
       global_position BIGINT NOT NULL,
       subject TEXT,
       PRIMARY KEY (commit_pos, global_position)
     )`,
    "CREATE INDEX notifications_user ON notifications (user_id, commit_pos DESC, global_position DESC)",
    `CREATE TABLE notification_requests (
       request_id TEXT PRIMARY KEY,
       data TEXT NOT NULL
     )`,
  ],
  after: "investors",
  async apply(trx, events) {
    const requests = await loadRequests(trx, decidedRequests(events));
    const newRequests = new Map<string, string>();
    const rows: unknown[][] = [];
    for (const e of events) {
      const userId = userIdOfInvestorStream(e.streamId) ?? heldForInvestor(e.event);
      if (!userId) continue;
      const request = requestOf(e.event);
      if (request) {
        newRequests.set(request.id, JSON.stringify(request.data));
        requests.set(request.id, request.data);
      }
      // A request is told only when it is held (a withdrawal to a new wallet); decisions always.
      const n = notificationOf(e, userId, requests);
      if (!n) continue;
      const { commit, position, at } = eventTexts(e);
      rows.push([e.eventId, userId, n.kind, JSON.stringify(n.data), at, commit, position, subjectOf(e)]);
    }
    await copyRows(trx, "notifications", COLUMNS, rows);
    if (newRequests.size > 0)
      await insertRows(trx, "notification_requests", REQUEST_COLUMNS, [...newRequests], "(request_id) DO UPDATE SET data = EXCLUDED.data");
    const decided = [...decidedRequests(events)];
    if (decided.length > 0) await sql`DELETE FROM notification_requests WHERE request_id = ANY(${decided}::text[])`.execute(trx);
  },
};

/**
 * The investor's profit or reward balance right after a credit: the investors projection
 * follows the balances (from the journal transfers) and leaves them on the event in the same
 * batch, so they are written once, in investor_balances.
 */
function balanceAfter(e: ProjectedEvent, userId: string, kind: "profit" | "reward"): string {
  const balances = e.balancesAfter?.get(userId);
  if (!balances)
    throw new Error(`notifications: no ${kind} balance after event ${e.eventId} (the investors projection must be applied first)`);
  return balances[kind];
}

/**
 * The feed item (GET /api/activity/:id, the web app's /activity/{id}) a notification is about:
 * `${kind}-${its id}`, the ids the activity feed gives its items; null when it is about none.
 */
export function subjectOf(e: ProjectedEvent): string | null {
  const event = e.event;
  switch (event.type) {
    case "SharePurchaseRequested":
    case "SharePurchaseApproved":
    case "SharePurchaseRejected":
      return `purchase-${event.data.purchaseId}`;
    case "WithdrawalRequested":
    case "WithdrawalApproved":
    case "WithdrawalRejected":
      return `withdrawal-${event.data.withdrawalId}`;
    case "SharesSellBackApproved":
    case "SharesSellBackRejected":
      return `sell-back-${event.data.sellBackId}`;
    case "LoanRequested":
    case "LoanApproved":
    case "LoanRejected":
      return `loan-${event.data.loanId}`;
    case "LoanRepaid":
      // A manual payment is one repayment of the loan; "fully repaid" is about the loan.
      return event.data.source === "manual"
        ? `repayment-${event.data.loanId}.${e.position.prepare.toString()}`
        : `loan-${event.data.loanId}`;
    case "ProfitCredited":
      return `profit-${e.eventId}`;
    case "ReferralRewardCredited":
      return `reward-${e.eventId}`;
    case "PayoutRecorded":
      return `${event.data.use.replace(/-payout$/, "")}-${event.data.target}`;
    case "ApprovalRequested": {
      const a = event.data.action;
      if (a.kind === "withdrawal") return `withdrawal-${a.withdrawalId}`;
      if (a.kind === "loan") return `loan-${a.loanId}`;
      if (a.kind === "manual-payment") return `loan-${a.loanId}`;
      if (a.kind === "sell-back") return `sell-back-${a.sellBackId}`;
      return null;
    }
    default:
      return null;
  }
}

/** The request an event opens (its figures are kept for the decision's message). */
function requestOf(event: DomainEvent): { id: string; data: NotificationData } | null {
  switch (event.type) {
    case "SharePurchaseRequested":
      return { id: `purchase:${event.data.purchaseId}`, data: { shares: event.data.shares, amount: event.data.amount } };
    case "WithdrawalRequested":
      return {
        id: `withdrawal:${event.data.withdrawalId}`,
        data: { amount: event.data.amount, wallet: event.data.wallet, network: event.data.network, source: event.data.source },
      };
    case "LoanRequested":
      return { id: `loan:${event.data.loanId}`, data: { amount: event.data.amount } };
    case "SharesSellBackRequested":
      return {
        id: `sell-back:${event.data.sellBackId}`,
        data: { shares: event.data.shares, wallet: event.data.wallet, network: event.data.network },
      };
    default:
      return null;
  }
}

function decidedRequests(events: ProjectedEvent[]): Set<string> {
  const ids = new Set<string>();
  for (const { event } of events) {
    if (event.type === "SharePurchaseApproved" || event.type === "SharePurchaseRejected") ids.add(`purchase:${event.data.purchaseId}`);
    else if (event.type === "WithdrawalApproved" || event.type === "WithdrawalRejected" || event.type === "WithdrawalCancelled")
      ids.add(`withdrawal:${event.data.withdrawalId}`);
    else if (event.type === "LoanApproved" || event.type === "LoanRejected") ids.add(`loan:${event.data.loanId}`);
    else if (event.type === "SharesSellBackApproved" || event.type === "SharesSellBackRejected" || event.type === "SharesSellBackCancelled")
      ids.add(`sell-back:${event.data.sellBackId}`);
  }
  return ids;
}

async function loadRequests(trx: Kysely<Database>, ids: Set<string>): Promise<Map<string, NotificationData>> {
  const map = new Map<string, NotificationData>();
  if (ids.size === 0) return map;
  const r = await sql<{ request_id: string; data: string }>`
    SELECT request_id, data FROM notification_requests WHERE request_id = ANY(${[...ids]}::text[])`.execute(trx);
  for (const row of r.rows) map.set(row.request_id, JSON.parse(row.data) as NotificationData);
  return map;
}

/** An approval that holds a money action on an investor's account: that investor. */
function heldForInvestor(event: DomainEvent): string | null {
  if (event.type !== "ApprovalRequested") return null;
  const a = event.data.action;
  return a.kind === "withdrawal" || a.kind === "loan" || a.kind === "manual-payment" || a.kind === "sell-back" ? a.userId : null;
}

/** A rejection's reason for its notification; rejections from before reasons have none. */
function reasonOf(data: { reason?: string | undefined }): Pick<NotificationData, "reason"> {
  return data.reason ? { reason: data.reason } : {};
}

/** The notification an event makes, if the investor is told about it. */
function notificationOf(
  e: ProjectedEvent,
  userId: string,
  requests: Map<string, NotificationData>,
): { kind: NotificationKind; data: NotificationData } | null {
  const event = e.event;
  switch (event.type) {
    // In-app notices that a request arrived (not mailed: the request's own answer said it).
    case "SharePurchaseRequested":
      return { kind: "purchase-submitted", data: { shares: event.data.shares, amount: event.data.amount } };
    case "LoanRequested":
      return { kind: "loan-requested", data: { amount: event.data.amount } };
    case "SharePurchaseApproved":
      return { kind: "purchase-approved", data: { shares: event.data.shares, amount: event.data.amount } };
    case "SharePurchaseRejected":
      return { kind: "purchase-rejected", data: { ...requests.get(`purchase:${event.data.purchaseId}`), ...reasonOf(event.data) } };
    case "SharesSellBackApproved": {
      const r = requests.get(`sell-back:${event.data.sellBackId}`);
      const { shares, gross, fee, payout } = event.data;
      return { kind: "sell-back-approved", data: { shares, amount: gross, fee, net: payout, wallet: r?.wallet, network: r?.network } };
    }
    case "ApprovalRequested": {
      const a = event.data.action;
      return "amount" in a ? { kind: "awaiting-second-admin", data: { action: a.kind, amount: a.amount } } : null;
    }
    case "SharesSellBackRejected":
      return { kind: "sell-back-rejected", data: { shares: event.data.shares, ...reasonOf(event.data) } };
    case "WithdrawalRequested": {
      const d = event.data;
      return d.heldUntil
        ? { kind: "withdrawal-held", data: { amount: d.amount, wallet: d.wallet, network: d.network, heldUntil: d.heldUntil } }
        : null;
    }
    case "WithdrawalApproved": {
      const r = requests.get(`withdrawal:${event.data.withdrawalId}`);
      const { amount, fee, net } = event.data;
      return { kind: "withdrawal-approved", data: { amount, fee, net, wallet: r?.wallet, network: r?.network } };
    }
    case "WithdrawalRejected": {
      const r = requests.get(`withdrawal:${event.data.withdrawalId}`);
      return { kind: "withdrawal-rejected", data: { amount: event.data.amount, source: r?.source, ...reasonOf(event.data) } };
    }
    case "LoanApproved": {
      const r = requests.get(`loan:${event.data.loanId}`);
      return { kind: "loan-approved", data: { amount: r?.amount, totalPayable: event.data.totalPayable } };
    }
    case "LoanRejected":
      return { kind: "loan-rejected", data: { ...requests.get(`loan:${event.data.loanId}`), ...reasonOf(event.data) } };
    case "LoanRepaid": {
      const { source, amount, paidOff, balanceAfter } = event.data;
      if (source === "manual") return { kind: "manual-payment-approved", data: { amount, balance: balanceAfter, paidOff } };
      return paidOff ? { kind: "loan-paid", data: {} } : null;
    }
    case "ProfitCredited":
      return { kind: "profit-credited", data: { amount: event.data.amount, balance: balanceAfter(e, userId, "profit") } };
    case "ReferralRewardCredited":
      return { kind: "reward-credited", data: { amount: event.data.amount, balance: balanceAfter(e, userId, "reward") } };
    case "PayoutRecorded": {
      const { net, wallet, network, txId } = event.data;
      return { kind: "payout-sent", data: { net, wallet, network, txId, explorerUrl: chainTxExplorerUrl(network, txId) ?? undefined } };
    }
    default:
      return null;
  }
}

const COLUMNS: Array<[string, string]> = [
  ["notification_id", "text"],
  ["user_id", "text"],
  ["kind", "text"],
  ["data", "text"],
  ["created_at", "timestamptz"],
  ["commit_pos", "bigint"],
  ["global_position", "bigint"],
  ["subject", "text"],
];
const REQUEST_COLUMNS: Array<[string, string]> = [
  ["request_id", "text"],
  ["data", "text"],
];
