import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { investorWithShares } from "../../testing/seed-ledger.js";
import { useTestApp } from "../../testing/test-app.js";
import { creditBalanceForTest } from "../../testing/test-seeding.js";
import { tronWallet } from "../../testing/wallets.js";

const { app, admin } = useTestApp({}, { admin: {} });

/** Statement days are Lagos days (STATEMENT_TIME_ZONE's default). */
const lagosDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" }).format(ms);
const today = () => lagosDay(Date.now());
const tomorrow = () => lagosDay(Date.now() + 86_400_000);

async function download(path: string, token: string) {
  const res = await fetch(app.url + path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Parses the statement CSV: per balance its opening, movements and closing. */
function parseCsv(text: string) {
  const rows = text
    .trim()
    .split("\r\n")
    .map((l) =>
      [...l.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)].map((m) => (m[1] ?? "").replace(/^"|"$/g, "").replace(/""/g, '"')).slice(0, -1),
    );
  const closing = (balance: string) => rows.find((r) => r[0] === balance && r[2] === "Closing balance")?.[4];
  const opening = (balance: string) => rows.find((r) => r[0] === balance && r[2] === "Opening balance")?.[4];
  const movements = (balance: string) => rows.filter((r) => r[0] === balance && !/^(Opening|Closing) balance$/.test(r[2] ?? ""));
  return { rows, closing, opening, movements };
}

/** The text a PDF shows, as a reader copies it: poppler's pdftotext (it maps the embedded font's glyphs back to Unicode). */
function pdfText(pdf: Buffer): string {
  return execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
}

/** The fonts a PDF embeds, by name (pdffonts). */
function pdfFonts(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), "statement-"));
  const file = join(dir, "statement.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdffonts", [file]).toString("utf8");
}

/** A month with a purchase, profit and reward credits, a withdrawal and a loan. */
async function busyInvestor(fullName: string) {
  const user = await investorWithShares(app, "10", { fullName });
  await creditBalanceForTest(app.ctx, user.id, "profit", "123.45");
  await creditBalanceForTest(app.ctx, user.id, "reward", "20.10");
  const w = await app.api("POST", "/api/withdrawals", {
    token: user.token,
    body: { amount: 33.33, wallet: tronWallet("statement"), network: "USDT TRC20", source: "profit" },
  });
  expect(w.status).toBe(201);
  expect((await app.api("PUT", `/api/withdrawals/approve/${w.body.withdrawal._id}`, { token: admin.token })).status).toBe(200);
  const loan = await app.api("POST", "/api/loans/request", {
    token: user.token,
    body: { percentage: 10, wallet: tronWallet("statement"), network: "USDT TRC20" },
  });
  expect(loan.status).toBe(201);
  expect((await app.api("PUT", `/api/loans/approve/${loan.body.loan._id}`, { token: admin.token })).status).toBe(200);
  return user;
}

