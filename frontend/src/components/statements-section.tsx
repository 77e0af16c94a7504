import { useState } from "react";
import { errorText } from "@/lib/api-client";
import { downloadFile } from "@/lib/download";
import { monthKey } from "@/lib/format";

/** "YYYY-MM" → the month's first and last day as YYYY-MM-DD. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** The month in progress in the investor's zone (statements close on Lagos months). */
const thisMonth = () => monthKey();

/**
 * A month picker and the statement's two downloads (CSV, PDF): the investor's own from the
 * profile (`/api/user/statement`), any investor's from the admin user page.
 */
export function StatementsSection({ endpoint, title = "Statements" }: { endpoint: string; title?: string }) {
  const [month, setMonth] = useState(thisMonth);
  const [busy, setBusy] = useState<"csv" | "pdf" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async (format: "csv" | "pdf") => {
    const { from, to } = monthPeriod(month);
    setBusy(format);
    setError(null);
    try {
      await downloadFile(`${endpoint}?from=${from}&to=${to}&format=${format}`, `statement-${month}.${format}`);
    } catch (e) {
      setError(errorText(e, "Download failed"));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="card" aria-labelledby="statements-title">
      <h2 id="statements-title">{title}</h2>
      <p>Opening balance, every movement and closing balance of profit, referral reward, shares and loan for one month.</p>
      <label>
        Month
        <input type="month" value={month} max={thisMonth()} onChange={(e) => setMonth(e.target.value || thisMonth())} />
      </label>
      <div className="actions">
        <button type="button" className="btn" disabled={busy !== null} onClick={() => download("csv")}>
          {busy === "csv" ? "Preparing..." : "Download CSV"}
        </button>
        <button type="button" className="btn" disabled={busy !== null} onClick={() => download("pdf")}>
          {busy === "pdf" ? "Preparing..." : "Download PDF"}
        </button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}
