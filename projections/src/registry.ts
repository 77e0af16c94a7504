import { investorsProjection } from "./investors/investors.projection.js";
import { journalProjection } from "./journal/journal.projection.js";
import type { Projection } from "./runner/projection.js";
import { settingsProjection } from "./settings/settings.projection.js";

/** Every read model, in the order the runner applies them within a batch. */
export const allProjections: Projection[] = [journalProjection, investorsProjection, settingsProjection];
