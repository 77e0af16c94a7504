import type { SellBackItem } from "@app/contracts";

export const TRON = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

/** A pending sell-back as the API lists it, for the screens' tests: each names what it looks at. */
export function pendingSellBack(overrides: Partial<SellBackItem> = {}): SellBackItem {
  return {
    _id: "s1",
    user: { _id: "u1", fullName: "Ada Obi", email: "ada@example.com" },
    shares: 1.5,
    wallet: TRON,
    network: "USDT TRC20",
    status: "Pending",
    pricePerShare: null,
    gross: null,
    fee: null,
    payout: null,
    createdAt: "2026-07-02T10:00:00.000Z",
    decidedAt: null,
    approvableAfter: null,
    ...overrides,
  };
}
