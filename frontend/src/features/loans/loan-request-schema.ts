import { loanRequestBody } from "@app/contracts/api/loans";
import { walletAddressProblem } from "@app/contracts/wallet-address";
import { z } from "zod";

type WalletOnNetwork = { wallet: string; network: string };
const onWalletOrNetwork = (path: PropertyKey[]) => path[0] === "wallet" || path[0] === "network";

/**
 * The loan form over the API's own fields (`loanRequestBody`): the amount as the API checks the
 * percentage, the payout wallet and network, the authenticator code when enrolled, and the
 * address checked per network (`walletAddressProblem`, as the API's `checkWalletOnNetwork`),
 * here even while the amount is still wrong, so the investor sees both at once.
 * The form asks for dollars and sends `percentage` = amount / capital x 100.
 */
export const loanRequestForm = z
  .object({
    amount: loanRequestBody.shape.percentage,
    wallet: loanRequestBody.shape.wallet,
    network: loanRequestBody.shape.network,
    code: loanRequestBody.shape.code,
  })
  .refine((v: WalletOnNetwork) => !walletAddressProblem(v.network, v.wallet), {
    path: ["wallet"],
    error: (issue) => walletAddressProblem((issue.input as WalletOnNetwork).network, (issue.input as WalletOnNetwork).wallet) ?? undefined,
    when: ({ issues }) => !issues.some((issue) => onWalletOrNetwork(issue.path ?? [])),
  });

/** What is sent: the percentage as a number (the API accepts a number or a decimal string). */
export type LoanRequestInput = { percentage: number; wallet: string; network: string; code?: string };
