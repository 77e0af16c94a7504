import { DEFAULT_SHARE_PRICE, OFFERING_SUPPLY_SHARES, OWNERSHIP_CAP_SHARES, SHARE_STEP } from "@app/contracts/constants";

/** "2500" → "2,500". Not toLocaleString: its first call loads the browser's locale data, a long task on a phone. */
const grouped = (amount: number) => String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const dollars = (amount: number) => `$${grouped(amount)}`;

/**
 * The offer as every public page states it, from the contracts' constants (one home): shares at
 * whole dollars in half steps, so each product below is exact.
 */
export const offer = {
  /** "$100": one whole share at the offer price. */
  sharePrice: dollars(Number(DEFAULT_SHARE_PRICE)),
  /** "0.5": the smallest step a purchase moves in. */
  minimumShares: SHARE_STEP,
  /** "$50": the smallest purchase, one step at the offer price. */
  minimumPurchase: dollars(Number(SHARE_STEP) * Number(DEFAULT_SHARE_PRICE)),
  /** "2,500" shares on offer, a "$250,000" raise. */
  supply: grouped(Number(OFFERING_SUPPLY_SHARES)),
  raise: dollars(Number(OFFERING_SUPPLY_SHARES) * Number(DEFAULT_SHARE_PRICE)),
  /** "100": the most shares one investor may hold. */
  ownershipCap: OWNERSHIP_CAP_SHARES,
};
