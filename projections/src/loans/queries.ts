import { type Kysely, sql } from "kysely";
import type { ReadModelTables } from "../db/read-model-tables.js";
import type { Database } from "../db/schema.js";

export interface LoanRow {
  loanId: string;
  userId: string;
  fullName: string;
  email: string;
  percentage: string;
  amountRequested: string;
  companyCharge: string;
  totalPayable: string;
  remaining: string;
  status: "Pending" | "Approved" | "Paid" | "Rejected";
  repaymentMethod: string;
  createdAt: Date;
  approvedAt: Date | null;
  paidAt: Date | null;
  /** Where the loan is paid out; null for loans requested before loans named one. */
  wallet: string | null;
  network: string | null;
  /** Held for a wallet new to the investor: not approvable before this instant; else null. */
  approvableAt: Date | null;
  /** Why an admin rejected it, when they said; else null. */
  rejectionReason: string | null;
  /** In payment order (the index is the position); `txId`: the repayment's transaction id, when given. */
  manualPayments: { amount: string; proofUrl: string; approved: boolean; uploadedAt: Date; txId: string | null }[];
}

export interface RepaymentRow {
  at: Date;
  source: string;
  amount: string;
  balanceAfter: string;
  note: string;
}

/** A loans row (`l.*`, decided_at too) with its investor's name and email, null when the user is gone. */
type RawLoan = ReadModelTables["loans"] & { full_name: string | null; email: string | null };

const SELECT_LOANS = sql`
  SELECT l.*, u.full_name, u.email FROM loans l LEFT JOIN users u ON u.id::text = l.user_id`;

async function withManualPayments(db: Kysely<Database>, rows: RawLoan[]): Promise<LoanRow[]> {
  if (rows.length === 0) return [];
  const payments = await sql<{
    loan_id: string;
    amount: string;
    proof_url: string;
    approved: boolean;
    uploaded_at: Date;
    tx_id: string | null;
  }>`
    SELECT * FROM loan_manual_payments WHERE loan_id = ANY(${rows.map((r) => r.loan_id)}::text[]) ORDER BY loan_id, payment_index`.execute(
    db,
  );
  return rows.map((r) => ({
    loanId: r.loan_id,
    userId: r.user_id,
    fullName: r.full_name ?? "",
    email: r.email ?? "",
    percentage: r.percentage,
    amountRequested: r.amount_requested,
    companyCharge: r.company_charge,
    totalPayable: r.total_payable,
    remaining: r.remaining,
    status: r.status,
    repaymentMethod: r.repayment_method,
    createdAt: r.created_at,
    approvedAt: r.approved_at,
    paidAt: r.paid_at,
    wallet: r.wallet,
    network: r.network,
    approvableAt: r.approvable_at,
    rejectionReason: r.rejection_reason,
    manualPayments: payments.rows
      .filter((p) => p.loan_id === r.loan_id)
      .map((p) => ({ amount: p.amount, proofUrl: p.proof_url, approved: p.approved, uploadedAt: p.uploaded_at, txId: p.tx_id })),
  }));
}

export async function findLoan(db: Kysely<Database>, loanId: string): Promise<LoanRow | null> {
  const r = await sql<RawLoan>`${SELECT_LOANS} WHERE l.loan_id = ${loanId}`.execute(db);
  return (await withManualPayments(db, r.rows))[0] ?? null;
}

/** The user's current loan, or the latest past one: only one can be active, and it is the newest. */
export async function latestLoanOf(db: Kysely<Database>, userId: string): Promise<LoanRow | null> {
  const r = await sql<RawLoan>`${SELECT_LOANS} WHERE l.user_id = ${userId} ORDER BY l.created_at DESC, l.loan_id DESC LIMIT 1`.execute(db);
  return (await withManualPayments(db, r.rows))[0] ?? null;
}

export async function repaymentsOf(db: Kysely<Database>, loanId: string): Promise<RepaymentRow[]> {
  const r = await sql<{ at: Date; source: string; amount: string; balance_after: string; note: string }>`
    SELECT at, source, amount, balance_after, note FROM loan_repayments WHERE loan_id = ${loanId} ORDER BY global_position`.execute(db);
  return r.rows.map((row) => ({ at: row.at, source: row.source, amount: row.amount, balanceAfter: row.balance_after, note: row.note }));
}

/** Admin list: newest first, optional status filter and case-insensitive name/email search. */
export async function listLoans(
  db: Kysely<Database>,
  options: { page: number; limit: number; status?: string; search?: string },
): Promise<{ loans: LoanRow[]; total: number }> {
  const pattern = options.search ? `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = sql`WHERE (${options.status ?? null}::text IS NULL OR l.status = ${options.status ?? null})
    AND (${pattern}::text IS NULL OR u.full_name ILIKE ${pattern} OR u.email ILIKE ${pattern})`;
  const count = await sql<{ n: string }>`SELECT count(*) AS n FROM loans l LEFT JOIN users u ON u.id::text = l.user_id ${where}`.execute(
    db,
  );
  const rows = await sql<RawLoan>`
    ${SELECT_LOANS} ${where} ORDER BY l.created_at DESC, l.loan_id DESC
    LIMIT ${options.limit} OFFSET ${(options.page - 1) * options.limit}`.execute(db);
  return { loans: await withManualPayments(db, rows.rows), total: Number(count.rows[0]?.n ?? 0) };
}
