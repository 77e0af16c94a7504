import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseExposition } from "./exposition.js";
import { createMetrics } from "../platform/metrics.js";

const noSources = { projectionLag: async () => 0, readModels: ["balances"], queues: () => [], runs: async () => [] };

describe("the metrics registry", () => {
  it("when the Grafana dashboard queries a shareinvest_ metric, then the registry exposes that family", async () => {
    const families = parseExposition((await createMetrics(noSources).scrape()).text);
    const dashboard = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../docs/grafana-dashboard.json"), "utf8");
    const used = new Set([...dashboard.matchAll(/shareinvest_[a-z0-9_]+/g)].map((m) => m[0].replace(/_(bucket|count|sum)$/, "")));
    expect(used.size).toBeGreaterThan(8);
    expect([...used].filter((name) => !families.has(name))).toEqual([]);
  });

  it("when a run is in progress, then members and credited are two samples of one run's gauge", async () => {
    const metrics = createMetrics(
      { ...noSources, runs: async () => [{ id: "r1", kind: "profit", status: "running", members: 1200, credited: 500 }] },
      { defaultMetrics: false },
    );
    const samples = parseExposition((await metrics.scrape()).text).get("shareinvest_run_members")?.samples;
    expect(samples?.map((s) => [s.labels.count, s.value])).toEqual([
      ["members", 1200],
      ["credited", 500],
    ]);
  });
});
