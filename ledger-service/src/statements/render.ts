import type { Response } from "express";
import PDFDocument from "pdfkit";
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

const MONEY_UNITS: Record<string, string> = { Shares: "", Profit: "$", "Referral reward": "$", Loan: "$" };

/** The statement as a PDF: a header with the investor's name and the period, then one table per balance. */
export function writeStatementPdf(res: Response, s: Statement, issuer: Issuer): void {
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="statement-${s.from}-${s.to}.pdf"`);
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Statement ${s.from} to ${s.to}`, Author: issuer.brandName } });
  doc.pipe(res);
  doc.fontSize(18).text(`${issuer.brandName} account statement`);
  // The issuer's legal name, registrations, address and support, as far as they are set.
  const issuedBy = issuer.lines.filter((l) => l !== issuer.brandName);
  if (issuedBy.length) doc.moveDown(0.2).fontSize(8).fillColor("#555555").text(issuedBy.join("\n")).fillColor("black");
  doc.moveDown(0.3).fontSize(11).text(`${s.investor.fullName} (${s.investor.email})`);
  doc.text(`Period: ${s.from} to ${s.to} (times in ${s.timeZone})`);
  doc.moveDown();
  const cols = [50, 170, 350, 450];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - 80) doc.addPage();
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(9);
    cells.forEach((c, i) => {
      doc.text(c, cols[i] as number, y, { width: (cols[i + 1] ?? 545) - (cols[i] as number) - 6, lineBreak: false, ellipsis: true });
    });
    doc.x = 50;
    doc.y = y + 14;
  };
  for (const section of s.sections) {
    const unit = MONEY_UNITS[section.balance] ?? "";
    const show = (v: string) => (v === "" ? "" : v.startsWith("-") ? `-${unit}${v.slice(1)}` : `${unit}${v}`);
    if (doc.y > doc.page.height - 140) doc.addPage();
    doc.font("Helvetica-Bold").fontSize(13).text(section.balance, 50, doc.y);
    doc.moveDown(0.3);
    row(["Date", "Description", "Amount", "Balance after"], true);
    row([s.from, "Opening balance", "", show(section.opening)]);
    for (const m of section.movements) row([m.localAt, m.description, show(m.amount), show(m.balanceAfter)]);
    row([s.to, "Closing balance", "", show(section.closing)], true);
    doc.moveDown();
  }
  doc.end();
}
