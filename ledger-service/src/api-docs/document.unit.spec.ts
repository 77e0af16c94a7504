import { describe, expect, it } from "vitest";
import { loadConfig } from "../runtime/config.js";
import { apiDocument } from "./documented-routes.js";

type Operation = {
  operationId: string;
  tags: string[];
  security: unknown[];
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { required: boolean; content: Record<string, { schema: { properties?: Record<string, { enum?: string[] }> } }> };
  responses: Record<string, { content?: Record<string, { schema: { required?: string[] } }> }>;
};

const document = apiDocument(loadConfig({ NODE_ENV: "development", PUBLIC_URL: "https://invest.test/" })) as {
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
  Object.entries(ops).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
);
const operation = (key: string) => operations.find((o) => o.key === key)?.op as Operation;

describe("The API document a client is generated from", () => {
  it("when a client generator reads it, then every operation has its own operationId, a declared tag and its security (empty when public)", () => {
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    const tags = new Set(document.tags.map((t) => t.name));
    expect(operations.filter((o) => o.op.tags.length !== 1 || !tags.has(o.op.tags[0] ?? ""))).toEqual([]);
    expect(operation("POST /api/auth/login").security).toEqual([]);
    expect(operation("GET /api/withdrawals").security).toEqual([{ bearer: [] }]);
    expect(document.servers).toEqual([{ url: "https://invest.test", description: "This server" }]);
  });

  it("when an admin approves a held action, then the body's code, the Idempotency-Key header and the refusals are declared", () => {
    const approve = operation("PUT /api/admin/approvals/{id}/approve");
    expect(approve.requestBody?.content["application/json"]?.schema.properties).toHaveProperty("code");
    expect(approve.requestBody?.required).toBe(false);
    expect(approve.parameters.filter((p) => p.in === "header").map((p) => p.name)).toEqual(["Idempotency-Key"]);
    expect(Object.keys(approve.responses).sort()).toEqual(["200", "202", "400", "401", "403", "404", "409", "413"]);
    // 202 when the read models lag behind the recorded decision (RecordedNotYetVisible).
    expect((approve.responses["202"] as { description?: string }).description).toContain("Recorded");
    expect(approve.responses["409"]?.content?.["application/json"]?.schema.required).toEqual(["message"]);
    // A route without the middleware declares no key.
    expect(operation("GET /api/withdrawals").parameters.some((p) => p.name === "Idempotency-Key")).toBe(false);
  });

  it("when an investor withdraws, then the network is one of the withdrawal networks and 422/429 are declared", () => {
    const withdraw = operation("POST /api/withdrawals");
    expect(withdraw.requestBody?.content["application/json"]?.schema.properties?.network?.enum).toEqual([
      "USDT BEP20 (BSC)",
      "USDT TRC20",
      "USDT APTOS NETWORK",
    ]);
    expect(Object.keys(withdraw.responses)).toEqual(expect.arrayContaining(["403", "409", "422", "429"]));
  });

  it("when a date is bounded, then the bound is in standard keywords (no formatMinimum or formatMaximum anywhere)", () => {
    const text = JSON.stringify(document);
    expect(text).not.toContain("formatMinimum");
    expect(text).not.toContain("formatMaximum");
    const opensAt = operation("POST /api/admin/purchase-windows").requestBody?.content["application/json"]?.schema.properties?.opensAt;
    expect(opensAt).toMatchObject({ format: "date-time", allOf: [{ pattern: "^20\\d\\d-" }] });
  });
});
