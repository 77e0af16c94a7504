/** Every route of the app with the role that may open it (for screenshots and overflow checks). */
export type Role = "visitor" | "investor" | "admin" | "auditor";

export const allRoutes: { path: string; role: Role }[] = [
  ...[
    "/",
    "/about",
    "/plans",
    "/contact",
    "/faq",
    "/terms",
    "/privacy",
    "/signals",
    "/login",
    "/register",
    "/forgot-password",
    "/reset-password?token=sample",
    "/verify?token=sample",
    "/check-email",
    "/no-such-page",
  ].map((path) => ({ path, role: "visitor" as const })),
  ...["/dashboard", "/referrals", "/join?remaining=97.5", "/withdraw", "/profile", "/loans", "/manual-loan-payment", "/activity"].map(
    (path) => ({
      path,
      role: "investor" as const,
    }),
  ),
  ...[
    "/admin",
    "/admin/purchases",
    "/admin/withdrawals",
    "/admin/credit-profit",
    "/admin/users",
    "/admin/user/u1",
    "/admin/announcement",
    "/admin/broadcast",
    "/admin/share-price",
    "/admin/signal",
    "/admin/referral-rewards",
    "/admin/jobs",
    "/admin/approvals",
    "/admin-loans",
  ].map((path) => ({ path, role: "admin" as const })),
  // An auditor's own screens (read-only; the investor pages of an audited investor need an id).
  ...["/audit", "/audit/trial-balance", "/audit/journal", "/audit/runs"].map((path) => ({ path, role: "auditor" as const })),
];

export const viewports = [
  { name: "1440", width: 1440, height: 900 },
  { name: "375", width: 375, height: 812 },
] as const;
