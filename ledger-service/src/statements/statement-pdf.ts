import { createRequire } from "node:module";
import { money, toCents, withdrawalSplit } from "@app/contracts";
import { formatDayLabel, formatTimeLabel, zoneLabel } from "@app/contracts/time-label";
import type { Response } from "express";
import PDFDocument from "pdfkit";
import type { Issuer } from "./render.js";
import type { Statement, StatementMovement, StatementSection } from "./statement.js";

/**
 * Noto Sans, embedded: PDF's built-in Helvetica has no ọ, ẹ, ṣ or ₦, so Yoruba, Igbo and Hausa
 * names would print as gaps. The TTFs come with the @expo-google-fonts/noto-sans package (OFL).
 */
const fontFile = (weight: string) =>
  createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${weight}/NotoSans_${weight}.ttf`);
export const STATEMENT_FONTS = { regular: fontFile("400Regular"), bold: fontFile("700Bold") };

/**
 * Letters such as ẹ, ọ and ụ print from the font's own precomposed glyphs, not split by the
 * font's 'ccmp' into a base and a dot: the PDF's text layer then copies back as the same letters
 * (pdfkit maps each glyph to one text). fontkit takes an object that switches features off; the
 * type only knows the list form.
 */
const KEEP_LETTERS = { features: { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] };

const CURRENCY = "USD";
const MONEY_BALANCES = new Set<StatementSection["balance"]>(["Profit", "Referral reward", "Loan"]);

/** "$1,234.50" / "-$33.33" from an exact amount string; shares stay plain ("2.5"). */
function shown(balance: StatementSection["balance"], value: string): string {
  if (value === "") return "";
  if (!MONEY_BALANCES.has(balance)) return value;
  const negative = value.startsWith("-");
  const [whole, cents = "00"] = (negative ? value.slice(1) : value).split(".");
  return `${negative ? "-" : ""}$${(whole ?? "0").replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents.padEnd(2, "0")}`;
}

/**
 * A movement's gross, fee and net: a withdrawal's 5 % fee comes off what is sent (the same split
 * the withdrawal screens and the ledger use); every other movement has no fee.
 */
export function grossFeeNet(m: StatementMovement): { gross: string; fee: string; net: string } {
  const amount = money(m.amount);
  if (m.type === "WithdrawalRequested") {
    const split = withdrawalSplit(amount.abs());
    // Gross leaves the balance; the fee is kept and the net is what the investor's wallet receives.
    return { gross: toCents(amount), fee: toCents(split.fee), net: toCents(split.net) };
  }
  return { gross: m.amount, fee: "0.00", net: m.amount };
}

/** The statement as a PDF: who issues it, the account and period, a summary, then one table per balance. */
export function writeStatementPdf(res: Response, s: Statement, issuer: Issuer): void {
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="statement-${s.from}-${s.to}.pdf"`);
  const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Statement ${s.from} to ${s.to}`, Author: issuer.brandName } });
  doc.registerFont("Body", STATEMENT_FONTS.regular);
  doc.registerFont("Bold", STATEMENT_FONTS.bold);
  doc.pipe(res);
  doc.font("Bold").fontSize(18).text(`${issuer.brandName} account statement`, KEEP_LETTERS);
  const issuedBy = issuer.lines.filter((l) => l !== issuer.brandName);
  if (issuedBy.length)
    doc.moveDown(0.2).font("Body").fontSize(8).fillColor("#555555").text(issuedBy.join("\n"), KEEP_LETTERS).fillColor("black");
  doc.moveDown(0.4).font("Bold").fontSize(11).text(`${s.investor.fullName} (${s.investor.email})`, KEEP_LETTERS);
  doc.font("Body").fontSize(10);
  doc.text(`Account ID: ${s.investor.id}`, KEEP_LETTERS);
  doc.text(
    `Period: ${s.from} to ${s.to} (${formatDayLabel(`${s.from}T12:00:00Z`)} to ${formatDayLabel(`${s.to}T12:00:00Z`)})`,
    KEEP_LETTERS,
  );
  doc.text(
    `Times in ${s.timeZone} (${zoneLabel(s.timeZone)}). Currency: ${CURRENCY}, US dollars (not naira, ₦); shares in shares.`,
    KEEP_LETTERS,
  );
  doc.moveDown();

  const table =
    (cols: number[]) =>
    (cells: string[], bold = false) => {
      if (doc.y > doc.page.height - 80) doc.addPage();
      const y = doc.y;
      doc.font(bold ? "Bold" : "Body").fontSize(8.5);
      cells.forEach((c, i) => {
        doc.text(c, cols[i] as number, y, {
          ...KEEP_LETTERS,
          width: (cols[i + 1] ?? 545) - (cols[i] as number) - 6,
          lineBreak: false,
          ellipsis: true,
        });
      });
      doc.x = 50;
      doc.y = y + 14;
    };

  doc.font("Bold").fontSize(13).text("Summary", 50, doc.y, KEEP_LETTERS);
  doc.moveDown(0.3);
  const summary = table([50, 200, 330, 460]);
  summary(["Balance", `Opening (${s.from})`, `Closing (${s.to})`, "Change"], true);
  for (const section of s.sections) {
    const change = toCents(money(section.closing).sub(section.opening));
    const unit = MONEY_BALANCES.has(section.balance) ? CURRENCY : "shares";
    summary([
      `${section.balance} (${unit})`,
      shown(section.balance, section.opening),
      shown(section.balance, section.closing),
      shown(section.balance, section.balance === "Shares" ? money(section.closing).sub(section.opening).toString() : change),
    ]);
  }
  doc.moveDown();

  for (const section of s.sections) {
    if (doc.y > doc.page.height - 140) doc.addPage();
    const isMoney = MONEY_BALANCES.has(section.balance);
    doc
      .font("Bold")
      .fontSize(13)
      .text(`${section.balance}${isMoney ? ` (${CURRENCY})` : " (shares)"}`, 50, doc.y, KEEP_LETTERS);
    doc.moveDown(0.3);
    const show = (v: string) => shown(section.balance, v);
    if (isMoney) {
      const row = table([50, 150, 290, 355, 415, 475]);
      row(["Date", "Description", "Gross", "Fee", "Net", "Balance after"], true);
      row([s.from, "Opening balance", "", "", "", show(section.opening)]);
      for (const m of section.movements) {
        const { gross, fee, net } = grossFeeNet(m);
        row([formatTimeLabel(m.at, s.timeZone), m.description, show(gross), show(fee), show(net), show(m.balanceAfter)]);
      }
      row([s.to, "Closing balance", "", "", "", show(section.closing)], true);
    } else {
      const row = table([50, 150, 350, 450]);
      row(["Date", "Description", "Shares", "Shares after"], true);
      row([s.from, "Opening balance", "", show(section.opening)]);
      for (const m of section.movements) row([formatTimeLabel(m.at, s.timeZone), m.description, show(m.amount), show(m.balanceAfter)]);
      row([s.to, "Closing balance", "", show(section.closing)], true);
    }
    doc.moveDown();
  }
  doc.end();
}
