import { type DomainEvent, money, netAfterFeeIsEnough, transfersOf } from "@app/contracts";
import type Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/domain-error.js";
import { transferMismatch } from "@app/projections/audit/transfer-totals";
import { decodeState, encodeState } from "@app/event-store/state-codec";
import { decide, type InvestorCommand } from "./decide.js";
import { USER } from "../../testing/given-when-then.js";
import { evolve, initialInvestorState, type InvestorState } from "./investor.js";
import { pendingShares } from "./purchase.js";

const TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";

const NOW = new Date("2026-11-01T00:00:00Z");
const id = fc.constantFrom("a", "b", "c", "d");
const cents = fc.integer({ min: 1, max: 500_000 }).map((c) => (c / 100).toFixed(2));
const halfShares = fc.integer({ min: 0, max: 220 }).map((n) => (n / 2).toString());
/** What the request schemas let through: at least 0.5 shares, at least $5 after the fee. */
const boughtShares = fc.integer({ min: 1, max: 220 }).map((n) => (n / 2).toString());
const withdrawn = cents.filter(netAfterFeeIsEnough);
const pct = fc.integer({ min: 1, max: 2500 }).map((n) => (n / 100).toString());

const command: fc.Arbitrary<InvestorCommand> = fc.oneof(
  fc.record({
    type: fc.constant("RequestSharePurchase" as const),
    purchaseId: fc.uuid(),
    shares: boughtShares,
    pricePerShare: fc.constantFrom("100", "125.50"),
    network: fc.constant("TRC20" as const),
    proof: fc.constant("p"),
    offeringRemaining: fc.constantFrom("2500", "3"),
    now: fc.constant(NOW),
  }),
  fc.record({ type: fc.constant("ApproveSharePurchase" as const), purchaseId: fc.uuid() }),
  fc.record({ type: fc.constant("AdjustShares" as const), newShares: halfShares, pricePerShare: fc.constant("100") }),
  fc.record({
    type: fc.constant("CreditProfit" as const),
    runId: fc.uuid(),
    percentage: pct,
    shares: halfShares,
    pricePerShare: fc.constant("100"),
    loanRepaymentShare: fc.constantFrom("1", "0.5", "0"),
    now: fc.constant(NOW),
  }),
  fc.record({
    type: fc.constant("CreditReferralReward" as const),
    runId: fc.uuid(),
    percentage: pct,
    teamShares: halfShares,
    teamInvestment: cents,
  }),
  fc.record({
    type: fc.constant("RequestWithdrawal" as const),
    withdrawalId: id,
    amount: withdrawn,
    source: fc.constantFrom("profit" as const, "reward" as const),
    wallet: fc.constant(TRON),
    network: fc.constant("USDT TRC20" as const),
    now: fc.constant(NOW),
  }),
  fc.record({
    type: fc.constantFrom("ApproveWithdrawal" as const, "RejectWithdrawal" as const),
    withdrawalId: id,
    now: fc.constant(new Date()),
  }),
  fc.record({ type: fc.constant("CancelWithdrawal" as const), withdrawalId: id, now: fc.constant(NOW) }),
  fc.record({
    type: fc.constant("RequestLoan" as const),
    loanId: id,
    percentage: pct,
    portalOpen: fc.boolean(),
    now: fc.constant(NOW),
    wallet: fc.constant(TRON),
    network: fc.constant("USDT TRC20" as const),
  }),
  fc.record({
    type: fc.constantFrom("ApproveLoan" as const, "MarkLoanPaid" as const),
    loanId: id,
    now: fc.constant(NOW),
    writeOffAllowed: fc.boolean(),
  }),
  fc.record({ type: fc.constant("RejectLoan" as const), loanId: id }),
  fc.record({
    type: fc.constant("SubmitManualLoanPayment" as const),
    loanId: id,
    amount: cents,
    proofUrl: fc.constant("r.png"),
    now: fc.constant(NOW),
  }),
  fc.record({
    type: fc.constant("ApproveManualLoanPayment" as const),
    loanId: id,
    paymentIndex: fc.integer({ min: 0, max: 2 }),
    now: fc.constant(NOW),
  }),
);

/** Real purchase ids come from earlier requests; point approvals at one of them. */
function resolveIds(cmd: InvestorCommand, state: InvestorState, pick: number): InvestorCommand {
  if (cmd.type !== "ApproveSharePurchase") return cmd;
  const ids = Object.keys(state.purchases);
  return ids.length ? { ...cmd, purchaseId: ids[pick % ids.length] as string } : cmd;
}

