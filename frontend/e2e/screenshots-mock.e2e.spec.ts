/**
 * Every route at 1440 px and 375 px against the stand-in API (no backend needed):
 * `E2E_MOCK=1 npm run test:e2e -w @app/frontend`. Skipped otherwise.
 */
import { describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { e2eEnv } from "./support/env";
import { mockToken, startMockApi } from "./support/mock-api";
import { screenshotAllRoutes } from "./support/screenshots";

describe.runIf(process.env.E2E_MOCK === "1")("screenshots against the mock API", () => {
  it("every route renders at both widths without horizontal overflow", async () => {
    const { server, url } = await startMockApi();
    const browser = await launchBrowser();
    try {
      const user = { _id: "u1", fullName: "Ada Obi", email: "ada@example.com" };
      const reports = await screenshotAllRoutes(browser, url, e2eEnv.artifactsDir, {
        investor: { token: mockToken(false), user },
        admin: { token: mockToken(true), user: { ...user, isAdmin: true } },
      });
      console.log(`Screenshots: ${e2eEnv.artifactsDir}`);
      expect(reports.filter((report) => report.overflow.length)).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  }, 600_000);
});
