import { type PurchaseNetwork, purchaseNetworkDetails, purchaseNetworks } from "@app/contracts/constants";

const isPurchaseNetwork = (value: string): value is PurchaseNetwork => (purchaseNetworks as readonly string[]).includes(value);

/** A stored purchase's network as the screens name it ('USDT on TRC20 (TRON)'); an unknown value as stored. */
export function networkLabel(network: string): string {
  return isPurchaseNetwork(network) ? purchaseNetworkDetails[network].label : network;
}

/** The network explorer's page of a transaction id, or null for an unknown network. */
export function explorerTxUrl(network: string, txId: string): string | null {
  return isPurchaseNetwork(network) ? `${purchaseNetworkDetails[network].explorerTxUrl}${encodeURIComponent(txId)}` : null;
}
