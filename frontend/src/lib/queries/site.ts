import type { SiteIdentity } from "@app/contracts/api/site";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The brand until the server's answer arrives (the server's default BRAND_NAME too). */
export const DEFAULT_BRAND = "Share Invest";

/** The identity the server wrote into index.html (web-app.ts), if any: no request, no flash of another name. */
function embeddedIdentity(): SiteIdentity | undefined {
  const text = typeof document === "undefined" ? null : document.getElementById("site-identity")?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteIdentity;
  } catch {
    return undefined;
  }
}

/** GET /api/site: who runs the platform; an unset field is absent (its section is hidden). */
export async function getSiteIdentity(): Promise<SiteIdentity> {
  const site = await apiRequest<Partial<SiteIdentity> | undefined>("/api/site", { auth: false });
  return { ...site, brandName: site?.brandName || DEFAULT_BRAND, publicUrl: site?.publicUrl ?? "" };
}

export const siteQueryOptions = () =>
  queryOptions({ queryKey: ["site"], queryFn: getSiteIdentity, staleTime: Number.POSITIVE_INFINITY, initialData: embeddedIdentity });

export function useSite() {
  return useQuery(siteQueryOptions());
}

/**
 * The brand, also while the identity loads. It only reads what the footer (always mounted) or
 * index.html brought: a page's title asks for no request of its own.
 */
export function useBrandName(): string {
  return useQuery({ ...siteQueryOptions(), enabled: false }).data?.brandName ?? DEFAULT_BRAND;
}
