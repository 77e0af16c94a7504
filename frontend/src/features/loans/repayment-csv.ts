import type { repaymentEntry } from "@app/contracts";
import { toCsv } from "@app/contracts/csv";
import type { z } from "zod";

type RepaymentEntry = z.infer<typeof repaymentEntry>;

/** A loan's repayments as the CSV an admin downloads. */
export function repaymentCsv(history: RepaymentEntry[]): string {
  return toCsv(
    ["Date", "Source", "Amount Applied", "Balance After", "Note"],
    history.map((e) => [e.at, e.source, Number(e.amount).toFixed(2), Number(e.balanceAfter).toFixed(2), e.note ?? ""]),
  );
}
