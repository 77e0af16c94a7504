import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { generateSync } from "json-schema-faker";
import { mulberry32 } from "./seeded-random.js";

/**
 * An API contract run in the manner of Schemathesis: every operation of the served OpenAPI
 * document is called with requests generated from the document (valid ones, and ones that break
 * it), as each caller, and every answer is checked against the document.
 */
export const contractChecks = [
  "not_a_server_error",
  "status_code_conformance",
  "content_type_conformance",
  "response_schema_conformance",
  "negative_data_rejection",
  "unsupported_method",
] as const;
export type ContractCheck = (typeof contractChecks)[number];

export interface ContractCaller {
  name: string;
  token: string;
  /** Values for path parameters by name (`id`, `userId`); a random uuid and a non-id are tried too. */
  pathValues?: Record<string, string[]>;
}

export interface ContractFailure {
  check: ContractCheck;
  caller: string;
  operation: string;
  request: string;
  detail: string;
}

export interface ContractReport {
  operations: number;
  requests: number;
  /** Requests made from data the document allows, and from data it does not. */
  positive: number;
  negative: number;
  /** Valid-by-the-document requests answered 400: constraints the document does not state (informational). */
  positiveRefused: number;
  /** The operations with the most of those, and their first message. */
  positiveRefusedBy: Record<string, { count: number; message: string }>;
  failures: ContractFailure[];
  byCheck: Record<ContractCheck, number>;
  statuses: Record<string, number>;
}

type Schema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
}
interface MediaType {
  schema?: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

/** A small seeded generator (mulberry32): a run is repeatable from its seed. */
function seeded(seed: number) {
  const next = mulberry32(seed);
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] as T };
}

function validators() {
  const make = (coerceTypes: boolean) => {
    const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes, validateFormats: true });
    addFormats.default(ajv);
    return ajv;
  };
  return { exact: make(false), coercing: make(true) };
}

/** Values that break many schemas: each negative case keeps the first one its schema refuses. */
const WRONG_VALUES: unknown[] = [null, "", "not-a-value", -1, 0, 1e20, true, {}, [], "x".repeat(10_001), 1.5, "1,5", "2000-13-45"];
const WRONG_QUERY_VALUES = ["", "AAA", "-1", "0", "1e999", "abc", "x".repeat(300), "0330-01-01", "4404-01-01T00:00:00Z", "1.5"];

interface PreparedRequest {
  method: string;
  path: string;
  query: Array<[string, string]>;
  body?: { type: "json"; value: unknown } | { type: "multipart"; field: string };
  negative: boolean;
  what: string;
}

function statusDocumented(op: Operation, status: number): string | undefined {
  const exact = String(status);
  if (op.responses[exact]) return exact;
  const range = `${exact[0]}XX`;
  if (op.responses[range]) return range;
  return op.responses.default ? "default" : undefined;
}

function mediaMatches(documented: string, actual: string): boolean {
  if (documented === actual) return true;
  const [type, sub] = documented.split("/");
  return sub === "*" && actual.startsWith(`${type}/`);
}

/** A real image for the upload operations (the server decodes what it stores). */
const PNG = readFileSync(new URL("./fixtures/picture.png", import.meta.url));

