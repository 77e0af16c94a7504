import type { Response } from "express";
import { csvLine as line } from "@app/contracts/csv";
import type { Statement } from "./statement.js";

/** Who issues the statement: the brand first, then legal name and registrations, address, support (site-identity.ts). */
export type Issuer = { brandName: string; lines: string[] };

/** The statement as CSV, written section by section (each waits for the socket to drain). */
export async function writeStatementCsv(res: Response, s: Statement, issuer: Issuer): Promise<void> {
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="statement-${s.from}-${s.to}.csv"`);
  const write = async (chunk: string) => {
    if (!res.write(chunk)) await new Promise((resolve) => res.once("drain", resolve));
  };
  await write(line([`${issuer.brandName} statement`, s.investor.fullName, s.investor.email, `${s.from} to ${s.to}`]));
  await write(line(["balance", `date (${s.timeZone})`, "description", "amount", "balance after"]));
  for (const section of s.sections) {
    let chunk = line([section.balance, s.from, "Opening balance", "", section.opening]);
    for (const m of section.movements) chunk += line([section.balance, m.localAt, m.description, m.amount, m.balanceAfter]);
    chunk += line([section.balance, s.to, "Closing balance", "", section.closing]);
    await write(chunk);
  }
  res.end();
}
