/**
 * The server's pre-render of the public pages (built with `vite build --ssr`, loaded by
 * ledger-service/src/web-app): the page's HTML as the browser's first render makes it, with the
 * running server's identity, so a phone paints the page before any script has run.
 */
import type { SiteIdentity } from "@app/contracts/api/site";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom";
import { App } from "./app/app";
import { appRoutes } from "./app/router";
import { siteQueryOptions } from "./lib/queries/site";
import { createQueryClient } from "./lib/query-client";
import type { PrerenderModule } from "./prerender-module";

export { PRERENDERED_PATHS } from "./app/router";

/** The markup of `#root` for `pathname` (one of PRERENDERED_PATHS), as a visitor without a session sees it. */
export const renderPage: PrerenderModule["renderPage"] = async (pathname: string, site: SiteIdentity): Promise<string> => {
  const queryClient = createQueryClient();
  queryClient.setQueryData(siteQueryOptions().queryKey, site);
  const handler = createStaticHandler(appRoutes(queryClient));
  const context = await handler.query(new Request(new URL(pathname, "http://localhost")));
  if (context instanceof Response) throw new Error(`${pathname} answers a redirect, not a page`);
  return renderToString(
    <App queryClient={queryClient}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </App>,
  );
};
