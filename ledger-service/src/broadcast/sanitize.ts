import sanitizeHtml from "sanitize-html";

/**
 * The admin's HTML message, reduced to formatting and links: no scripts, styles, forms,
 * event handlers or javascript: URLs reach a recipient's mail client.
 */
export function sanitizeBroadcastHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, "img", "h1", "h2"],
    allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width", "height"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesByTag: { img: ["https", "http"] },
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  }).trim();
}

/** True when the sanitized HTML shows nothing (only tags or whitespace). */
export function isVisiblyEmpty(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: ["img"], allowedAttributes: { img: ["src"] } })
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}
