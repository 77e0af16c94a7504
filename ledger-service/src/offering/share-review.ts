import { streams } from "@app/contracts";
import type { ReviewCommand } from "../approvals/review-request.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import { type InvestorState, investorFold } from "../investor/investor.js";
import { decideOffering, type OfferingCommand, type OfferingState, offeringFold } from "./offering.js";

/**
 * A review that moves shares too (an approved purchase allocates them, an approved sell-back
 * returns them): the investor's decision and the offering's move, appended together. `commands`
 * sees the investor's state before the decision and the states of any `others` streams it reads.
 */
export function onInvestorAndOffering<Others extends unknown[]>(
  userId: string,
  others: ReviewCommand<Others>["streams"],
  commands: (investor: InvestorState, others: Others) => { investor: InvestorCommand; offering: OfferingCommand },
): ReviewCommand<[InvestorState, OfferingState, ...Others]> {
  const investorStream = streams.investor(userId);
  return {
    streams: [{ streamId: investorStream, fold: investorFold }, { streamId: streams.offering(), fold: offeringFold }, ...others],
    decide: ([investor, offering, ...rest]) => {
      const command = commands(investor, rest);
      return [
        { streamId: investorStream, events: decide(command.investor, investor, userId) },
        { streamId: streams.offering(), events: decideOffering(command.offering, offering) },
      ];
    },
  };
}
