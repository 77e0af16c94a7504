import { evolve, initialInvestorState } from "../investor/investor.js";
import { evolveOffering, initialOfferingState } from "../offering/offering.js";
import type { Fold } from "@app/event-store/command-runner";
import { evolveSettings, initialSettingsState } from "../settings/settings.js";

/** The folds of the streams the money routes read: investor, offering, platform settings. */
export const investorFold: Fold<ReturnType<typeof initialInvestorState>> = { initial: initialInvestorState, evolve };
export const offeringFold: Fold<ReturnType<typeof initialOfferingState>> = { initial: initialOfferingState, evolve: evolveOffering };
export const settingsFold: Fold<ReturnType<typeof initialSettingsState>> = { initial: initialSettingsState, evolve: evolveSettings };
