/**
 * An email address that wraps only after its "@" on a narrow screen ("ada.lovelace@" /
 * "example.com"), never mid-word: a <wbr> after the "@" and no other break opportunity.
 */
export function Email({ address, className }: { address: string | null | undefined; className?: string }) {
  if (!address) return null;
  const at = address.lastIndexOf("@");
  const cls = className ? `email ${className}` : "email";
  if (at < 0) return <span className={cls}>{address}</span>;
  return (
    <span className={cls}>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </span>
  );
}
