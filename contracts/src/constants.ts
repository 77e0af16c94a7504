/** Business constants of the spec (§9) and the design notes. */
export const WITHDRAWAL_FEE_RATE = "0.05";
/** Sell-back: the fee kept on shares sold back, and the loan limit after a sale. */
export const SELL_BACK_FEE_RATE = "0.1";
export const SELL_BACK_LOAN_LIMIT_RATE = "0.2";
/** Cancelled: the investor withdrew a pending request (the held shares or money went back). */
export const sellBackStatuses = ["Pending", "Approved", "Rejected", "Cancelled"] as const;
export type SellBackStatus = (typeof sellBackStatuses)[number];
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
export type PurchaseNetwork = (typeof purchaseNetworks)[number];
/**
 * What the purchase screens call each network (`label`; `chain` in 'Send 150.00 USDT on {chain}';
 * the API keeps the spec's values above), the
 * shape of a transaction id on it (`txIdFormat` says it in words) and where an admin checks one.
 */
export const purchaseNetworkDetails: Record<
  PurchaseNetwork,
  { label: string; chain: string; txIdPattern: RegExp; txIdFormat: string; explorerTxUrl: string }
> = {
  "USDT BEP20 (BSC)": {
    label: "USDT on BEP20 (BSC)",
    chain: "BEP20 (BSC)",
    txIdPattern: /^0x[0-9a-fA-F]{64}$/,
    txIdFormat: "0x followed by 64 hex characters",
    explorerTxUrl: "https://bscscan.com/tx/",
  },
  TRC20: {
    label: "USDT on TRC20 (TRON)",
    chain: "TRC20 (TRON)",
    txIdPattern: /^[0-9a-fA-F]{64}$/,
    txIdFormat: "64 hex characters",
    explorerTxUrl: "https://tronscan.org/#/transaction/",
  },
  APTOS: {
    label: "USDT on Aptos",
    chain: "Aptos",
    txIdPattern: /^0x[0-9a-fA-F]{1,64}$/,
    txIdFormat: "0x followed by up to 64 hex characters",
    explorerTxUrl: "https://explorer.aptoslabs.com/txn/",
  },
};
const isPurchaseNetwork = (value: string): value is PurchaseNetwork => (purchaseNetworks as readonly string[]).includes(value);
/** A stored purchase's network as the screens name it ('USDT on TRC20 (TRON)'); an unknown value as stored. */
export function purchaseNetworkLabel(network: string): string {
  return isPurchaseNetwork(network) ? purchaseNetworkDetails[network].label : network;
}
/** The network explorer's page of a transaction id, or null for an unknown network. */
export function purchaseTxExplorerUrl(network: string, txId: string): string | null {
  return isPurchaseNetwork(network) ? `${purchaseNetworkDetails[network].explorerTxUrl}${encodeURIComponent(txId)}` : null;
}
export const withdrawalNetworks = ["USDT BEP20 (BSC)", "USDT TRC20", "USDT APTOS NETWORK"] as const;
export const withdrawalSources = ["profit", "reward"] as const;
export const loanStatuses = ["Pending", "Approved", "Paid", "Rejected"] as const;
export const purchaseStatuses = ["Pending", "Approved", "Rejected"] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];
export const withdrawalStatuses = ["Pending", "Approved", "Rejected", "Cancelled"] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];
export const signalRisks = ["Low", "Medium", "High"] as const;
export const signalStatuses = ["open", "hit", "closed"] as const;
