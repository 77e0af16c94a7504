import { useSite } from "@/lib/queries/site";

/** The brand's initials ("Share Invest" → "SI"): the mark when no LOGO_URL is set. */
export function monogram(brandName: string): string {
  const words = brandName.split(/\s+/).filter((w) => /^[\p{L}\p{N}]/u.test(w));
  return words
    .slice(0, 2)
    .map((w) => (w[0] as string).toUpperCase())
    .join("");
}

/** The header's logo: LOGO_URL's image, else the brand's initials; the brand's name beside it. */
export function BrandLogo() {
  const site = useSite().data;
  const brandName = site?.brandName ?? "Share Invest";
  return (
    <>
      {site?.logoUrl ? (
        <img className="brand-logo" src={site.logoUrl} alt="" width={28} height={28} />
      ) : (
        <span className="brand-mark" aria-hidden="true">
          {monogram(brandName)}
        </span>
      )}
      {brandName}
    </>
  );
}
