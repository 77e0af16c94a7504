/** The 409's text while a new-wallet hold lasts: what is held and from when it may be approved. */
export function newWalletHoldMessage(what: "withdrawal" | "sell-back" | "loan", until: Date): string {
  return `This ${what} goes to a wallet the investor has not used before; it can be approved from ${until.toISOString()}.`;
}
