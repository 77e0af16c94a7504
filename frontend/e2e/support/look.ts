/** Developer tool: `npx tsx frontend/e2e/support/look.ts [outDir]` screenshots every route against the mock API. */
import { launchBrowser } from "./browser";
import { mockToken, startMockApi } from "./mock-api";
import { screenshotAllRoutes } from "./screenshots";

const outDir = process.argv[2] ?? "/tmp/frontend-look";
const { server, url } = await startMockApi();
const browser = await launchBrowser();
try {
  const investor = { _id: "u1", fullName: "Ada Obi", email: "ada@example.com" };
  const reports = await screenshotAllRoutes(browser, url, outDir, {
    investor: { token: mockToken(false), user: investor },
    admin: { token: mockToken(true), user: { ...investor, _id: "a1", isAdmin: true } },
  });
  for (const report of reports.filter((r) => r.overflow.length)) console.log(report.viewport, report.route, report.overflow);
  console.log(`${reports.length} screenshots in ${outDir}`);
} finally {
  await browser.close();
  server.close();
}
