import { formatDateTime, formatUsd } from "@/lib/format";
import type { ReserveReading } from "../api/get-reserves";

/** USDT on chain against what the ledger says should be there, per network. */
export function ReservesTable({ reserves }: { reserves: ReserveReading[] }) {
  return (
    <section className="card" aria-labelledby="reserves-title">
      <h2 id="reserves-title">What we hold</h2>
      {reserves.length === 0 ? (
        <p className="empty">Reserves have not been read yet.</p>
      ) : (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">Network</th>
                <th scope="col">On chain (USDT)</th>
                <th scope="col">Ledger (USDT)</th>
                <th scope="col">Difference</th>
                <th scope="col">Read</th>
              </tr>
            </thead>
            <tbody>
              {reserves.map((r) => (
                <tr key={r.network}>
                  <th scope="row">{r.network}</th>
                  <td>{formatUsd(r.onChain)}</td>
                  <td>{formatUsd(r.ledger)}</td>
                  <td>{formatUsd(r.difference)}</td>
                  <td>{formatDateTime(r.readAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
