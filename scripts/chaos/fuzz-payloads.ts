import { randomUUID } from "node:crypto";

/**
 * Bad requests for the fuzzer. Every JSON object payload carries EVERY input field the API
 * knows, each one invalid at once (money-like fields get bad numbers, text fields wrong types,
 * oversize or NUL-bearing strings), plus fields a client must never be able to set. So no
 * payload is a valid request for any endpoint: any state change it causes is a bug.
 */
const MONEY_FIELDS = ["amount", "percentage", "numberOfShares", "sharesOwned", "pricePerShare", "paymentIndex", "leverage"];
const TEXT_FIELDS = [
  "fullName",
  "email",
  "password",
  "newPassword",
  "token",
  "phone",
  "message",
  "subject",
  "title",
  "content",
  "entry",
  "target",
  "stopLoss",
  "risk",
  "notes",
  "status",
  "loanId",
  "proof",
  "proofUrl",
  "paymentMethod",
  "referralCode",
  "wallet",
  "network",
  "source",
  "isActive",
  "isAuditor",
];
// Fields a client must never set (roles, ids, balances), and prototype pollution.
const FORBIDDEN = { isAdmin: true, is_admin: true, tokenVersion: 99, userId: randomUUID(), profitBalance: 1e9, _id: randomUUID() };

const huge = (n: number, unit = "x") => unit.repeat(n);

/** [label, value for money fields, value for text fields] */
const FIELD_VARIANTS: Array<[string, unknown, unknown]> = [
  ["nested objects", { $gt: 0 }, { $ne: null, nested: { deeper: [1, { x: "y" }] } }],
  ["arrays", [1, 2], ["a", "b"]],
  ["nulls", null, null],
  ["booleans", true, false],
  ["negative numbers / numbers for text", -12345.5, -1],
  ["NaN as string", "NaN", 0],
  ["Infinity as string / 20k-char strings", "Infinity", huge(20_000)],
  ["-Infinity as string", "-Infinity", ["x"]],
  ["negative amount strings / NUL and lone surrogates", "-1", "\u0000\ud800💥\u202e"],
  ["1e309 / 5,000 unicode chars", "1e309", huge(5_000, "ü")],
  ["zero with decimals", "0.000", 0],
  ["blank strings", " ", ""],
  ["Arabic-Indic digits", "١٠", -0.5],
  ["thousands separators", "1,000", false],
  [
    "double minus / prototype pollution",
    "--5",
    JSON.parse('{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"isAdmin": true}}}'),
  ],
  ["hex and leading zeros", "0x10", { toString: "x" }],
  ["-0 and negative zero strings", "-0", "   "],
];

export interface Payload {
  label: string;
  /** A JSON value (sent with content-type application/json) or a raw body with headers. */
  json?: unknown;
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** Appended to the path. */
  query?: string;
  /** Sent only to routes whose "METHOD /path" matches (multipart to POSTs, big files to uploads). */
  onlyFor?: RegExp;
}

function objectPayload(money: unknown, text: unknown): Record<string, unknown> {
  const o: Record<string, unknown> = { ...FORBIDDEN };
  for (const f of MONEY_FIELDS) o[f] = money;
  for (const f of TEXT_FIELDS) o[f] = text;
  return o;
}

function multipart(field: string, filename: string, content: Buffer, type: string): { raw: Buffer; headers: Record<string, string> } {
  const boundary = `----chaos${randomUUID().replace(/-/g, "")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const raw = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { raw, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const BAD_QUERIES = [
  "?page=-1&limit=NaN&status[$ne]=x&search=%00%F0%9F%92%A5&percentage=Infinity",
  "?page=1e309&limit=99999999999999999999&investorsOnly[]=true",
  `?page[]=1&page[]=2&limit[a]=b&token[x]=y&search=${"z".repeat(4000)}`,
  "?from=not-a-date&to=-1&account=%27%20OR%201%3D1--&type=%00&userId=..%2F..",
];

/** Every body-level bad payload, in the order they are sent. */
export function payloads(): Payload[] {
  const list: Payload[] = FIELD_VARIANTS.map(([label, money, text]) => ({ label, json: objectPayload(money, text) }));
  list.push(
    { label: "only fields a client must never set", json: { ...FORBIDDEN, role: "admin", balance: "1000000" } },
    { label: "empty object", json: {} },
    { label: "array body", raw: "[1,2,3]", headers: { "content-type": "application/json" } },
    { label: "string body", raw: '"amount"', headers: { "content-type": "application/json" } },
    { label: "null body", raw: "null", headers: { "content-type": "application/json" } },
    { label: "malformed JSON", raw: '{"amount": 5,', headers: { "content-type": "application/json" } },
    {
      label: "1 MB JSON body",
      raw: JSON.stringify({ amount: "5", wallet: huge(1024 * 1024) }),
      headers: { "content-type": "application/json" },
    },
    { label: "99 KB of nested arrays", raw: `${"[".repeat(49_000)}${"]".repeat(49_000)}`, headers: { "content-type": "application/json" } },
    {
      label: "form-encoded body",
      raw: "amount=5&percentage=10&numberOfShares=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    },
    { label: "unsupported charset", raw: '{"amount":"5"}', headers: { "content-type": "application/json; charset=utf-7" } },
    { label: "bogus gzip", raw: "not gzip at all", headers: { "content-type": "application/json", "content-encoding": "gzip" } },
    {
      label: "text file named .png (multipart)",
      onlyFor: /^POST /,
      ...multipart("profile", "x.png", Buffer.from("<?php echo 1; ?>"), "image/png"),
    },
    {
      label: "text file named .png in 'file' (multipart)",
      onlyFor: /upload/,
      ...multipart("file", "x.png", Buffer.from("GIF89a<script>"), "image/gif"),
    },
    {
      label: "file in an unexpected field (multipart)",
      onlyFor: /^POST /,
      ...multipart("zzz", "x.png", Buffer.from([0x89, 0x50, 0x4e, 0x47]), "image/png"),
    },
    {
      label: "6 MB file (multipart)",
      onlyFor: /upload/,
      ...multipart("profile", "big.jpg", Buffer.alloc(6 * 1024 * 1024, 0xff), "image/jpeg"),
    },
    {
      label: "truncated multipart",
      onlyFor: /^POST /,
      raw: '--abc\r\nContent-Disposition: form-data; name="file"',
      headers: { "content-type": "multipart/form-data; boundary=abc" },
    },
    { label: "oversize Idempotency-Key", json: objectPayload("-1", -1), headers: { "idempotency-key": huge(300) } },
    { label: "blank Idempotency-Key", json: objectPayload("NaN", null), headers: { "idempotency-key": "   " } },
  );
  for (const [i, query] of BAD_QUERIES.entries()) list.push({ label: `bad query string ${i + 1}`, json: objectPayload("-1", null), query });
  return list;
}

/** Path parameter values that name nothing (or nothing well-formed). */
export const BAD_IDS = [
  "nonexistent",
  "00000000-0000-0000-0000-000000000000",
  randomUUID(),
  "-1",
  "NaN",
  "%00",
  "..%2F..%2F..%2Fetc%2Fpasswd",
  "%27%20OR%201%3D1--",
  "%F0%9F%92%A5",
  "%ZZ",
  huge(3000, "a"),
  "profit-run-x",
];
