/**
 * Every route is lazy: a page's code loads when it is visited, so a public page's first load
 * carries no investor or admin code. A page module may export `prefetch(queryClient, params)`:
 * its loader starts the page's queries (with the feature's own `queryOptions`) while the code
 * renders, once the section's guard lets the visitor in.
 */
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { matchRoutes, type Params, type RouteObject, redirect } from "react-router-dom";
import { Loader } from "@/components/loader";
import {
  AdminGuard,
  AuditGuard,
  adminGuardDecision,
  adminGuardLoader,
  adminLoansGuardLoader,
  auditGuardDecision,
  auditGuardLoader,
  UserGuard,
  userGuardDecision,
  userGuardLoader,
} from "./guards";
import { RouteError } from "./route-error";
import { RootLayout } from "./root-layout";

export type Prefetch = (queryClient: QueryClient, params: Params) => unknown;
type PageModule = { default: ComponentType; prefetch?: Prefetch };
type PageRoute = (queryClient: QueryClient, allowed: () => boolean) => RouteObject;

function page(path: string | undefined, load: () => Promise<PageModule>): PageRoute {
  return (queryClient, allowed) => {
    const lazy = async () => {
      const { default: Component, prefetch } = await load();
      if (!prefetch) return { Component };
      const loader = ({ params }: { params: Params }) => {
        if (allowed()) void prefetch(queryClient, params);
        return null;
      };
      return { Component, loader };
    };
    return path === undefined ? { index: true, lazy } : { path, lazy };
  };
}

/** An old path kept as a link target: it answers with a redirect to its page. */
function moved(path: string, to: string): PageRoute {
  return () => ({ path, loader: () => redirect(to) });
}

/** The investor dashboard with the active announcement's popup (the announcements feature's). */
async function dashboardWithAnnouncement(): Promise<PageModule> {
  const [dashboard, { AnnouncementPopup }] = await Promise.all([
    import("@/features/dashboard/routes/dashboard"),
    import("@/features/announcements/components/announcement-popup"),
  ]);
  const Dashboard = dashboard.default;
  return {
    prefetch: dashboard.prefetch,
    default: () => (
      <>
        <Dashboard />
        <AnnouncementPopup />
      </>
    ),
  };
}

const publicRoutes: PageRoute[] = [
  page(undefined, () => import("@/features/marketing/routes/home")),
  page("about", () => import("@/features/marketing/routes/about")),
  page("plans", () => import("@/features/marketing/routes/plans")),
  page("faq", () => import("@/features/marketing/routes/faq")),
  page("terms", () => import("@/features/marketing/routes/terms")),
  page("privacy", () => import("@/features/marketing/routes/privacy")),
  page("contact", () => import("@/features/contact/routes/contact")),
  page("signals", () => import("@/features/signals/routes/signals")),
  page("liabilities", () => import("@/features/liabilities/routes/liabilities")),
  page("login", () => import("@/features/auth/routes/login")),
  page("register", () => import("@/features/auth/routes/register")),
  page("forgot-password", () => import("@/features/auth/routes/forgot-password")),
  page("reset-password", () => import("@/features/auth/routes/reset-password")),
  page("verify", () => import("@/features/auth/routes/verify")),
  page("check-email", () => import("@/features/auth/routes/check-email")),
];

const investorRoutes: PageRoute[] = [
  page("dashboard", dashboardWithAnnouncement),
  page("referrals", () => import("@/features/referrals/routes/referrals")),
  page("join", () => import("@/features/purchases/routes/join")),
  page("purchases/:id", () => import("@/features/purchases/routes/purchase-receipt")),
  page("withdraw", () => import("@/features/withdrawals/routes/withdraw")),
  page("sell-shares", () => import("@/features/sell-backs/routes/sell-shares")),
  page("profile", () => import("@/features/profile/routes/profile")),
  page("notifications", () => import("@/features/notifications/routes/notifications")),
  page("activity", () => import("@/features/activity/routes/activity")),
  page("activity/:id", () => import("@/features/activity/routes/activity-detail")),
  page("loans", () => import("@/features/loans/routes/loans")),
  page("manual-loan-payment", () => import("@/features/loans/routes/manual-loan-payment")),
  moved("loan-request", "/loans"),
  moved("loan-dashbord", "/loans"),
  moved("loan-dashboard", "/loans"),
  moved("loan-summary", "/loans"),
  moved("repayment-history", "/loans"),
];