describe("account statements", () => {
  it("when an investor downloads this month's CSV, then each closing balance equals the dashboard to the cent and the movements add up", async () => {
    const user = await busyInvestor("Stella Statement");
    const csv = await download(`/api/user/statement?from=${today()}&to=${today()}&format=csv`, user.token);
    expect(csv.status).toBe(200);
    expect(csv.type).toContain("text/csv");
    const s = parseCsv(csv.bytes.toString("utf8"));
    const me = (await app.api("GET", "/api/user/dashboard", { token: user.token })).body.user;
    expect(Number(s.closing("Profit"))).toBe(me.profitBalance);
    expect(s.closing("Profit")).toBe("90.12"); // 123.45 - 33.33
    expect(Number(s.closing("Referral reward"))).toBe(me.referralRewardBalance);
    expect(Number(s.closing("Shares"))).toBe(me.sharesOwned);
    expect(Number(s.closing("Loan"))).toBe(me.loanOwed);
    expect(me.loanOwed).toBeGreaterThan(0);
    expect(s.movements("Profit").map((r) => [r[2], r[3], r[4]])).toEqual([
      ["Profit credited", "123.45", "123.45"],
      ["Withdrawal requested (held)", "-33.33", "90.12"],
    ]);
    // A period after today: nothing moves, and it opens and closes where the dashboard is.
    const later = parseCsv(
      (await download(`/api/user/statement?from=${tomorrow()}&to=${tomorrow()}&format=csv`, user.token)).bytes.toString(),
    );
    expect(later.opening("Profit")).toBe("90.12");
    expect(later.closing("Loan")).toBe(s.closing("Loan"));
    expect(later.movements("Profit")).toEqual([]);
  });

  it("when a name begins with a formula sign, then its CSV cell is defused with a leading apostrophe", async () => {
    const user = await investorWithShares(app, "1", { fullName: '=HYPERLINK("http://evil.test","click")' });
    const text = (await download(`/api/user/statement?from=${today()}&to=${today()}&format=csv`, user.token)).bytes.toString();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""click"")"`);
    expect(text.split("\r\n").some((line) => line.split(",").some((cell) => /^[=+@]/.test(cell)))).toBe(false);
  });

  it("when an investor downloads the PDF, then it names the account id, period, currency, the summary and each withdrawal's gross, fee and net", async () => {
    const user = await busyInvestor("Paula Pdf");
    const pdf = await download(`/api/user/statement?from=${today()}&to=${today()}&format=pdf`, user.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe("application/pdf");
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(pdf.bytes);
    expect(text).toContain("Paula Pdf");
    expect(text).toContain(`Account ID: ${user.id}`);
    expect(text).toContain(`Period: ${today()} to ${today()}`);
    expect(text).toContain("Currency: USD");
    expect(text).toMatch(/Summary[\s\S]*Profit \(USD\)\s+\$0\.00\s+\$90\.12/);
    // The withdrawal of $33.33: gross off the balance, the 5 % fee ($1.67) and the $31.66 sent.
    expect(text).toMatch(/Withdrawal requested \(held\)\s+-\$33\.33\s+\$1\.67\s+\$31\.66\s+\$90\.12/);
    expect(text).toMatch(/Profit credited\s+\$123\.45\s+\$0\.00\s+\$123\.45\s+\$123\.45/);
    expect(text).toMatch(/WAT/);
    expect(text).toContain("Closing balance");
  });

  it("when a Yoruba, Igbo or Hausa name is on the statement, then the PDF embeds Noto Sans and prints ọ, ẹ, ṣ, ƙ, ɗ and ₦", async () => {
    // Yoruba with tone marks (ẹ̀ is ẹ and a combining grave), Igbo (ọ, ụ) and Hausa (ƙ, ɗ).
    const name = "Ọlánrewájú Ṣẹ̀gun Ọkafọ Chinụ Ƙabiru Ɗanjuma";
    const user = await investorWithShares(app, "1", { fullName: name });
    const pdf = await download(`/api/user/statement?from=${today()}&to=${today()}&format=pdf`, user.token);
    expect(pdf.status).toBe(200);
    expect(pdfFonts(pdf.bytes)).toMatch(/NotoSans/);
    const text = pdfText(pdf.bytes).normalize("NFC");
    expect(text).toContain(name.normalize("NFC"));
    expect(text).toContain("₦");
  });

  it("when the period or format is wrong, then 400 with a clear message", async () => {
    const user = await app.createUser();
    const bad = async (q: string) => app.api("GET", `/api/user/statement?${q}`, { token: user.token });
    expect(await bad("from=2026-02-30&to=2026-03-01")).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/valid period/) },
    });
    expect((await bad("from=2026-03-02&to=2026-03-01")).status).toBe(400);
    expect(await bad("from=2026-03-01&to=2026-03-02&format=xls")).toMatchObject({
      status: 400,
      body: { message: "Format must be csv or pdf." },
    });
  });

  it("when an investor asks for another's statement through the admin route, then 403; an admin gets it, and an unknown id is 404", async () => {
    const owner = await busyInvestor("Owen Owner");
    const snoop = await app.createUser();
    const q = `from=${today()}&to=${today()}&format=csv`;
    expect((await download(`/api/admin/users/${owner.id}/statement?${q}`, snoop.token)).status).toBe(403);
    expect((await download(`/api/user/statement?${q}&userId=${owner.id}`, snoop.token)).bytes.toString()).not.toContain("Owen Owner");
    const byAdmin = await download(`/api/admin/users/${owner.id}/statement?${q}`, admin.token);
    expect(byAdmin.status).toBe(200);
    expect(parseCsv(byAdmin.bytes.toString()).closing("Profit")).toBe("90.12");
    expect((await download(`/api/admin/users/00000000-0000-4000-8000-000000000000/statement?${q}`, admin.token)).status).toBe(404);
    expect((await download(`/api/user/statement?${q}`, "")).status).toBe(401);
  });

  it("when a credit lands at 23:30 UTC on 31 Oct (00:30 on 1 Nov in Lagos), then it is in November's statement at 00:30, not October's", async () => {
    const user = await investorWithShares(app, "1", { fullName: "Lara Lagos" });
    await creditBalanceForTest(app.ctx, user.id, "profit", "50.00");
    // The credit's journal time, moved to the boundary (the event store stamps the real time).
    await sql`UPDATE journal_entries SET occurred_at = '2026-10-31T23:30:00Z'
              WHERE credit_account = ${`investor:${user.id}:profit`}`.execute(app.ctx.db);
    const month = async (from: string, to: string) =>
      parseCsv((await download(`/api/user/statement?from=${from}&to=${to}&format=csv`, user.token)).bytes.toString());
    const october = await month("2026-10-01", "2026-10-31");
    expect(october.movements("Profit")).toEqual([]);
    expect(october.closing("Profit")).toBe("0.00");
    const november = await month("2026-11-01", "2026-11-30");
    expect(november.opening("Profit")).toBe("0.00");
    expect(november.movements("Profit").map((r) => [r[1], r[2], r[3]])).toEqual([["2026-11-01 00:30", "Profit credited", "50.00"]]);
    expect(november.rows[1]?.[1]).toBe("date (Africa/Lagos)");
  });

  it("when the investor chose Europe/London, then the same 23:30 UTC credit of 31 Oct stays in October at 23:30, and the statement says London", async () => {
    const user = await investorWithShares(app, "1", { fullName: "Lola London" });
    expect((await app.api("PUT", "/api/user/time-zone", { token: user.token, body: { timeZone: "Europe/London" } })).status).toBe(200);
    await creditBalanceForTest(app.ctx, user.id, "profit", "50.00");
    await sql`UPDATE journal_entries SET occurred_at = '2026-10-31T23:30:00Z'
              WHERE credit_account = ${`investor:${user.id}:profit`}`.execute(app.ctx.db);
    const month = async (from: string, to: string, token = user.token, path = "/api/user/statement") =>
      parseCsv((await download(`${path}?from=${from}&to=${to}&format=csv`, token)).bytes.toString());
    const october = await month("2026-10-01", "2026-10-31");
    expect(october.movements("Profit").map((r) => [r[1], r[2], r[3]])).toEqual([["2026-10-31 23:30", "Profit credited", "50.00"]]);
    expect(october.rows[1]?.[1]).toBe("date (Europe/London)");
    expect((await month("2026-11-01", "2026-11-30")).movements("Profit")).toEqual([]);
    // An admin's copy of the investor's statement reads in the investor's zone too.
    const adminCopy = await month("2026-10-01", "2026-10-31", admin.token, `/api/admin/users/${user.id}/statement`);
    expect(adminCopy.movements("Profit").map((r) => r[1])).toEqual(["2026-10-31 23:30"]);
    const pdf = pdfText((await download(`/api/user/statement?from=2026-10-01&to=2026-10-31&format=pdf`, user.token)).bytes);
    // The time column wraps its zone label onto a second line.
    expect(pdf).toMatch(/31 Oct 2026, 23:30\s+Profit credited[\s\S]*?\n\s*GMT\b/);
    expect(pdf).toContain("Times in Europe/London (GMT)");
  });

  it("when the month in progress is asked for to its last day, then the statement closes today, never in the future", async () => {
    const user = await app.createUser();
    const now = today();
    const [y, m] = now.split("-").map(Number) as [number, number];
    const lastDay = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
    const csv = parseCsv(
      (await download(`/api/user/statement?from=${now.slice(0, 8)}01&to=${lastDay}&format=csv`, user.token)).bytes.toString(),
    );
    expect(csv.rows[0]?.[3]).toBe(`${now.slice(0, 8)}01 to ${now}`);
    expect(csv.rows.filter((r) => r[2] === "Closing balance").every((r) => r[1] === now)).toBe(true);
  });
});
