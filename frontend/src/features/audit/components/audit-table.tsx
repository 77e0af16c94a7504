import type { ReactNode } from "react";
import "../audit.css";

export type AuditColumn<Row> = { header: string; cell: (row: Row) => ReactNode; className?: string };

type AuditTableFrameProps = {
  caption: string;
  /** The table's own class beside `audit-table table-compact` (its column widths). */
  className?: string;
  headers: { header: string; className?: string }[];
  /** The table's rows. */
  children: ReactNode;
};

/**
 * The audit area's table: every column at least as wide as its content, the table scrolling
 * sideways inside its card (an auditor compares across a row, so rows are not stacked on phones).
 */
export function AuditTableFrame({ caption, className, headers, children }: AuditTableFrameProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className="table-wrap audit-table-wrap" tabIndex={0} aria-label={caption}>
      <table className={className ? `audit-table table-compact ${className}` : "audit-table table-compact"}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {headers.map((column) => (
              <th key={column.header} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

type AuditTableProps<Row> = { columns: AuditColumn<Row>[]; rows: Row[]; rowKey: (row: Row) => string; caption: string };

/** An audit table of one cell a column per row. */
export function AuditTable<Row>({ columns, rows, rowKey, caption }: AuditTableProps<Row>) {
  return (
    <AuditTableFrame caption={caption} headers={columns}>
      {rows.map((row) => (
        <tr key={rowKey(row)}>
          {columns.map((column) => (
            <td key={column.header} className={column.className}>
              {column.cell(row)}
            </td>
          ))}
        </tr>
      ))}
    </AuditTableFrame>
  );
}
