import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Service = {
  profiles?: string[];
  env_file?: (string | { path: string; required?: boolean })[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
};
const compose = parse(read("docker-compose.yml"), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, unknown>;
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

  it("when the image is built, then it runs Node 22 LTS, installs from the lock, and leaves .env and certificates out", () => {
    const dockerfile = read("Dockerfile");
    expect([...dockerfile.matchAll(/^FROM node:(\d+)/gm)].map((m) => m[1])).toEqual(["22", "22"]);
    expect(dockerfile).toMatch(/RUN npm ci /);
    expect(dockerfile).not.toMatch(/npm install/);
    const ignored = read(".dockerignore").split("\n");
    for (const entry of [".env", ".env.*", "certs"]) expect(ignored).toContain(entry);
  });
});
