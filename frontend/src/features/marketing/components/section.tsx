import type { ReactNode } from "react";

/** One stacked block of a marketing page. */
export function Section({ title, children, tone }: { title: string; children: ReactNode; tone?: "alt" }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className={tone === "alt" ? "section section-alt" : "section"} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