function journalBalances(events: DomainEvent[]): Map<string, Decimal> {
  const balances = new Map<string, Decimal>();
  for (const e of events) {
    for (const t of transfersOf(e)) {
      balances.set(t.debit, (balances.get(t.debit) ?? money(0)).sub(t.amount));
      balances.set(t.credit, (balances.get(t.credit) ?? money(0)).add(t.amount));
    }
  }
  return balances;
}

describe("investor aggregate under random command sequences", () => {
  it("when any sequence of commands runs, then no balance goes negative, every event's transfers match its amounts, the journal matches the state, and shares stay within caps", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(command, fc.nat()), { minLength: 1, maxLength: 40 }), (steps) => {
        let state = initialInvestorState();
        const history: DomainEvent[] = [];
        for (const [raw, pick] of steps) {
          let decided: DomainEvent[];
          try {
            decided = decide(resolveIds(raw, state, pick), state, USER);
          } catch (error) {
            if (error instanceof DomainError) continue; // a refused command changes nothing
            throw error;
          }
          for (const e of decided) state = evolve(state, e);
          history.push(...decided);

          for (const b of [state.profit, state.reward, state.withdrawalHold]) expect(b.isNegative()).toBe(false);
          for (const loan of Object.values(state.loans)) expect(loan.remaining.isNegative()).toBe(false);
          expect(state.shares.gte(0) && state.shares.lte(100)).toBe(true);
          expect(state.shares.add(pendingShares(state)).lte(100)).toBe(true);

          for (const e of decided) expect(transferMismatch(e), e.type).toBeNull();
          const journal = journalBalances(history);
          const at = (kind: string) => journal.get(`investor:${USER}:${kind}`) ?? money(0);
          expect(at("profit").eq(state.profit)).toBe(true);
          expect(at("reward").eq(state.reward)).toBe(true);
          expect(at("withdrawal-hold").eq(state.withdrawalHold)).toBe(true);
          const owed = Object.values(state.loans)
            .filter((l) => l.status === "Approved" || l.status === "Paid")
            .reduce((s, l) => s.add(l.remaining), money(0));
          expect(at("loan-receivable").neg().eq(owed)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe("investor snapshots under random command sequences", () => {
  it("when a state is snapshotted after any event and read back, then folding the rest gives the state of folding everything, and decisions agree", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(command, fc.nat()), { minLength: 1, maxLength: 30 }), fc.nat(), (steps, cut) => {
        let state = initialInvestorState();
        const history: DomainEvent[] = [];
        for (const [raw, pick] of steps) {
          try {
            const decided = decide(resolveIds(raw, state, pick), state, USER);
            for (const e of decided) state = evolve(state, e);
            history.push(...decided);
          } catch (error) {
            if (!(error instanceof DomainError)) throw error;
          }
        }
        const at = cut % (history.length + 1);
        const snapshot = JSON.parse(JSON.stringify(encodeState(history.slice(0, at).reduce(evolve, initialInvestorState()))));
        const resumed = history.slice(at).reduce(evolve, decodeState<InvestorState>(snapshot));
        expect(encodeState(resumed)).toEqual(encodeState(state));
        // The resumed state decides as the original does (the next run's credit, say).
        const next: InvestorCommand = {
          type: "CreditProfit",
          runId: "next-run",
          percentage: "1.5",
          shares: "10",
          pricePerShare: "100",
          loanRepaymentShare: "0.5",
          now: NOW,
        };
        expect(decide(next, resumed, USER)).toEqual(decide(next, state, USER));
      }),
      { numRuns: 1000 },
    );
  });
});

describe("state codec", () => {
  it("when a state holds a float that is not finite, a Date or a map, then it is refused rather than stored wrong", () => {
    expect(() => encodeState({ a: Number.NaN })).toThrow(/cannot snapshot/);
    expect(() => encodeState({ at: new Date() })).toThrow(/cannot snapshot/);
    expect(() => encodeState({ m: new Map() })).toThrow(/cannot snapshot/);
  });

  it("when money is read back, then it keeps its exact digits and the money rules' precision", () => {
    const back = decodeState<{ v: Decimal }>(encodeState({ v: money("123456789012345678901234567.125") }));
    expect(back.v.toFixed()).toBe("123456789012345678901234567.125");
    expect(back.v.div(3).toFixed(10)).toBe(money("123456789012345678901234567.125").div(3).toFixed(10));
  });
});