/** Runs the contract checks against a started server; `requestsPerOperation` valid and as many broken requests per operation and caller. */
export async function runApiContract(options: {
  url: string;
  document: OpenApiDocument;
  callers: ContractCaller[];
  requestsPerOperation: number;
  seed: number;
  /** Operations run last for each caller (one that ends the caller's session, e.g. POST /api/auth/logout). */
  last?: string[];
  progress?: (line: string) => void;
}): Promise<ContractReport> {
  const random = seeded(options.seed);
  const { exact, coercing } = validators();
  const compiled = new Map<Schema, ReturnType<typeof exact.compile>>();
  /** Whether a query parameter's text is valid for its schema (numbers read from the text, as the server does). */
  const validQueryValue = (schema: Schema, value: string) => coercing.validate(schema, value) as boolean;
  const validate = (schema: Schema, value: unknown) => {
    let fn = compiled.get(schema);
    if (!fn) {
      fn = exact.compile(schema);
      compiled.set(schema, fn);
    }
    return { ok: fn(value) as boolean, errors: fn.errors };
  };
  const fake = (schema: Schema) =>
    generateSync(schema as never, {
      seed: random.int(2 ** 31),
      optionalsProbability: 0.5,
      minDateTime: "2000-01-01T00:00:00Z",
      maxDateTime: "2099-12-31T00:00:00Z",
      maxItems: 3,
      failOnInvalidTypes: false,
    });

  const report: ContractReport = {
    operations: 0,
    requests: 0,
    positive: 0,
    negative: 0,
    positiveRefused: 0,
    positiveRefusedBy: {},
    failures: [],
    byCheck: Object.fromEntries(contractChecks.map((c) => [c, 0])) as Record<ContractCheck, number>,
    statuses: {},
  };
  const fail = (failure: ContractFailure) => {
    report.byCheck[failure.check]++;
    if (report.failures.filter((f) => f.check === failure.check && f.operation === failure.operation).length < 3)
      report.failures.push(failure);
  };

  const operations = Object.entries(options.document.paths).flatMap(([path, ops]) =>
    METHODS.filter((m) => ops[m]).map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m, path, op: ops[m] as Operation })),
  );
  const last = new Set(options.last ?? []);
  operations.sort((a, b) => Number(last.has(a.key)) - Number(last.has(b.key)));
  report.operations = operations.length;

  const send = async (caller: ContractCaller, req: PreparedRequest) => {
    const url = new URL(options.url + req.path);
    for (const [k, v] of req.query) url.searchParams.append(k, v);
    const headers: Record<string, string> = { authorization: `Bearer ${caller.token}` };
    let body: string | FormData | undefined;
    if (req.body?.type === "json") {
      headers["content-type"] = "application/json";
      body = JSON.stringify(req.body.value);
    } else if (req.body?.type === "multipart") {
      const form = new FormData();
      form.append(req.body.field, new Blob([PNG], { type: "image/png" }), "proof.png");
      body = form;
    }
    const res = await fetch(url, { method: req.method.toUpperCase(), headers, body, redirect: "manual" });
    const bytes = Buffer.from(await res.arrayBuffer());
    report.requests++;
    report.statuses[String(res.status)] = (report.statuses[String(res.status)] ?? 0) + 1;
    return { status: res.status, headers: res.headers, bytes, request: `${req.method.toUpperCase()} ${url.pathname}${url.search}` };
  };

  const pathFor = (caller: ContractCaller, path: string, negative: boolean) =>
    path.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
      const known = caller.pathValues?.[name] ?? [];
      const value = negative
        ? random.pick(["%00", "..", "x".repeat(300), randomUUID()])
        : random.pick([...known, ...known, randomUUID(), "nonexistent"]);
      return value.startsWith("%") ? value : encodeURIComponent(value);
    });

  const positiveRequest = (caller: ContractCaller, o: (typeof operations)[number]): PreparedRequest => {
    const query: Array<[string, string]> = [];
    for (const p of o.op.parameters ?? []) {
      if (p.in !== "query") continue;
      if (!p.required && random.next() < 0.5) continue;
      const value = fake(p.schema);
      if (value === undefined || value === null || typeof value === "object") continue;
      query.push([p.name, String(value)]);
    }
    const json = o.op.requestBody?.content["application/json"]?.schema;
    const multipart = o.op.requestBody?.content["multipart/form-data"]?.schema;
    const field = Object.keys((multipart?.properties ?? {}) as Schema)[0] ?? "file";
    const body = json ? { type: "json" as const, value: fake(json) } : multipart ? { type: "multipart" as const, field } : undefined;
    return { method: o.method, path: pathFor(caller, o.path, false), query, body, negative: false, what: "valid" };
  };

  /** A request the document does not allow: a query parameter or body field broken, missing or unknown. */
  const negativeRequest = (caller: ContractCaller, o: (typeof operations)[number]): PreparedRequest | null => {
    const base = positiveRequest(caller, o);
    const queryParams = (o.op.parameters ?? []).filter((p) => p.in === "query");
    const json = o.op.requestBody?.content["application/json"]?.schema;
    const options: Array<() => PreparedRequest | null> = [];
    if (queryParams.length > 0) {
      options.push(() => ({
        ...base,
        query: [...base.query, ["unknownParameter", "1"]],
        negative: true,
        what: "an unknown query parameter",
      }));
      options.push(() => {
        const p = random.pick(queryParams);
        return {
          ...base,
          query: [...base.query.filter(([k]) => k !== p.name), [`${p.name}[a]`, "1"]],
          negative: true,
          what: `${p.name} as an object`,
        };
      });
      options.push(() => {
        const p = random.pick(queryParams);
        const wrong = WRONG_QUERY_VALUES.filter((v) => !validQueryValue(p.schema, v));
        if (wrong.length === 0) return null;
        const value = random.pick(wrong);
        return {
          ...base,
          query: [...base.query.filter(([k]) => k !== p.name), [p.name, value]],
          negative: true,
          what: `${p.name}=${value.slice(0, 20)}`,
        };
      });
      const required = queryParams.filter((p) => p.required);
      if (required.length > 0)
        options.push(() => {
          const p = random.pick(required);
          return { ...base, query: base.query.filter(([k]) => k !== p.name), negative: true, what: `${p.name} missing` };
        });
    }
    if (json) {
      const props = (json.properties ?? {}) as Record<string, Schema>;
      const required = (json.required ?? []) as string[];
      const value =
        base.body?.type === "json" && typeof base.body.value === "object" && base.body.value
          ? (base.body.value as Record<string, unknown>)
          : {};
      if (required.length > 0)
        options.push(() => {
          const name = random.pick(required);
          const { [name]: _, ...rest } = value;
          return { ...base, body: { type: "json", value: rest }, negative: true, what: `body without ${name}` };
        });
      const names = Object.keys(props);
      if (names.length > 0)
        options.push(() => {
          const name = random.pick(names);
          const wrong = WRONG_VALUES.filter((v) => !validate(json, { ...value, [name]: v }).ok);
          if (wrong.length === 0) return null;
          const bad = random.pick(wrong);
          return {
            ...base,
            body: { type: "json", value: { ...value, [name]: bad } },
            negative: true,
            what: `body ${name}=${JSON.stringify(bad).slice(0, 20)}`,
          };
        });
      options.push(() => ({
        ...base,
        body: { type: "json", value: random.pick([[], "text", 42]) },
        negative: true,
        what: "body not an object",
      }));
      if (json.additionalProperties === false)
        options.push(() => ({
          ...base,
          body: { type: "json", value: { ...value, unknownField: 1 } },
          negative: true,
          what: "an unknown body field",
        }));
    }
    if (options.length === 0) return null;
    for (let i = 0; i < 5; i++) {
      const req = random.pick(options)();
      if (req) return req;
    }
    return null;
  };

  const checkAnswer = (
    caller: ContractCaller,
    o: (typeof operations)[number],
    req: PreparedRequest,
    res: Awaited<ReturnType<typeof send>>,
  ) => {
    const where = { caller: caller.name, operation: o.key, request: `${res.request} (${req.what})` };
    if (res.status >= 500) fail({ check: "not_a_server_error", ...where, detail: `${res.status} ${res.bytes.toString().slice(0, 200)}` });
    if (req.negative && (res.status < 400 || res.status >= 500))
      fail({ check: "negative_data_rejection", ...where, detail: `answered ${res.status} to data the document does not allow` });
    if (!req.negative && res.status === 400) {
      report.positiveRefused++;
      report.positiveRefusedBy[o.key] ??= { count: 0, message: res.bytes.toString().slice(0, 160) };
      (report.positiveRefusedBy[o.key] as { count: number }).count++;
    }
    const documented = statusDocumented(o.op, res.status);
    if (!documented) {
      fail({
        check: "status_code_conformance",
        ...where,
        detail: `${res.status} is not documented (${Object.keys(o.op.responses).join(", ")})`,
      });
      return;
    }
    const content = o.op.responses[documented]?.content;
    const type = (res.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!content) {
      if (res.bytes.length > 0)
        fail({ check: "content_type_conformance", ...where, detail: `a ${type || "untyped"} body where none is documented` });
      return;
    }
    const media = Object.keys(content).find((m) => mediaMatches(m, type));
    if (!media) {
      fail({
        check: "content_type_conformance",
        ...where,
        detail: `${type || "no content type"} is not among ${Object.keys(content).join(", ")}`,
      });
      return;
    }
    const schema = content[media]?.schema;
    if (!schema || media !== "application/json") return;
    let body: unknown;
    try {
      body = JSON.parse(res.bytes.toString());
    } catch {
      fail({ check: "response_schema_conformance", ...where, detail: "the body is not JSON" });
      return;
    }
    const result = validate(schema, body);
    if (!result.ok)
      fail({
        check: "response_schema_conformance",
        ...where,
        detail: `${JSON.stringify(result.errors?.slice(0, 2))} in ${res.bytes.toString().slice(0, 200)}`,
      });
  };

  for (const caller of options.callers) {
    for (const o of operations) {
      for (let i = 0; i < options.requestsPerOperation; i++) {
        const req = positiveRequest(caller, o);
        report.positive++;
        checkAnswer(caller, o, req, await send(caller, req));
        const negative = negativeRequest(caller, o);
        if (negative) {
          report.negative++;
          checkAnswer(caller, o, negative, await send(caller, negative));
        }
      }
      options.progress?.(`${caller.name}: ${o.key}`);
    }
    // A method the document does not list for a known path: 405 with Allow (unless the concrete
    // path is another documented operation's too, as `/signals/public` is `/signals/{id}`).
    const templates = Object.entries(options.document.paths).map(([path, ops]) => ({
      pattern: new RegExp(`^${path.replace(/[.]/g, "\\.").replace(/\{[A-Za-z]+\}/g, "[^/]+")}$`),
      ops,
    }));
    // The allowed methods do not depend on who asks: checked as the first caller.
    if (caller !== options.callers[0]) continue;
    for (const [path, ops] of Object.entries(options.document.paths))
      for (const method of METHODS.filter((m) => !ops[m])) {
        const concrete = pathFor(caller, path, false);
        if (templates.some((t) => t.ops[method] && t.pattern.test(concrete))) continue;
        const res = await send(caller, {
          method,
          path: concrete,
          query: [],
          negative: false,
          what: "undocumented method",
        });
        if (res.status !== 405 || !res.headers.get("allow"))
          fail({
            check: "unsupported_method",
            caller: caller.name,
            operation: `${method.toUpperCase()} ${path}`,
            request: res.request,
            detail: `answered ${res.status}${res.headers.get("allow") ? "" : " without Allow"}`,
          });
      }
  }
  return report;
}

/** The report as lines: operations, requests, failures per check, and the first failures. */
export function formatContractReport(report: ContractReport): string {
  const lines = [
    `operations: ${report.operations}, requests: ${report.requests} (${report.positive} valid, ${report.negative} invalid by the document)`,
    `statuses: ${Object.entries(report.statuses)
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")}`,
    `valid-by-the-document requests answered 400 (informational): ${report.positiveRefused}`,
    ...Object.entries(report.positiveRefusedBy)
      .sort((a, b) => b[1].count - a[1].count)
      .slice(0, 15)
      .map(([op, { count, message }]) => `  ${count} ${op}: ${message}`),
    ...contractChecks.map((c) => `${report.byCheck[c] === 0 ? "ok  " : "FAIL"}  ${c}: ${report.byCheck[c]} failures`),
    ...report.failures.slice(0, 40).map((f) => `  - [${f.check}] ${f.caller} ${f.operation}: ${f.request}: ${f.detail}`),
  ];
  return lines.join("\n");
}
