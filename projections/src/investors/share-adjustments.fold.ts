import { money } from "@app/contracts";
import type { StreamFolds } from "./investor-row.js";

/** An admin's correction of an investor's shares: the difference is added. */
export const shareAdjustmentFolds: StreamFolds = {
  SharesAdjusted(r, ev) {
    r.shares = r.shares.add(money(ev.data.newShares).sub(ev.data.previousShares));
    r.text.shares = undefined;
    return true;
  },
};
