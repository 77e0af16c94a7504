import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { COMPOSE_HAPROXY, COMPOSE_PGBOUNCER, haproxyCfg, pgbouncerIni } from "./configs.js";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** A committed file without its leading comment lines (# or ;). */
const body = (file: string) =>
  readFileSync(path.join(root, file), "utf8")
    .split("\n")
    .filter((line, i, lines) => !(/^[#;]/.test(line) && lines.slice(0, i).every((l) => /^[#;]/.test(l))))
    .join("\n");

describe("the scale layout's proxy configurations", () => {
  it("when compose's scale profile mounts HAProxy's and PgBouncer's configurations, then they are the scale test's own, rendered for the compose network", () => {
    expect(body("deploy/scale/haproxy.cfg")).toBe(haproxyCfg(COMPOSE_HAPROXY));
    expect(body("deploy/scale/pgbouncer.ini")).toBe(pgbouncerIni(COMPOSE_PGBOUNCER));
  });

  it("when PgBouncer fronts the database, then it pools by transaction and never holds the password in the file", () => {
    const ini = pgbouncerIni(COMPOSE_PGBOUNCER);
    expect(ini).toMatch(/^pool_mode = transaction$/m);
    expect(ini).not.toMatch(/password/i);
  });

  // Debian's haproxy (installed by .ci/run, a prerequisite of `npm test`) checks the syntax.
  const haproxy = ["/usr/sbin/haproxy", "/usr/local/sbin/haproxy"].find((file) => existsSync(file));
  it.skipIf(!haproxy)("when HAProxy reads the compose profile's configuration, then it finds it valid", () => {
    const check = spawnSync(haproxy as string, ["-c", "-f", path.join(root, "deploy/scale/haproxy.cfg")], { encoding: "utf8" });
    expect(check.stdout + check.stderr).toMatch(/Configuration file is valid/);
    expect(check.status).toBe(0);
  });
});
