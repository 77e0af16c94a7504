/** What the n-th request of a run adds: its headers and, for a POST, its body. */
export type RequestSetup = (i: number) => { headers: Record<string, string>; body?: string };

/** An autocannon request whose `setup` (when given) adds headers and a body to each request, numbered from 0. */
export function numberedRequest(method: string, path: string, setup?: RequestSetup) {
  let n = 0;
  return {
    method,
    path,
    setupRequest: (req: Record<string, unknown>) => {
      if (!setup) return req;
      const extra = setup(n++);
      return { ...req, headers: { ...(req.headers as object), ...extra.headers }, ...(extra.body ? { body: extra.body } : {}) };
    },
  };
}
