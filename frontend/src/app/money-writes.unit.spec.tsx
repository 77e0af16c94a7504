import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useSubmitManualPayment } from "@/features/loans/api/submit-manual-payment";
import { useRequestLoan } from "@/features/loans/api/request-loan";
import { useCreatePurchase } from "@/features/purchases/api/create-purchase";
import { useRequestSellBack } from "@/features/sell-backs/api/sell-backs";
import { useCreateWithdrawal } from "@/features/withdrawals/api/create-withdrawal";
import { dashboardQueryOptions } from "@/lib/queries/dashboard";
import { profileQueryOptions } from "@/lib/queries/profile";
import { stubFetch } from "@/testing/render";

/**
 * Issue 37: every money write of an investor (purchase, withdrawal, sell-back, loan request and
 * repayment) refreshes the balances the screens show, so the dashboard is never left stale.
 */
type Mutate = (variables: never, call?: object) => void;
const writes: Array<[string, () => { mutate: Mutate }, unknown]> = [
  ["a purchase", () => useCreatePurchase(), { numberOfShares: "1", paymentMethod: "TRC20", proof: "/uploads/p.png", referralCode: "" }],
  ["a withdrawal", () => useCreateWithdrawal(), { amount: "10", wallet: "T", network: "USDT TRC20", source: "profit" }],
  ["a sell-back", () => useRequestSellBack(), { numberOfShares: 1, wallet: "T", network: "USDT TRC20" }],
  ["a loan request", () => useRequestLoan(), { percentage: 10 }],
  ["a manual loan repayment", () => useSubmitManualPayment(), { loanId: "l1", amount: 5, proofUrl: "/uploads/r.png" }],
];

describe("money writes refresh the investor's balances", () => {
  it.each(writes)("when %s succeeds, then the dashboard and the profile balances are refetched", async (_name, useWrite, variables) => {
    stubFetch(() => ({ status: 201, body: { message: "ok" } }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(dashboardQueryOptions().queryKey, { profitBalance: 50 } as never);
    queryClient.setQueryData(profileQueryOptions().queryKey, { profitBalance: 50 } as never);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useWrite(), { wrapper });
    act(() => result.current.mutate(variables as never));
    await waitFor(() => expect(queryClient.getQueryState(dashboardQueryOptions().queryKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(profileQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });

  it("when a write fails, then the balances are left as they were", async () => {
    stubFetch(() => ({ status: 400, body: { message: "Insufficient balance" } }));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    queryClient.setQueryData(dashboardQueryOptions().queryKey, { profitBalance: 50 } as never);
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useCreateWithdrawal(), { wrapper });
    let settled = false;
    act(() =>
      result.current.mutate(
        { amount: "10", wallet: "T", network: "USDT TRC20", source: "profit" } as never,
        { onSettled: () => (settled = true) } as never,
      ),
    );
    await waitFor(() => expect(settled).toBe(true));
    expect(queryClient.getQueryState(dashboardQueryOptions().queryKey)?.isInvalidated).toBe(false);
  });
});
