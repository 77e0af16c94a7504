#!/usr/bin/env node
// CI's audit (.ci/run): reads `npm audit --omit=dev --json` on stdin and decides. A high or critical
// advisory in the production dependencies fails (exit 1); a registry that could not be asked
// (unreachable, or an endpoint that refuses, 405 here) is a printed warning, never a pass in
// silence (exit 0); anything else it cannot read fails (exit 1).

/** @returns {{ exit: 0 | 1, message: string }} */
export function auditVerdict(text) {
  let report;
  try {
    report = JSON.parse(text);
  } catch {
    return { exit: 1, message: "npm audit printed no JSON report; advisories could not be checked" };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === "object") {
    const high = Number(counts.high ?? 0) + Number(counts.critical ?? 0);
    if (high > 0) {
      const names = Object.entries(report.vulnerabilities ?? {})
        .filter(([, v]) => v.severity === "high" || v.severity === "critical")
        .map(([name, v]) => `${name} (${v.severity})`);
      return {
        exit: 1,
        message: `npm audit found ${high} high or critical advisories in the production dependencies: ${names.join(", ")}`,
      };
    }
    return { exit: 0, message: `npm audit: no high or critical advisory (${counts.total ?? 0} lower ones)` };
  }
  const error = report?.error ?? {};
  const reason = [report?.statusCode, report?.message, error.code, error.summary].filter(Boolean).join(" ");
  if (report?.statusCode || /ENOTFOUND|ECONNREFUSED|ETIMEDOUT|EAI_AGAIN|ENOAUDIT|ECONNRESET/.test(reason))
    return { exit: 0, message: `WARNING: npm audit could not ask the registry (${reason || "no answer"}); advisories were not checked` };
  return { exit: 1, message: `npm audit answered something unexpected: ${text.slice(0, 300)}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const verdict = auditVerdict(Buffer.concat(chunks).toString("utf8"));
  console.log(verdict.message);
  process.exit(verdict.exit);
}
