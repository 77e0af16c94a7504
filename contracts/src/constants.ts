/** Business constants of the spec (§9) and the design notes. */
export const WITHDRAWAL_FEE_RATE = "0.05";
/** Sell-back: the fee kept on shares sold back, and the loan limit after a sale. */
export const SELL_BACK_FEE_RATE = "0.1";
export const SELL_BACK_LOAN_LIMIT_RATE = "0.2";
/** Cancelled: the investor withdrew a pending request (the held shares or money went back). */
export const sellBackStatuses = ["Pending", "Approved", "Rejected", "Cancelled"] as const;
export const MIN_NET_WITHDRAWAL = "5";
export const OWNERSHIP_CAP_SHARES = "100";
export const OFFERING_SUPPLY_SHARES = "2500";
export const DEFAULT_SHARE_PRICE = "100";
/** Loan capital is valued at a fixed $100 a share (spec §5), whatever the current price. */
export const LOAN_CAPITAL_PER_SHARE = "100";
export const LOAN_MIN_PERCENT = "1";
export const LOAN_MAX_PERCENT = "20";
export const LOAN_CHARGE_RATE = "0.10";
export const SHARE_STEP = "0.5";
export const USER_WITHDRAWAL_PAGE_SIZE = 5;
export const ADMIN_WITHDRAWAL_PAGE_SIZE = 10;
export const ADMIN_LOAN_PAGE_SIZE = 10;
export const ADMIN_PURCHASE_PAGE_SIZE = 10;

export const purchaseNetworks = ["USDT BEP20 (BSC)", "TRC20", "APTOS"] as const;
export const withdrawalNetworks = ["USDT BEP20 (BSC)", "USDT TRC20", "USDT APTOS NETWORK"] as const;
export const withdrawalSources = ["profit", "reward"] as const;
export const loanStatuses = ["Pending", "Approved", "Paid", "Rejected"] as const;
export const purchaseStatuses = ["Pending", "Approved", "Rejected"] as const;
export const withdrawalStatuses = ["Pending", "Approved", "Rejected", "Cancelled"] as const;
export const signalRisks = ["Low", "Medium", "High"] as const;
export const signalStatuses = ["open", "hit", "closed"] as const;
