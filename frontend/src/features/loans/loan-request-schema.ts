import { loanRequestBody } from "@app/contracts/api/loans";
import { optionalTwoFactorCode } from "@app/contracts/api/two-factor";
import { withdrawalRequest } from "@app/contracts/api/withdrawals";
import { walletAddressProblem } from "@app/contracts/wallet-address";
import { z } from "zod";

type WalletOnNetwork = { wallet: string; network: string };
const onWalletOrNetwork = (path: PropertyKey[]) => path[0] === "wallet" || path[0] === "network";

/**
 * The loan form over the contracts' rules: the amount as the API checks the percentage, the
 * payout wallet and network as a withdrawal's (required, one of the withdrawal networks), the
 * address checked per network (`walletAddressProblem`), and the authenticator code when enrolled.
 * The address check runs even while the amount is still wrong: the investor sees both at once.
 * The form asks for dollars and sends `percentage` = amount / capital x 100.
 */
export const loanRequestForm = z
  .object({
    amount: loanRequestBody.shape.percentage,
    wallet: withdrawalRequest.shape.wallet,
    network: withdrawalRequest.shape.network,
    code: optionalTwoFactorCode,
  })
  .refine((v: WalletOnNetwork) => !walletAddressProblem(v.network, v.wallet), {
    path: ["wallet"],
    error: (issue) => walletAddressProblem((issue.input as WalletOnNetwork).network, (issue.input as WalletOnNetwork).wallet) ?? undefined,
    when: ({ issues }) => !issues.some((issue) => onWalletOrNetwork(issue.path ?? [])),
  });

export type LoanRequestInput = { percentage: number; wallet: string; network: string; code?: string };
