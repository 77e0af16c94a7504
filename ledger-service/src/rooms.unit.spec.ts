import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The rooms of ledger-service (docs/architecture.md, "Rooms inside ledger-service"): its folders'
 * imports run one way. From the bottom: platform/ (errors, Redis bounds, the clients a process
 * holds), runtime/ (the app context type and the settings), shared/ (request helpers), the
 * investor's domain (investor/: each capability's state and decide), the capabilities' use cases
 * (routes and handlers), and the composition root (this folder's own files: app.ts, routers.ts,
 * bootstrap.ts, the processes and main files). Read from the sources' import lines (type
 * imports too); specs are left out.
 */
const src = path.dirname(fileURLToPath(import.meta.url));
const ROOT = "(composition root)";

/** Known exceptions: none (the openapi helpers are a leaf; route discovery is test support in testing/). */
const PENDING: RegExp[] = [];

interface Edge {
  from: string;
  to: string;
  fromRoom: string;
  toRoom: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const roomOf = (file: string) => {
  const [first, ...rest] = path.relative(src, file).split(path.sep);
  return rest.length === 0 || first === undefined ? ROOT : first;
};

function edges(): Edge[] {
  const found: Edge[] = [];
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
      const spec = m[1] ?? m[2];
      if (spec === undefined || !spec.startsWith(".")) continue;
      const target = path.resolve(path.dirname(file), spec).replace(/\.js$/, ".ts");
      if (!target.startsWith(src + path.sep)) continue;
      const from = path.relative(src, file).split(path.sep).join("/");
      const to = path.relative(src, target).split(path.sep).join("/");
      if (PENDING.some((p) => p.test(`${from} -> ${to}`))) continue;
      found.push({ from, to, fromRoom: roomOf(file), toRoom: roomOf(target) });
    }
  }
  return found;
}

/** Groups of rooms that reach each other through their imports (Tarjan's strongly connected components). */
function circles(all: Edge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of all) if (e.fromRoom !== e.toRoom) next.set(e.fromRoom, (next.get(e.fromRoom) ?? new Set()).add(e.toRoom));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop() as string;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) visit(v);
  return groups;
}

const show = (list: Edge[]) => list.map((e) => `${e.from} -> ${e.to}`);

describe("ledger-service's rooms", () => {
  const all = edges();

  it("reads the import lines (the check is not vacuous)", () => {
    expect(all.length).toBeGreaterThan(300);
    expect(all).toContainEqual(expect.objectContaining({ from: "app.ts", toRoom: "shared" }));
  });

  it("no two folders reach each other through their imports", () => {
    const found = circles(all);
    const inside = (group: string[]) =>
      show(all.filter((e) => group.includes(e.fromRoom) && group.includes(e.toRoom) && e.fromRoom !== e.toRoom));
    expect(found.map(inside)).toEqual([]);
  });

  it("nothing imports the composition root", () => {
    expect(show(all.filter((e) => e.toRoom === ROOT && e.fromRoom !== ROOT))).toEqual([]);
  });

  it("the investor's domain imports only itself and the domain error and transfer helpers", () => {
    const allowed = new Set(["shared/domain-error.ts", "shared/transfers.ts"]);
    expect(show(all.filter((e) => e.fromRoom === "investor" && e.toRoom !== "investor" && !allowed.has(e.to)))).toEqual([]);
  });

  it("approvals reach the actions they hold only through their registry", () => {
    const capabilities = ["admin-users", "loans", "offering", "profits", "settings", "shares", "sell-backs", "withdrawals"];
    expect(show(all.filter((e) => e.fromRoom === "approvals" && capabilities.includes(e.toRoom)))).toEqual([]);
  });

  it("the app context and the platform stand on nothing above them", () => {
    const below: Record<string, string[]> = { platform: ["platform"], runtime: ["runtime", "platform"] };
    expect(show(all.filter((e) => !(below[e.fromRoom]?.includes(e.toRoom) ?? true)))).toEqual([]);
  });
});
