import type { SiteIdentity } from "@app/contracts/api/site";

/**
 * What the build's pre-render (prerender.tsx, built into dist/.prerender/prerender.js) exports:
 * the server (ledger-service/src/web-app) loads it by this type. Kept free of React so the
 * server's type check can import it (`@app/frontend/prerender-module`).
 */
export interface PrerenderModule {
  /** The one list of the public pages the server sends rendered (app/router.tsx). */
  PRERENDERED_PATHS: readonly string[];
  /** The markup of `#root` for `pathname` (one of PRERENDERED_PATHS), as a visitor without a session sees it. */
  renderPage(pathname: string, site: SiteIdentity): Promise<string>;
}
