import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { dashboardUser } from "@app/contracts";
import type { z } from "zod";

type User = z.infer<typeof dashboardUser>;

/** GET /api/user/dashboard → user. Failures are only logged (spec §8). */
export async function getDashboard(): Promise<User> {
  const data = await apiRequest<{ user?: User } & Partial<User>>("/api/user/dashboard");
  return (data?.user ?? data) as User;
}

/**
 * The investor's balances (profit, reward, withdrawal hold, loan owed): the one key of
 * /api/user/dashboard. Every money write refreshes it (use-money-mutation.ts).
 */
export const dashboardQueryOptions = () => queryOptions({ queryKey: ["user", "dashboard"], queryFn: getDashboard });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}

/** The money held by the investor's pending withdrawals (the ledger's hold account), read from the dashboard's answer. */
export function useWithdrawalHold() {
  return useQuery({ ...dashboardQueryOptions(), select: (user) => user?.withdrawalHold ?? 0 });
}
