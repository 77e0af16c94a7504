import { usePaidWallets } from "@/lib/queries/paid-wallets";

/** Tells the borrower that a payout to a wallet they were never paid to is held for a while. */
export function NewWalletNote({ wallet }: { wallet: string }) {
  const paid = usePaidWallets();
  const typed = wallet.trim();
  const hours = paid.data?.newWalletHoldHours ?? 0;
  if (!typed || !paid.data || hours <= 0 || paid.data.wallets.includes(typed)) return null;
  return (
    <p className="field-hint" role="note">
      You have not been paid to this wallet before: once approved, the payout is held for {hours} hours for your safety.
    </p>
  );
}
