/** Small helpers shared by the benchmark scripts: each figure is printed as one JSON line. */
export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

export function report(figure: Record<string, unknown>): void {
  console.log(JSON.stringify(figure));
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const start = performance.now();
  const result = await fn();
  return { seconds: (performance.now() - start) / 1000, result };
}

/** Runs `workers` async loops at once, each until `perWorker` iterations are done. */
export async function concurrently(workers: number, perWorker: number, step: (worker: number, i: number) => Promise<void>): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      for (let i = 0; i < perWorker; i++) await step(w, i);
    }),
  );
}

export const scale = Number(process.env.BENCH_SCALE ?? "1");
export const runs = Math.max(3, Number(process.env.BENCH_RUNS ?? "3"));
