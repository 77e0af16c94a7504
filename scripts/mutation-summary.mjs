// Reads Stryker's JSON report (reports/mutation/mutation.json, written by `npm run test:mutation`;
// or several reports given as arguments, e.g. of runs one file at a time, merged by file) and writes docs/mutation-summary.json: per mutated file and in total, the mutants by status and
// the mutation score = (killed + timed out) / valid mutants, where the valid mutants are killed,
// timed out, survived and no coverage (ignored mutants, and those that do not compile or crash the
// runner, are not valid). Exits 1 when the total is below 85 % or a file below 95 %.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportFiles = (process.argv.length > 2 ? process.argv.slice(2) : ["reports/mutation/mutation.json"]).map((f) =>
  path.resolve(root, f),
);
const summaryFile = path.join(root, "docs/mutation-summary.json");
const TOTAL_MIN = 85;
const FILE_MIN = 95;

const report = { files: {} };
for (const file of reportFiles) Object.assign(report.files, JSON.parse(readFileSync(file, "utf8")).files);
const statuses = ["Killed", "Timeout", "Survived", "NoCoverage", "Ignored", "CompileError", "RuntimeError"];
const count = (mutants) => Object.fromEntries(statuses.map((s) => [s, mutants.filter((m) => m.status === s).length]));
const score = (c) => {
  const valid = c.Killed + c.Timeout + c.Survived + c.NoCoverage;
  return valid === 0 ? null : Math.round(((c.Killed + c.Timeout) / valid) * 10_000) / 100;
};

const files = Object.entries(report.files)
  .map(([file, { mutants }]) => {
    const c = count(mutants);
    const rel = path.relative(root, path.resolve(root, file)).split(path.sep).join("/");
    return { file: rel, ...c, score: score(c) };
  })
  .sort((a, b) => a.file.localeCompare(b.file));
const all = count(Object.values(report.files).flatMap((f) => f.mutants));
const summary = {
  formula: "mutation score = (Killed + Timeout) / (Killed + Timeout + Survived + NoCoverage), in per cent",
  thresholds: { total: TOTAL_MIN, eachFile: FILE_MIN },
  measured: new Date().toISOString().slice(0, 10),
  total: { ...all, score: score(all) },
  files,
};
writeFileSync(summaryFile, `${JSON.stringify(summary, null, 2)}\n`);

const low = files.filter((f) => f.score !== null && f.score < FILE_MIN);
for (const f of files) console.log(`${f.score === null ? "  -  " : `${f.score.toFixed(2)} %`}  ${f.file}`);
console.log(`${summary.total.score} %  all (${path.relative(root, summaryFile)})`);
if (summary.total.score === null || summary.total.score < TOTAL_MIN || low.length > 0) {
  console.error(
    `mutation score below its threshold: total ${summary.total.score} % (min ${TOTAL_MIN} %)${low.map((f) => `, ${f.file} ${f.score} % (min ${FILE_MIN} %)`).join("")}`,
  );
  process.exit(1);
}
