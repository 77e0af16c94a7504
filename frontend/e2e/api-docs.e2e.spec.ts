/** The API reference (/api/docs) against `npm start`: an admin opens it from the admin dashboard and reads the operations. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { e2eEnv } from "./support/env";
import { browserForFile } from "./support/session";

const { baseUrl } = e2eEnv;

describe.runIf(process.env.E2E_MOCK !== "1")("API reference against npm start", () => {
  const opened = browserForFile({ asAdmin: true });

  it("the admin opens API Reference from the admin dashboard and sees every documented operation in Swagger UI", async () => {
    const { page: admin } = opened;
    const errors: string[] = [];
    admin.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await admin.goto(`${baseUrl}/admin`);
    await admin.getByRole("link", { name: "API Reference" }).click();
    await admin.locator(".opblock").first().waitFor();
    const spec = (await (await fetch(`${baseUrl}/api/docs/openapi.json`)).json()) as { paths: Record<string, object> };
    const operations = Object.values(spec.paths).reduce((n, ops) => n + Object.keys(ops).length, 0);
    expect(await admin.locator(".opblock").count()).toBe(operations);
    expect(await admin.locator('[data-path="/api/purchase-windows"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await admin.screenshot({ path: join(e2eEnv.artifactsDir, "api-docs-1440.png") });
  });
});
