/**
 * One set of network names on every screen: the buy page's ("USDT on TRC20 (TRON)"). The API
 * keeps the spec's values ("USDT TRC20" for withdrawals, "TRC20" for purchases); only the words
 * shown change.
 */
import { purchaseNetworkDetails, purchaseNetworkLabel, withdrawalNetworks } from "@app/contracts/constants";

export type WithdrawalNetwork = (typeof withdrawalNetworks)[number];

const WITHDRAWAL_LABELS: Record<WithdrawalNetwork, string> = {
  "USDT BEP20 (BSC)": purchaseNetworkDetails["USDT BEP20 (BSC)"].label,
  "USDT TRC20": purchaseNetworkDetails.TRC20.label,
  "USDT APTOS NETWORK": purchaseNetworkDetails.APTOS.label,
};

/** A stored network (purchase or withdrawal value) in the screens' words; an unknown value as stored. */
export function networkLabel(network: string): string {
  return (WITHDRAWAL_LABELS as Record<string, string>)[network] ?? purchaseNetworkLabel(network);
}

/** The withdrawal networks as select options: the API's value, the screens' label. */
export const withdrawalNetworkOptions = withdrawalNetworks.map((value) => ({ value, label: WITHDRAWAL_LABELS[value] }));

/**
 * The withdrawal network an address's shape points to, when only one fits: a `T…` base58
 * address is TRON, `0x` + 40 hex is BSC, `0x` + 64 hex is Aptos. Anything else guesses nothing.
 */
export function guessWithdrawalNetwork(address: string): WithdrawalNetwork | null {
  const text = address.trim();
  if (/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text)) return "USDT TRC20";
  if (/^0x[0-9a-fA-F]{40}$/.test(text)) return "USDT BEP20 (BSC)";
  if (/^0x[0-9a-fA-F]{64}$/.test(text)) return "USDT APTOS NETWORK";
  return null;
}
