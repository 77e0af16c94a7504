import { afterEach, describe, expect, it, vi } from "vitest";

/**
 * One query module per endpoint, one key each (issue 37): every read's `...QueryOptions()` (or
 * `...Options()`) in the features' api folders and lib/queries is built with placeholder
 * arguments, its key read and its fetcher run against a recording fetch. Two modules owning one
 * key, or one endpoint cached under two keys, fail here: the second copy is what a write forgets
 * to refresh (a withdrawal left the dashboard's balance stale).
 */
const modules = import.meta.glob(["/src/features/*/api/*.ts", "/src/lib/queries/*.ts", "!**/*.spec.ts"]);

type Read = { owner: string; key: string; urls: string[] };
/** Arguments tried in turn until the options' key holds no null or undefined (a page, an id, a kind of run, filters). */
const PLACEHOLDERS: unknown[][] = [[], ["x", "x", "x"], [1, "x", "x"], ["profit", "10"], [{}, 1]];

/** Composed views that read several endpoints into one list (none since the activity feed is served by GET /api/activity). */
const COMPOSED_READS = new Set<string>();

function optionsOf(fn: (...args: unknown[]) => unknown): { queryKey: unknown[]; queryFn?: () => unknown } | null {
  for (const args of PLACEHOLDERS) {
    try {
      const options = fn(...args) as { queryKey?: unknown; queryFn?: () => unknown } | null;
      if (options && Array.isArray(options.queryKey) && !options.queryKey.some((part) => part === null || part === undefined))
        return options as { queryKey: unknown[]; queryFn?: () => unknown };
    } catch {
      // another set of placeholders
    }
  }
  return null;
}

async function urlsFetchedBy(queryFn: (() => unknown) | undefined): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      urls.push(new URL(String(input), "http://app.test").pathname);
      return new Response("{}", { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  try {
    await queryFn?.();
  } catch {
    // a placeholder answer the fetcher cannot use: its URL is recorded already
  }
  return urls;
}

async function allReads(): Promise<Read[]> {
  const reads: Read[] = [];
  for (const [path, load] of Object.entries(modules)) {
    const exports = (await load()) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value !== "function" || !/Options$/.test(name)) continue;
      const options = optionsOf(value as (...args: unknown[]) => unknown);
      if (!options?.queryFn) continue;
      reads.push({
        owner: `${path.replace("/src/", "")}#${name}`,
        key: JSON.stringify(options.queryKey),
        urls: await urlsFetchedBy(options.queryFn),
      });
    }
  }
  return reads;
}

afterEach(() => vi.unstubAllGlobals());

describe("query ownership", () => {
  it("when the frontend's reads are listed, then each key has one owning module and each endpoint one key", async () => {
    const reads = await allReads();
    expect(reads.length).toBeGreaterThan(40);

    const ownersOfKey = new Map<string, Set<string>>();
    const keysOfUrl = new Map<string, Set<string>>();
    for (const read of reads) {
      const modulePath = read.owner.split("#")[0] as string;
      ownersOfKey.set(read.key, (ownersOfKey.get(read.key) ?? new Set()).add(modulePath));
      if (COMPOSED_READS.has(read.owner)) continue;
      for (const url of read.urls) keysOfUrl.set(url, (keysOfUrl.get(url) ?? new Set()).add(`${read.key} (${read.owner})`));
    }
    const sharedKeys = [...ownersOfKey].filter(([, owners]) => owners.size > 1).map(([key, owners]) => `${key}: ${[...owners].join(", ")}`);
    const urlsUnderTwoKeys = [...keysOfUrl].filter(([, keys]) => keys.size > 1).map(([url, keys]) => `${url}: ${[...keys].join(" | ")}`);
    expect(sharedKeys).toEqual([]);
    expect(urlsUnderTwoKeys).toEqual([]);
    // The exemption names a read that still exists (a stale entry would hide nothing, but says nothing true).
    for (const owner of COMPOSED_READS) expect(reads.map((r) => r.owner)).toContain(owner);
  });

  it("when the dashboard is read, then its endpoint is fetched by exactly one read", async () => {
    const reads = await allReads();
    expect(reads.filter((r) => r.urls.includes("/api/user/dashboard")).map((r) => r.key)).toHaveLength(1);
  });
});
