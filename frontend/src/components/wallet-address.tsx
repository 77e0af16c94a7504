/** How many characters at each end of an address a person compares against their wallet app. */
export const ADDRESS_END_LENGTH = 6;

/**
 * A payout address with its first and last six characters emphasised (the ones people check
 * against their wallet app before money leaves), the middle in normal type. The whole address
 * stays one string for copy and for screen readers.
 */
export function WalletAddress({ address }: { address: string }) {
  const text = address.trim();
  if (text.length <= ADDRESS_END_LENGTH * 2) {
    return (
      <code className="wallet-address">
        <strong className="wallet-address-end">{text}</strong>
      </code>
    );
  }
  return (
    <code className="wallet-address">
      <strong className="wallet-address-end">{text.slice(0, ADDRESS_END_LENGTH)}</strong>
      <span className="wallet-address-middle">{text.slice(ADDRESS_END_LENGTH, -ADDRESS_END_LENGTH)}</span>
      <strong className="wallet-address-end">{text.slice(-ADDRESS_END_LENGTH)}</strong>
    </code>
  );
}
