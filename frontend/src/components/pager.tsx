type PagerProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** "numbers": Prev, 1 2 3, Next. "summary": Prev, 'Page X of Y', Next. */
  variant?: "numbers" | "summary";
  label?: string;
};

/** Prev, the pages, Next: shown only when the list has more than one page. */
export function Pager({ page, totalPages, onPageChange, variant = "summary", label = "Pagination" }: PagerProps) {
  const pages = Math.max(1, totalPages);
  // One page has nowhere to go: no pager (unless the list shrank under a later page, which needs Prev).
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Prev
      </button>
      {variant === "numbers" ? (
        <span className="pager-numbers">
          {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
            <button
              key={number}
              type="button"
              className={number === page ? "btn btn-small btn-current" : "btn btn-small"}
              aria-current={number === page ? "page" : undefined}
              onClick={() => onPageChange(number)}
            >
              {number}
            </button>
          ))}
        </span>
      ) : (
        <span className="pager-summary">
          Page {Math.min(page, pages)} of {pages}
        </span>
      )}
      <button type="button" className="btn btn-small" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
