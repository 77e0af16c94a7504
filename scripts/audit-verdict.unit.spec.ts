import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, run by CI's shell
import { auditVerdict } from "./audit-verdict.mjs";

const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

describe("CI's audit verdict", () => {
  it("when a production dependency has a high advisory, then CI fails naming it", () => {
    const verdict = auditVerdict(report({ high: 1, total: 1 }, { "sanitize-html": { severity: "high" } }));
    expect(verdict.exit).toBe(1);
    expect(verdict.message).toMatch(/sanitize-html \(high\)/);
    expect(auditVerdict(report({ critical: 2, total: 2 })).exit).toBe(1);
  });

  it("when the advisories are moderate or lower, then CI passes", () => {
    expect(auditVerdict(report({ moderate: 3, low: 1, total: 4 }))).toEqual({
      exit: 0,
      message: expect.stringMatching(/no high or critical advisory \(4 lower/),
    });
  });

  it("when the registry cannot be asked (405 here, or no network), then CI warns that advisories were not checked", () => {
    const refused = JSON.stringify({
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
      statusCode: 405,
    });
    expect(auditVerdict(refused)).toEqual({
      exit: 0,
      message: expect.stringMatching(/^WARNING: npm audit could not ask the registry \(405 /),
    });
    expect(auditVerdict(JSON.stringify({ error: { code: "ENOTFOUND", summary: "getaddrinfo ENOTFOUND registry.npmjs.org" } })).exit).toBe(
      0,
    );
  });

  it("when npm audit prints something that is not a report, then CI fails rather than passing unchecked", () => {
    expect(auditVerdict("npm error something").exit).toBe(1);
    expect(auditVerdict(JSON.stringify({ hello: "world" })).exit).toBe(1);
  });
});
