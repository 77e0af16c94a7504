import { AuditPage } from "../components/audit-page";
import { ReservesPanel } from "../components/reserves-panel";

/** /audit/reserves: USDT on chain against what the ledger says should be there. */
export default function AuditReservesRoute() {
  return (
    <AuditPage title="Reserves">
      <ReservesPanel />
    </AuditPage>
  );
}