const adminRoutes: PageRoute[] = [
  page("admin", () => import("@/features/admin-dashboard/routes/admin-dashboard")),
  page("admin/purchases", () => import("@/features/purchases/routes/admin-purchases")),
  page("admin/sell-backs", () => import("@/features/sell-backs/routes/admin-sell-backs")),
  page("admin/withdrawals", () => import("@/features/withdrawals/routes/admin-withdrawals")),
  page("admin/credit-profit", () => import("@/features/profit-runs/routes/credit-profit")),
  page("admin/users", () => import("@/features/users/routes/admin-users")),
  page("admin/user/:id", () => import("@/features/users/routes/admin-user-detail")),
  page("admin/announcement", () => import("@/features/announcements/routes/admin-announcement")),
  page("admin/broadcast", () => import("@/features/broadcast/routes/broadcast")),
  page("admin/share-price", () => import("@/features/share-price/routes/share-price")),
  page("admin/purchase-windows", () => import("@/features/purchase-windows/routes/admin-purchase-windows")),
  page("admin/signal", () => import("@/features/signals/routes/admin-signals")),
  page("admin/referral-rewards", () => import("@/features/referrals/routes/referral-rewards")),
  page("admin/jobs", () => import("@/features/jobs/routes/admin-jobs")),
  page("admin/approvals", () => import("@/features/approvals/routes/admin-approvals")),
];

/** Admins and auditors (read-only): the ledger's audit views. */
const auditRoutes: PageRoute[] = [
  page("audit", () => import("@/features/audit/routes/audit")),
  page("audit/investors/:userId", () => import("@/features/audit/routes/audit-investor")),
  page("audit/trial-balance", () => import("@/features/audit/routes/audit-trial-balance")),
  page("audit/journal", () => import("@/features/audit/routes/audit-journal")),
  page("audit/runs", () => import("@/features/audit/routes/audit-runs")),
  page("audit/reserves", () => import("@/features/audit/routes/audit-reserves")),
  page("audit/approved-alone", () => import("@/features/audit/routes/audit-approved-alone")),
];

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const build = (pages: PageRoute[], allowed: () => boolean) => pages.map((route) => route(queryClient, allowed));
  const always = () => true;
  const adminLoansAllowed = () => userGuardDecision() === "allow" && adminGuardDecision() === "allow";
  return [
    {
      path: "/",
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: Loader,
      children: [
        ...build(publicRoutes, always),
        {
          Component: UserGuard,
          loader: userGuardLoader,
          shouldRevalidate: () => true,
          children: build(investorRoutes, () => userGuardDecision() === "allow"),
        },
        {
          Component: AdminGuard,
          loader: adminLoansGuardLoader,
          shouldRevalidate: () => true,
          children: build([page("admin-loans", () => import("@/features/loans/routes/admin-loans"))], adminLoansAllowed),
        },
        {
          Component: AdminGuard,
          loader: adminGuardLoader,
          shouldRevalidate: () => true,
          children: build(adminRoutes, () => adminGuardDecision() === "allow"),
        },
        {
          Component: AuditGuard,
          loader: auditGuardLoader,
          shouldRevalidate: () => true,
          children: build(auditRoutes, () => auditGuardDecision() === "allow"),
        },
        page("*", () => import("@/features/marketing/routes/not-found"))(queryClient, always),
      ],
    },
  ];
}

/**
 * The pages the server sends rendered (prerender.tsx): public, without a loader, and the same for
 * every visitor at their first render (nothing read from the query string, history state or a
 * request; the session only after hydration, through useSyncExternalStore's server snapshot).
 */
export const PRERENDERED_PATHS = [
  "/",
  "/about",
  "/plans",
  "/faq",
  "/terms",
  "/privacy",
  "/contact",
  "/signals",
  "/login",
  "/register",
  "/forgot-password",
];

/** Loads the lazy routes that match `pathname`, so a router made from `routes` renders that page at once. */
export async function loadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, pathname) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}
