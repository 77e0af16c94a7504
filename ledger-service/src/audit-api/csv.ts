import type { Response } from "express";
import type pg from "pg";
import { type CsvValue, csvLine } from "@app/contracts/csv";

/**
 * Streams a query's rows as CSV through a server-side cursor, a few thousand rows at a time,
 * waiting for the socket to drain: a million rows never sit in memory at once.
 */
export async function streamCsv(
  pool: pg.Pool,
  res: Response,
  options: { filename: string; header: string[]; query: string; params: unknown[]; row: (r: any) => CsvValue[] },
): Promise<void> {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${options.filename}"`);
  const client = await pool.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    await client.query(`DECLARE audit_csv NO SCROLL CURSOR FOR ${options.query}`, options.params);
    res.write(csvLine(options.header));
    for (;;) {
      const batch = await client.query("FETCH 5000 FROM audit_csv");
      if (batch.rows.length === 0) break;
      const chunk = batch.rows.map((r) => csvLine(options.row(r))).join("");
      if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
      if (res.destroyed) break;
    }
    await client.query("COMMIT");
    res.end();
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    if (!res.headersSent) throw error;
    res.destroy(error as Error);
  } finally {
    client.release();
  }
}
