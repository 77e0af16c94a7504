/**
 * Every route is lazy: a page's code loads when it is visited, so a public page's first load
 * carries no investor or admin code.
 */
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router-dom";
import { Loader } from "@/components/loader";
import { AdminGuard, AuditGuard, UserGuard, adminGuardLoader, adminLoansGuardLoader, auditGuardLoader, userGuardLoader } from "./guards";
import { RouteError } from "./route-error";
import { RootLayout } from "./root-layout";

type PageModule = { default: ComponentType };

function page(path: string | undefined, load: () => Promise<PageModule>): RouteObject {
  const lazy = async () => ({ Component: (await load()).default });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const publicRoutes: RouteObject[] = [
  page(undefined, () => import("@/features/marketing/routes/home")),
  page("about", () => import("@/features/marketing/routes/about")),
  page("plans", () => import("@/features/marketing/routes/plans")),
  page("faq", () => import("@/features/marketing/routes/faq")),
  page("terms", () => import("@/features/marketing/routes/terms")),
  page("privacy", () => import("@/features/marketing/routes/privacy")),
  page("contact", () => import("@/features/contact/routes/contact")),
  page("signals", () => import("@/features/signals/routes/signals")),
  page("login", () => import("@/features/auth/routes/login")),
  page("register", () => import("@/features/auth/routes/register")),
  page("forgot-password", () => import("@/features/auth/routes/forgot-password")),
  page("reset-password", () => import("@/features/auth/routes/reset-password")),
  page("verify", () => import("@/features/auth/routes/verify")),
];

const loanDashboard = () => import("@/features/loans/routes/loan-dashboard");

const investorRoutes: RouteObject[] = [
  page("dashboard", () => import("@/features/dashboard/routes/dashboard")),
  page("referrals", () => import("@/features/referrals/routes/referrals")),
  page("join", () => import("@/features/shares/routes/join")),
  page("withdraw", () => import("@/features/withdrawals/routes/withdraw")),
  page("sell-shares", () => import("@/features/sell-backs/routes/sell-shares")),
  page("profile", () => import("@/features/profile/routes/profile")),
  page("notifications", () => import("@/features/notifications/routes/notifications")),
  page("loan-request", () => import("@/features/loans/routes/loan-request")),
  page("loan-dashbord", loanDashboard),
  page("loan-dashboard", loanDashboard),
  page("loan-summary", () => import("@/features/loans/routes/loan-summary")),
  page("manual-loan-payment", () => import("@/features/loans/routes/manual-loan-payment")),
  page("repayment-history", () => import("@/features/loans/routes/repayment-history")),
];

const adminRoutes: RouteObject[] = [
  page("admin", () => import("@/features/admin-dashboard/routes/admin-dashboard")),
  page("admin/purchases", () => import("@/features/admin-purchases/routes/admin-purchases")),
  page("admin/sell-backs", () => import("@/features/sell-backs/routes/admin-sell-backs")),
  page("admin/withdrawals", () => import("@/features/admin-withdrawals/routes/admin-withdrawals")),
  page("admin/credit-profit", () => import("@/features/profit-runs/routes/credit-profit")),
  page("admin/users", () => import("@/features/admin-users/routes/admin-users")),
  page("admin/user/:id", () => import("@/features/admin-users/routes/admin-user-detail")),
  page("admin/announcement", () => import("@/features/admin-announcement/routes/admin-announcement")),
  page("admin/broadcast", () => import("@/features/broadcast/routes/broadcast")),
  page("admin/share-price", () => import("@/features/share-price/routes/share-price")),
  page("admin/purchase-windows", () => import("@/features/purchase-windows/routes/admin-purchase-windows")),
  page("admin/signal", () => import("@/features/admin-signals/routes/admin-signals")),
  page("admin/referral-rewards", () => import("@/features/referral-rewards/routes/referral-rewards")),
  page("admin/jobs", () => import("@/features/jobs/routes/admin-jobs")),
  page("admin/approvals", () => import("@/features/approvals/routes/admin-approvals")),
];

/** Admins and auditors (read-only): the ledger's audit views. */
const auditRoutes: RouteObject[] = [
  page("audit", () => import("@/features/audit/routes/audit")),
  page("audit/investors/:userId", () => import("@/features/audit/routes/audit-investor")),
  page("audit/trial-balance", () => import("@/features/audit/routes/audit-trial-balance")),
  page("audit/journal", () => import("@/features/audit/routes/audit-journal")),
  page("audit/runs", () => import("@/features/audit/routes/audit-runs")),
];

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Loader />,
    children: [
      ...publicRoutes,
      {
        Component: UserGuard,
        loader: userGuardLoader,
        shouldRevalidate: () => true,
        children: investorRoutes,
      },
      {
        Component: AdminGuard,
        loader: adminLoansGuardLoader,
        shouldRevalidate: () => true,
        children: [page("admin-loans", () => import("@/features/loan-management/routes/admin-loans"))],
      },
      {
        Component: AdminGuard,
        loader: adminGuardLoader,
        shouldRevalidate: () => true,
        children: adminRoutes,
      },
      {
        Component: AuditGuard,
        loader: auditGuardLoader,
        shouldRevalidate: () => true,
        children: auditRoutes,
      },
      page("*", () => import("@/features/marketing/routes/not-found")),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
