import { useAdminOversight } from "../api/get-approved-alone";

export const LONE_ADMIN_BANNER =
  "Only one admin exists: nobody checks what they approve. Their actions are capped and listed under Approved alone; ask the operator to make a co-admin.";

/** On every audit screen while one admin runs the platform alone. */
export function LoneAdminBanner() {
  const oversight = useAdminOversight();
  if (!oversight.data?.loneAdmin) return null;
  return (
    <p className="alert alert-warning" role="alert">
      {LONE_ADMIN_BANNER}
    </p>
  );
}
