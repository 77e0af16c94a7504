import { describe, expect, it } from "vitest";
import { contractChecks, formatContractReport, type OpenApiDocument, runApiContract } from "../../testing/api-contract.js";
import { useTestApp } from "../../testing/test-app.js";

const { app } = useTestApp();

describe("API contract (the short form of npm run test:api-contract)", () => {
  it("when every documented operation is called with valid and broken requests as an investor and an admin, then every answer is as documented", async () => {
    const investor = await app.createUser({ fullName: "Contract Investor" });
    const admin = await app.createUser({ fullName: "Contract Admin", isAdmin: true });
    const document = (await app.api("GET", "/api/docs/openapi.json")).body as OpenApiDocument;
    const pathValues = { id: [investor.id], userId: [investor.id] };
    const report = await runApiContract({
      url: app.url,
      document,
      callers: [
        { name: "investor", token: investor.token, pathValues },
        { name: "admin", token: admin.token, pathValues },
      ],
      requestsPerOperation: 1,
      seed: 29,
      last: ["POST /api/auth/logout"],
    });
    expect(report.operations).toBeGreaterThan(100);
    expect(report.negative).toBeGreaterThan(50);
    expect(Object.fromEntries(contractChecks.map((c) => [c, report.byCheck[c]])), formatContractReport(report)).toEqual(
      Object.fromEntries(contractChecks.map((c) => [c, 0])),
    );
  }, 600_000);
});
