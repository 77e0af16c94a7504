/**
 * Where an approved loan is paid: the wallet and network the investor named on the request, and
 * (for a wallet new to them) the time before which the treasury may not pay it. Loan items of the
 * API carry these beside the contract's loan fields.
 */
export type LoanPayout = { wallet?: string; network?: string; approvableAfter?: string | null };
