import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Service = {
  profiles?: string[];
  image?: string;
  entrypoint?: string[];
  command?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
  deploy?: { replicas?: number };
  env_file?: (string | { path: string; required?: boolean })[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
};
const compose = parse(read("docker-compose.yml"), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, unknown>;
  volumes: Record<string, unknown>;
};
const settings = [...read(".env.example").matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1] as string);
const APP_SERVICES = ["api", "projections", "workers"];

/** What the containers' topology fixes, whatever .env says (it is written for `npm start` on the host). */
const SET_BY_TOPOLOGY = new Set([
  "NODE_ENV",
  "DATABASE_URL",
  "REDIS_URL",
  "UPLOAD_DIR",
  "MAIL_DIR",
  "FRONTEND_DIST",
  "PORT",
  "HEALTH_PORT",
  "EMBEDDED_PROJECTIONS",
]);

describe("docker-compose.yml", () => {
  it("when a setting is in .env.example, then every app container receives .env's value of it", () => {
    for (const name of APP_SERVICES) {
      const service = compose.services[name] as Service;
      const files = (service.env_file ?? []).map((f) => (typeof f === "string" ? f : f.path));
      expect(files, name).toContain(".env");
      for (const setting of settings) {
        const value = service.environment?.[setting];
        if (value === undefined || SET_BY_TOPOLOGY.has(setting)) continue;
        // An override may only give a default for .env's own value: ${NAME:-default}.
        expect(value, `${name}: ${setting}`).toMatch(new RegExp(`^\\$\\{${setting}(:?-[^}]*)?\\}$`));
      }
    }
  });

  it("when the dev profile starts, then no production secret is asked for: nothing in the file is required at parse time", () => {
    expect(read("docker-compose.yml")).not.toMatch(/\$\{[A-Z0-9_]+:?\?/);
    const dev = Object.entries(compose.services).filter(([, s]) => s.profiles?.includes("dev"));
    expect(dev.map(([name]) => name).sort()).toEqual(["dev-postgres", "dev-redis", "mailpit"]);
    for (const [, s] of dev) expect(JSON.stringify(s)).not.toMatch(/JWT_SECRET|POSTGRES_PASSWORD|SMTP_URL/);
    // Published for the host's `npm start` on its loopback only.
    for (const [, s] of dev) for (const port of s.ports ?? []) expect(port.startsWith("127.0.0.1:")).toBe(true);
  });

  it("when the API runs behind the host's proxy, then TRUST_PROXY defaults to the compose network's gateway, the hop that proxy arrives through", () => {
    const network = compose.networks.app as { ipam: { config: { subnet: string; gateway: string }[] } };
    const gateway = network.ipam.config[0]?.gateway;
    expect(gateway).toBe("172.29.0.1");
    for (const name of APP_SERVICES) expect(compose.services[name]?.environment?.TRUST_PROXY).toBe(`\${TRUST_PROXY:-${gateway}}`);
    expect(compose.services.api?.ports).toEqual([`\${API_BIND:-127.0.0.1}:3000:3000`]);
  });

  it("when the KurrentDB profile is used, then the app containers can read its CA certificate", () => {
    for (const name of APP_SERVICES) expect(compose.services[name]?.volumes).toContain("./certs/ca:/certs/ca:ro");
  });

  it("when the image is built, then it runs Node 24 LTS, installs from the lock, and leaves .env and certificates out", () => {
    const dockerfile = read("Dockerfile");
    expect([...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => m[1])).toEqual(["24", "24"]);
    expect(dockerfile).toMatch(/RUN npm ci /);
    expect(dockerfile).not.toMatch(/npm install/);
    const ignored = read(".dockerignore").split("\n");
    for (const entry of [".env", ".env.*", "certs"]) expect(ignored).toContain(entry);
  });

  const inProfile = (profile: string) =>
    Object.entries(compose.services)
      .filter(([, service]) => service.profiles?.includes(profile))
      .map(([name]) => name);
  const healthUrl = (service: Service | undefined) =>
    service?.healthcheck?.test?.join(" ").match(/http:\/\/127\.0\.0\.1:\d+(\/[\w/]+)/)?.[1];
  const dependsOn = (service: Service | undefined) => Object.keys(service?.depends_on ?? {});

  it("when a balancer or compose checks an API's health, then it asks /api/health (liveness), never /api/ready: a lagging runner takes no API out", () => {
    for (const name of ["api", "api-1", "api-2"]) expect(healthUrl(compose.services[name]), name).toBe("/api/health");
    expect(read("docker-compose.yml")).not.toMatch(/\/api\/ready/);
    expect(read("deploy/scale/haproxy.cfg")).toMatch(/option httpchk GET \/api\/health$/m);
  });

  it("when POSTGRES_PASSWORD is missing, then prod and scale refuse to start PostgreSQL with a message naming it; dev does not ask for it", () => {
    const check = compose.services["require-postgres-password"] as Service;
    expect(check.profiles?.sort()).toEqual(["prod", "scale"]);
    expect(check.entrypoint?.join(" ")).toMatch(/test -n "\$\$POSTGRES_PASSWORD" \|\| .*echo "POSTGRES_PASSWORD is required[^"]*".*exit 1/);
    expect(compose.services.postgres?.depends_on).toEqual({ "require-postgres-password": { condition: "service_completed_successfully" } });
    // The check itself, as the container's shell runs it (compose turns $$ into $).
    const script = (check.entrypoint?.[2] ?? "").replaceAll("$$", "$");
    const missing = spawnSync("/bin/sh", ["-c", script], { env: { POSTGRES_PASSWORD: "" }, encoding: "utf8" });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^POSTGRES_PASSWORD is required: set it in \.env/);
    expect(spawnSync("/bin/sh", ["-c", script], { env: { POSTGRES_PASSWORD: "s3cret" } }).status).toBe(0);
  });

  it("when the scale profile starts, then HAProxy fronts two API replicas, PgBouncer (transaction mode) serves them and two workers, and two projection runners connect directly", () => {
    expect(inProfile("scale").sort()).toEqual(
      [
        "api-1",
        "api-2",
        "haproxy",
        "pgbouncer",
        "postgres",
        "projections-1",
        "projections-2",
        "redis",
        "require-postgres-password",
        "workers-scale",
      ].sort(),
    );
    // Not with prod: each profile is a whole deployment.
    for (const name of inProfile("scale"))
      if (!["postgres", "redis", "require-postgres-password"].includes(name)) expect(compose.services[name]?.profiles).toEqual(["scale"]);
    expect(compose.services["workers-scale"]?.deploy?.replicas).toBe(2);
    for (const name of ["api-1", "api-2", "workers-scale"]) {
      const env = compose.services[name]?.environment ?? {};
      expect(env.DATABASE_URL, name).toMatch(/@pgbouncer:6432\//);
      expect(env.PG_PREPARED_STATEMENTS, name).toBe("false");
    }
    for (const name of ["projections-1", "projections-2"])
      expect(compose.services[name]?.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(compose.services["projections-1"]?.environment?.PROJECTION_RUNNER_ID).not.toBe(
      compose.services["projections-2"]?.environment?.PROJECTION_RUNNER_ID,
    );
    expect(read("deploy/scale/pgbouncer.ini")).toMatch(/^pool_mode = transaction$/m);
    // PgBouncer's auth file, as its container's shell writes it from POSTGRES_PASSWORD (a quote doubled).
    const authFile = path.join(mkdtempSync(path.join(tmpdir(), "si-compose-")), "userlist.txt");
    const writeAuth = (compose.services.pgbouncer?.entrypoint?.[2] ?? "")
      .replaceAll("$$", "$")
      .replace("/tmp/userlist.txt", authFile)
      .replace(/ && exec pgbouncer .*$/, "");
    expect(spawnSync("/bin/sh", ["-c", writeAuth], { env: { POSTGRES_PASSWORD: 'pa"ss word' } }).status).toBe(0);
    expect(readFileSync(authFile, "utf8")).toBe('"postgres" "pa""ss word"\n');
    expect(read("deploy/scale/pgbouncer.ini")).toMatch(/^auth_file = \/tmp\/userlist\.txt$/m);
    expect(read("deploy/scale/haproxy.cfg")).toMatch(/server api1 api-1:3000[\s\S]*server api2 api-2:3000/);
    expect(dependsOn(compose.services.haproxy).sort()).toEqual(["api-1", "api-2"]);
    // HAProxy's address is the hop the APIs believe, after the host's proxy at the gateway.
    const haproxyAddress = (compose.services.haproxy as { networks: { app: { ipv4_address: string } } }).networks.app.ipv4_address;
    expect(compose.services["api-1"]?.environment?.TRUST_PROXY).toBe(`\${TRUST_PROXY:-172.29.0.1,${haproxyAddress}}`);
  });

  it("when the observability profile starts, then Prometheus loads the alert rules, Grafana has its data source and the dashboard provisioned, and a collector takes OTLP traces", () => {
    expect(inProfile("observability").sort()).toEqual(["grafana", "otel-collector", "prometheus"]);
    const prometheus = parse(read("deploy/observability/prometheus.yml")) as {
      rule_files: string[];
      scrape_configs: Array<{ job_name: string; metrics_path: string; dns_sd_configs: Array<{ names: string[] }> }>;
    };
    expect(prometheus.rule_files).toEqual(["/etc/prometheus/alerts.yml"]);
    expect(compose.services.prometheus?.volumes).toContain("./deploy/observability/alerts.yml:/etc/prometheus/alerts.yml:ro");
    // Every app service of prod and scale is scraped, on the path it serves its metrics at.
    const scraped = prometheus.scrape_configs.flatMap((c) => c.dns_sd_configs.flatMap((d) => d.names));
    for (const name of [...inProfile("prod"), ...inProfile("scale")])
      if (["api", "workers", "projections"].some((part) => name.startsWith(part))) expect(scraped, name).toContain(name);
    expect(prometheus.scrape_configs.find((c) => c.job_name === "api")?.metrics_path).toBe("/api/admin/metrics");
    const datasources = parse(read("deploy/observability/grafana/provisioning/datasources/prometheus.yml"));
    expect(datasources.datasources[0]).toMatchObject({ type: "prometheus", url: "http://prometheus:9090" });
    const dashboards = parse(read("deploy/observability/grafana/provisioning/dashboards/dashboards.yml"));
    const folder = dashboards.providers[0].options.path;
    expect(compose.services.grafana?.volumes).toContain(`./docs/grafana-dashboard.json:${folder}/share-invest.json:ro`);
    expect(JSON.parse(read("docs/grafana-dashboard.json")).uid).toBe("shareinvest-ops");
    const collector = parse(read("deploy/observability/otel-collector.yaml"));
    expect(collector.service.pipelines.traces.receivers).toEqual(["otlp"]);
  });

  it("when the alert rules are read, then readiness, queue backlog, reserves difference and 5xx rate are each watched, on metrics the processes expose", () => {
    const rules = (
      parse(read("deploy/observability/alerts.yml")) as { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> }
    ).groups.flatMap((g) => g.rules);
    const byName = Object.fromEntries(rules.map((r) => [r.alert, r.expr]));
    expect(byName.ApiNotReady).toMatch(/up\{job="api"\}/);
    expect(byName.ProjectionsBehindReadiness).toMatch(/shareinvest_projection_lag_events\) > 1000/);
    expect(byName.QueueBacklog).toMatch(/shareinvest_queue_jobs\{state="waiting"\}/);
    expect(byName.ReservesShortfall).toMatch(/reserves_difference_usdt\) < 0/);
    expect(byName.Api5xxRate).toMatch(/status=~"5\.\."/);
    const metricsSource = read("ledger-service/src/platform/metrics.ts");
    const declared = new Set([
      ...[...metricsSource.matchAll(/name: `\$\{PREFIX\}(\w+)`/g)].map((m) => `shareinvest_${m[1]}`),
      ...[...metricsSource.matchAll(/name: "(\w+)"/g)].map((m) => m[1]),
    ]);
    for (const rule of rules)
      for (const metric of rule.expr.match(/\b(shareinvest_\w+|reserves_\w+)/g) ?? [])
        expect(declared.has(metric.replace(/_(count|bucket|sum)$/, "")), `${rule.alert}: ${metric}`).toBe(true);
  });

  it("when any profile mounts a file of this repository, then that file exists", () => {
    for (const [name, service] of Object.entries(compose.services))
      for (const volume of service.volumes ?? []) {
        if (!volume.startsWith("./")) continue;
        const source = volume.split(":")[0] as string;
        if (source.startsWith("./certs")) continue; // made by the operator (docs/operations.md)
        expect(existsSync(path.join(root, source)), `${name}: ${source}`).toBe(true);
      }
    for (const [, service] of Object.entries(compose.services))
      for (const volume of service.volumes ?? []) {
        const named = volume.split(":")[0] as string;
        if (!named.startsWith(".")) expect(Object.keys(compose.volumes)).toContain(named);
      }
  });
});
