import { useParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Figures } from "@/components/figures";
import { investorStreamPath, useInvestorStream } from "../api/get-investor-stream";
import { AuditPage } from "../components/audit-page";
import { DownloadCsvButton } from "../components/download-csv-button";
import { StreamChart } from "../components/stream-chart";
import { balanceOnNormalSide, investorAccounts, StreamTable } from "../components/stream-table";
import { BackLink } from "@/components/layout/link-list";

/** /audit/investors/:userId: one investor's stream, its transfers and running balances. */
export default function AuditInvestorRoute() {
  const { userId = "" } = useParams();
  const stream = useInvestorStream(userId);
  const data = stream.data;
  const events = data?.events ?? [];
  const last = events.at(-1)?.balancesAfter ?? {};
  return (
    <AuditPage title="Investor stream">
      <BackLink to="/audit">investors</BackLink>
      {stream.isPending ? (
        <Loader />
      ) : !data ? (
        <p className="empty">Investor not found.</p>
      ) : (
        <>
          <section className="card" aria-labelledby="stream-owner">
            <div className="row-between">
              <h2 id="stream-owner">
                {data.fullName} <span className="muted small break">{data.email}</span>
              </h2>
              <DownloadCsvButton path={`${investorStreamPath(userId)}.csv`} filename={`investor-${userId}-stream.csv`} />
            </div>
            <Figures
              items={[
                { label: "Events", value: events.length },
                ...investorAccounts.map((account) => ({
                  label: account.label,
                  value: balanceOnNormalSide(data.userId, account.kind, last[account.kind]),
                })),
              ]}
            />
            <StreamChart events={events} />
          </section>
          {events.length === 0 ? (
            <p className="empty">This investor's stream has no events.</p>
          ) : (
            <section className="card" aria-label="Events">
              <StreamTable events={events} userId={data.userId} />
            </section>
          )}
        </>
      )}
    </AuditPage>
  );
}
