import type { SiteIdentity } from "@app/contracts/api/site";
import { waitFor } from "@testing-library/react";
import type { Root } from "react-dom/client";
import { createMemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeSession } from "@/lib/auth-storage";
import { createQueryClient } from "@/lib/query-client";
import { stubFetch } from "@/testing/render";
import { appRoutes, loadMatchedRoutes } from "./app/router";
import { startApp } from "./app/start";
import { PRERENDERED_PATHS, renderPage } from "./prerender";

const site: SiteIdentity = {
  brandName: "Acme Shares",
  publicUrl: "https://invest.acme.ng",
  supportEmail: "help@acme.ng",
  legalName: "Acme Ltd",
};
let root: Root | undefined;

/** The page as the server sends it (web-app.ts): the identity as JSON data, #root holding the pre-render. */
async function openPrerendered(path: string): Promise<HTMLElement> {
  document.head.innerHTML = `<title>${site.brandName}</title><script type="application/json" id="site-identity">${JSON.stringify(site)}</script>`;
  document.body.innerHTML = `<div id="root">${await renderPage(path, site)}</div>`;
  window.history.replaceState(null, "", path);
  return document.getElementById("root") as HTMLElement;
}

afterEach(() => {
  root?.unmount();
  localStorage.clear();
});

describe("the pre-rendered public pages", () => {
  it("when the server renders a public page, then it shows the configured brand and contact, and no other brand", async () => {
    const home = document.createElement("div");
    home.innerHTML = await renderPage("/", site);
    expect(home.querySelector("h1")).toHaveTextContent("Own a share of real growth with Acme Shares");
    expect(home.querySelector("footer")).toHaveTextContent("help@acme.ng");
    expect(home).not.toHaveTextContent("Share Invest");
  });

  it.each(PRERENDERED_PATHS)(
    "when %s's code is loaded before the router starts, then its first render is the page, not the fallback",
    async (path) => {
      const routes = appRoutes(createQueryClient());
      expect(createMemoryRouter(appRoutes(createQueryClient()), { initialEntries: [path] }).state.initialized).toBe(false);
      await loadMatchedRoutes(routes, path);
      expect(createMemoryRouter(routes, { initialEntries: [path] }).state.initialized).toBe(true);
    },
  );

  it.each(PRERENDERED_PATHS)("when %s is hydrated, then React keeps the server's elements and reports no mismatch", async (path) => {
    stubFetch();
    const container = await openPrerendered(path);
    const heading = container.querySelector("h1");
    expect(heading).not.toBeNull();
    const mismatches = vi.fn();
    root = await startApp(container, { onRecoverableError: mismatches });
    // The page's title is set by an effect, after hydration has committed.
    await waitFor(() => expect(document.title).toMatch(/ \| Acme Shares$/));
    expect(mismatches).not.toHaveBeenCalled();
    expect(container.contains(heading)).toBe(true);
  });

  it("when a signed-in investor opens a pre-rendered page, then after hydration the header shows their links", async () => {
    stubFetch();
    storeSession({ _id: "u-1", fullName: "Ada", email: "ada@example.com" } as never);
    const container = await openPrerendered("/plans");
    const mismatches = vi.fn();
    root = await startApp(container, { onRecoverableError: mismatches });
    await waitFor(() => expect(container.querySelector("nav")).toHaveTextContent("Dashboard"));
    expect(container.querySelector("nav")).not.toHaveTextContent("Register");
    expect(mismatches).not.toHaveBeenCalled();
  });
});
