/** Where the browser tests point and what they need; all from the environment. */
import { randomInt } from "node:crypto";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

export const e2eEnv = {
  /** The app and API served by `npm start` (fresh database). */
  baseUrl: (process.env.E2E_BASE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, ""),
  adminEmail: process.env.E2E_ADMIN_EMAIL ?? process.env.ADMIN_EMAIL ?? "admin@example.com",
  adminPassword: process.env.E2E_ADMIN_PASSWORD ?? process.env.ADMIN_PASSWORD ?? "admin-password",
  /** Where the server writes e-mails as .eml when SMTP_URL is unset (its MAIL_DIR). */
  mailDir: process.env.E2E_MAIL_DIR ?? process.env.MAIL_DIR ?? join(repoRoot, ".data/mail"),
  /** Screenshots go here; the tests print the folder. */
  /**
   * This spec file's client address, sent as X-Forwarded-For (the server trusts its loopback
   * proxy): every file is another person on another network, so the per-address hourly limits
   * (20 registrations, address-limits.ts) count each file's own requests, whatever the order.
   */
  clientAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  artifactsDir: process.env.E2E_ARTIFACTS ?? join(repoRoot, "test-artifacts", `e2e-${new Date().toISOString().replace(/[:.]/g, "-")}`),
};

/** A real 1x1 PNG: the server checks image types from the bytes. */
export const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
