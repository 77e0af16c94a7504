import { rejectRequestBody, streams } from "@app/contracts";
import { type Fold, lastPosition, type StreamDecision } from "@app/event-store/command-runner";
import type { Request } from "express";
import type { AppContext } from "../runtime/context.js";
import { decide, type InvestorCommand } from "../investor/decide.js";
import type { InvestorState } from "../investor/investor.js";
import { currentUser } from "../shared/auth.js";
import { refuseOwnAccount } from "../shared/own-account.js";
import { parseInput } from "../shared/validate.js";
import { investorFold } from "../investor/investor.js";
import { type ApprovalGrant, runCommandWithGrant } from "./grant.js";

/** A request an investor made and an admin decides (purchase, withdrawal, loan, sell-back). */
export interface ReviewableRequest {
  userId: string;
}

/** The streams a decision reads and the events it appends to them. */
export interface ReviewCommand<States extends unknown[]> {
  streams: { [K in keyof States]: { streamId: string; fold: Fold<States[K]> } };
  decide: (states: States) => StreamDecision[];
}

/**
 * "An admin approves or rejects a request", the one shape of every review: the request is loaded
 * (404 when unknown), refused on the admin's own account (403) before any stream is read, decided
 * (with the second admin's grant when four eyes released it), and answered with its row once the
 * read models show the decision.
 */
export async function reviewRequest<Row extends ReviewableRequest, States extends unknown[]>(
  ctx: AppContext,
  review: { load: () => Promise<Row>; actor: string; grant?: ApprovalGrant | undefined },
  command: (row: Row) => ReviewCommand<States>,
): Promise<Row> {
  const row = await review.load();
  refuseOwnAccount(review.actor, row.userId);
  const { streams: streamList, decide: decideOn } = command(row);
  const outcome = await runCommandWithGrant<States>(ctx.store, review.grant, streamList, decideOn, review.actor);
  await ctx.readYourWrites(lastPosition(outcome));
  return await review.load();
}

/** A review decided by the investor aggregate alone, on the request owner's stream. */
export function onInvestorStream(userId: string, command: InvestorCommand): ReviewCommand<[InvestorState]> {
  const streamId = streams.investor(userId);
  return {
    streams: [{ streamId, fold: investorFold }],
    decide: ([investor]) => [{ streamId, events: decide(command, investor, userId) }],
  };
}

/** What a reject route was asked: which request, by which admin, and the reason the investor is shown (400 when malformed). */
export function rejectionOf(req: Request): { id: string; actor: string; reason: string | undefined } {
  const { reason } = parseInput(rejectRequestBody, req.body);
  return { id: String(req.params.id), actor: currentUser(req).id, reason };
}

/** The reason as a command field: absent when the admin gave none. */
export function withReason(reason: string | undefined): { reason?: string } {
  return reason ? { reason } : {};
}
