import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The id of the request being served, for every log line written while serving it (the
 * logger's mixin reads it), including lines from code that only holds ctx.logger.
 */
export const requestIds = new AsyncLocalStorage<string>();

export function requestIdMixin(): Record<string, string> {
  const reqId = requestIds.getStore();
  return reqId ? { reqId } : {};
}
