/** The header's and tab bar's entries per role: each role's own links first, the rest grouped. */
export type NavEntry = { to: string; label: string };

export const publicLinks: NavEntry[] = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/plans", label: "Plans" },
  { to: "/contact", label: "Contact" },
  { to: "/login", label: "Login" },
  { to: "/register", label: "Register" },
  { to: "/signals", label: "Free Signals" },
];

/** An investor's money screens: in the header's row at desktop widths. */
export const investorPrimary: NavEntry[] = [
  { to: "/dashboard", label: "Dashboard" },
  { to: "/join", label: "Buy Shares" },
  { to: "/withdraw", label: "Withdraw" },
  { to: "/loans", label: "Loans" },
  { to: "/activity", label: "Activity" },
];

/** The rest of an investor's screens: the header's "More" menu and the phone's More sheet. */
export const investorMore: NavEntry[] = [
  { to: "/sell-shares", label: "Sell" },
  { to: "/referrals", label: "Referrals" },
  { to: "/profile", label: "My Profile" },
  { to: "/profile#statements", label: "Statements" },
  { to: "/signals", label: "Free Signals" },
  { to: "/contact", label: "Support" },
];

/** An auditor's own screens: the read-only audit views come first. */
export const auditorLinks: NavEntry[] = [
  { to: "/audit", label: "Audit" },
  { to: "/audit/trial-balance", label: "Trial balance" },
  { to: "/audit/journal", label: "Journal" },
  { to: "/audit/runs", label: "Runs" },
];

/** The phone's bottom tab bar (investors): four money screens and More. */
export const tabBarLinks: NavEntry[] = [
  { to: "/dashboard", label: "Home" },
  { to: "/join", label: "Buy" },
  { to: "/withdraw", label: "Withdraw" },
  { to: "/loans", label: "Loans" },
];

/** What the tab bar's More sheet lists: Activity first (the one feed), then the header's More. */
export const tabBarMore: NavEntry[] = [{ to: "/activity", label: "Activity" }, ...investorMore];
