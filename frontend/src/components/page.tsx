import { type ReactNode, useEffect } from "react";
import { useBrandName } from "@/lib/queries/site";

type PageProps = { title: string; children: ReactNode; narrow?: boolean; heading?: ReactNode };

/** A page's frame: the document title and the single h1. */
export function Page({ title, children, narrow, heading }: PageProps) {
  const brandName = useBrandName();
  useEffect(() => {
    document.title = `${title} | ${brandName}`;
  }, [title, brandName]);
  return (
    <div className={narrow ? "page page-narrow" : "page"}>
      {heading ?? <h1 className="page-title">{title}</h1>}
      {children}
    </div>
  );
}
