/** One sample line of the Prometheus text format: `name{label="value",...} value`. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  type: string;
  help: string;
  samples: Sample[];
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Reads the Prometheus text exposition format (version 0.0.4) into families by name: what a
 * scraper would see. A histogram's `_bucket`, `_sum` and `_count` samples belong to its family.
 */
export function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const family = (name: string) => {
    let f = families.get(name);
    if (!f) {
      f = { type: "untyped", help: "", samples: [] };
      families.set(name, f);
    }
    return f;
  };
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
    if (meta) {
      const f = family(meta[2] as string);
      if (meta[1] === "TYPE") f.type = meta[3] ?? "untyped";
      else f.help = meta[3] ?? "";
      continue;
    }
    if (line.startsWith("#")) continue;
    const m = SAMPLE.exec(line);
    if (!m) throw new Error(`not a sample line: ${line}`);
    const name = m[1] as string;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? "").matchAll(LABEL))
      labels[l[1] as string] = (l[2] as string).replace(/\\(.)/g, (_, c) => (c === "n" ? "\n" : c));
    const base = name.replace(/_(bucket|sum|count)$/, "");
    const owner = families.get(name) ?? (families.get(base)?.type === "histogram" ? families.get(base) : undefined) ?? family(name);
    owner.samples.push({ name, labels, value: Number(m[3]) });
  }
  return families;
}

/** The value of the sample `name` whose labels include `labels`, or undefined. */
export function sampleValue(
  families: Map<string, Family>,
  family: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  return families.get(family)?.samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}
