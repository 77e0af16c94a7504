import { streams } from "@app/contracts";
import { lastPosition } from "@app/event-store/command-runner";
import { type ApprovalGrant, runCommandWithGrant } from "../approvals/grant.js";
import type { AppContext } from "../runtime/context.js";
import { settingsFold, decideSettings, type SettingsCommand, type SettingsState } from "./settings.js";

/** Runs a settings command (share price, loan portal, purchase windows) and waits until the read models show it. */
export async function changeSettings(ctx: AppContext, command: SettingsCommand, actor: string, grant?: ApprovalGrant) {
  const outcome = await runCommandWithGrant<[SettingsState]>(
    ctx.store,
    grant,
    [{ streamId: streams.settings(), fold: settingsFold }],
    ([state]) => [{ streamId: streams.settings(), events: decideSettings(command, state) }],
    actor,
  );
  await ctx.readYourWrites(lastPosition(outcome));
  return outcome;
}
