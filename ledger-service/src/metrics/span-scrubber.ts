/**
 * Spans keep no query string: reset and verification links carry `?token=`, proof links
 * `?expires=&signature=`. Every attribute that holds a URL or target loses its query (and
 * `url.query` is dropped) before a span is exported. Pure, so a unit test covers it.
 */
const URL_ATTRIBUTES = ["http.target", "http.url", "url.full", "url.path", "http.route", "next.route"];

const withoutQuery = (value: string) => value.replace(/[?#].*$/s, "");

export function scrubSpanAttributes(attributes: Record<string, unknown>): void {
  for (const key of URL_ATTRIBUTES) {
    const value = attributes[key];
    if (typeof value === "string") attributes[key] = withoutQuery(value);
  }
  delete attributes["url.query"];
}

/** A span processor (before the exporting one) that scrubs each span as it ends. */
export const spanScrubber = {
  onStart: () => {},
  onEnd: (span: { attributes: unknown }) => scrubSpanAttributes(span.attributes as Record<string, unknown>),
  forceFlush: async () => {},
  shutdown: async () => {},
};
