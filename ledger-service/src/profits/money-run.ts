import { type DomainEvent, money, toCents, toShares } from "@app/contracts";
import type { Selectable } from "kysely";
import type { MoneyRunsTable } from "@app/projections/db/content-tables";
import { ConflictError } from "../platform/errors.js";

/**
 * A batch run's own stream (`profit-run-{id}` or `reward-run-{id}`): its parameters fixed at
 * start and its completion. Progress lives in the run's bookkeeping rows, not in events.
 */
export type MoneyRunKind = "profit" | "reward";
export type MoneyRunRow = Selectable<MoneyRunsTable>;

export interface MoneyRunState {
  started: boolean;
  completed: boolean;
}

export const moneyRunFold = {
  initial: (): MoneyRunState => ({ started: false, completed: false }),
  evolve(state: MoneyRunState, event: DomainEvent): MoneyRunState {
    switch (event.type) {
      case "ProfitRunStarted":
      case "ReferralRewardRunStarted":
        return { ...state, started: true };
      case "ProfitRunCompleted":
      case "ReferralRewardRunCompleted":
        return { ...state, completed: true };
      default:
        return state;
    }
  },
};

/** The percentage as typed ("2.5"), not as NUMERIC(12,4) stores it ("2.5000"). */
export const runPercentage = (run: MoneyRunRow): string => money(run.percentage).toString();

export function decideStartRun(state: MoneyRunState, run: MoneyRunRow): DomainEvent[] {
  if (state.started) return [];
  const common = {
    runId: run.id,
    percentage: runPercentage(run),
    pricePerShare: toCents(run.price_per_share),
    investorCount: run.total,
    startedAt: run.started_at.toISOString(),
  };
  if (run.kind === "reward") return [{ type: "ReferralRewardRunStarted", data: common }];
  return [
    {
      type: "ProfitRunStarted",
      data: { ...common, totalShares: toShares(run.total_shares), loanRepaymentShare: money(run.loan_repayment_share).toString() },
    },
  ];
}

export function decideCompleteRun(
  state: MoneyRunState,
  run: MoneyRunRow,
  totals: { credited: number; totalAmount: string; completedAt: Date },
): DomainEvent[] {
  if (!state.started) throw new ConflictError("The run has not started");
  if (state.completed) return [];
  const data = {
    runId: run.id,
    credited: totals.credited,
    totalAmount: toCents(totals.totalAmount),
    completedAt: totals.completedAt.toISOString(),
  };
  return [run.kind === "reward" ? { type: "ReferralRewardRunCompleted", data } : { type: "ProfitRunCompleted", data }];
}
