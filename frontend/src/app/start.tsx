import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root, type RootOptions } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app";
import { appRoutes, loadMatchedRoutes } from "./router";

/**
 * Starts the app in `container`. A page the server sent rendered (prerender.tsx) is hydrated:
 * its route's code is loaded first, so the router's first render is that page and React keeps
 * the server's elements; any other page is rendered from scratch.
 */
export async function startApp(container: HTMLElement, options: Pick<RootOptions, "onRecoverableError"> = {}): Promise<Root> {
  const queryClient = createQueryClient();
  const routes = appRoutes(queryClient);
  if (!container.hasChildNodes()) {
    const root = createRoot(container, options);
    root.render(
      <App queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </App>,
    );
    return root;
  }
  await loadMatchedRoutes(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  // Hydrating in a transition lets React yield to the browser between components: the page,
  // already painted, answers a tap while its scripts attach.
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>,
      options,
    );
  });
  return root as Root;
}
