import type { ReactNode } from "react";

/** One labelled figure; `className` is the value's (`break` lets an address wrap). */
export type Figure = { label: string; value: ReactNode; className?: string };

type FiguresProps = {
  /** A figure that does not apply is left out as null or false. */
  items: (Figure | null | false)[];
  /** The list's class: `figures` (a grid), or another layout such as the receipt's. */
  className?: string;
  /** "polite" where the figures follow what is typed. */
  live?: "polite";
};

/** Label over value figures (a loan's amounts, a user's balances) as a description list. */
export function Figures({ items, className = "figures", live }: FiguresProps) {
  return (
    <dl className={className} aria-live={live}>
      {items.map((item) =>
        item ? (
          <div key={item.label}>
            <dt>{item.label}</dt>
            <dd className={item.className}>{item.value}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
