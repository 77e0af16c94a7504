import { Page } from "@/components/page";
import { AuditNav } from "../components/audit-nav";
import { ReservesPanel } from "../components/reserves-panel";

/** /audit/reserves: USDT on chain against what the ledger says should be there. */
export default function AuditReservesRoute() {
  return (
    <Page title="Reserves">
      <AuditNav />
      <ReservesPanel />
    </Page>
  );
}
