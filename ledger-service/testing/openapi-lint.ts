import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The API document linted as a client's tooling would: Redocly's `recommended` rules and
 * Spectral's `spectral:oas` ruleset, each run by its own CLI (devDependencies) on the document
 * written to a temporary file. Nothing else is started.
 */
export interface LintProblem {
  tool: "redocly" | "spectral";
  severity: "error" | "warning" | "info" | "hint";
  rule: string;
  message: string;
  /** JSON pointer or path of the problem in the document. */
  where: string;
}

export interface LintReport {
  problems: LintProblem[];
  redocly: { errors: number; warnings: number };
  spectral: { errors: number; warnings: number };
}

const bin = (name: string) => fileURLToPath(new URL(`../../node_modules/.bin/${name}`, import.meta.url));

/** Runs a CLI; its exit status only says whether it found problems, so it is not an error here. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      {
        maxBuffer: 64 * 1024 * 1024,
        // No telemetry or update check from Redocly: this runs offline in CI.
        env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true", NO_COLOR: "1" },
      },
      (error, stdout, stderr) => {
        const start = stdout.search(/[[{]/);
        if (start < 0) reject(new Error(`${path.basename(command)} gave no report (${error?.message ?? ""}): ${stderr.slice(0, 2000)}`));
        else resolve(stdout.slice(start));
      },
    );
  });
}

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }>;
}
interface SpectralResult {
  code: string;
  message: string;
  severity: number;
  path: Array<string | number>;
}

const spectralSeverity = ["error", "warning", "info", "hint"] as const;

/** Lints `document` with both tools and returns every problem they report. */
export async function lintApiDocument(document: unknown): Promise<LintReport> {
  const dir = await mkdtemp(path.join(tmpdir(), "openapi-lint-"));
  try {
    const file = path.join(dir, "openapi.json");
    await writeFile(file, JSON.stringify(document, null, 1));
    await writeFile(path.join(dir, "redocly.yaml"), "extends:\n  - recommended\n");
    await writeFile(path.join(dir, "spectral.yaml"), 'extends: ["spectral:oas"]\n');
    const [redoclyOut, spectralOut] = await Promise.all([
      run(bin("redocly"), ["lint", file, "--config", path.join(dir, "redocly.yaml"), "--format", "json", "--max-problems", "10000"]),
      run(bin("spectral"), ["lint", file, "--ruleset", path.join(dir, "spectral.yaml"), "--format", "json", "--quiet"]),
    ]);
    const redocly = JSON.parse(redoclyOut) as RedoclyReport;
    const spectral = JSON.parse(spectralOut) as SpectralResult[];
    const problems: LintProblem[] = [
      ...redocly.problems.map((p) => ({
        tool: "redocly" as const,
        severity: p.severity === "error" ? ("error" as const) : ("warning" as const),
        rule: p.ruleId,
        message: p.message,
        where: p.location?.[0]?.pointer ?? "",
      })),
      ...spectral.map((r) => ({
        tool: "spectral" as const,
        severity: spectralSeverity[r.severity] ?? "error",
        rule: r.code,
        message: r.message,
        where: r.path.join("."),
      })),
    ];
    const count = (tool: LintProblem["tool"], severity: LintProblem["severity"]) =>
      problems.filter((p) => p.tool === tool && p.severity === severity).length;
    return {
      problems,
      redocly: { errors: redocly.totals.errors, warnings: redocly.totals.warnings },
      spectral: { errors: count("spectral", "error"), warnings: count("spectral", "warning") },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The report as lines: the totals, then each problem (warnings of Redocly included, for the record). */
export function formatLintReport(report: LintReport): string {
  return [
    `redocly (recommended): ${report.redocly.errors} errors, ${report.redocly.warnings} warnings`,
    `spectral (spectral:oas): ${report.spectral.errors} errors, ${report.spectral.warnings} warnings`,
    ...report.problems.map((p) => `  ${p.tool} ${p.severity} ${p.rule}: ${p.message} at ${p.where}`),
  ].join("\n");
}
