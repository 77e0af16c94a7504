import type { ReactNode } from "react";

export type Column<Row> = { header: string; cell: (row: Row, index: number) => ReactNode; className?: string };

type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  caption?: string;
  compact?: boolean;
};

/**
 * A table on wide screens; below 640 px each row becomes a stacked card whose cells carry
 * their column name (data-label), so nothing needs horizontal scrolling on a phone.
 */
export function DataTable<Row>({ columns, rows, rowKey, caption, compact }: DataTableProps<Row>) {
  return (
    <div className="table-wrap">
      <table className={compact ? "data-table table-compact" : "data-table"}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header} className={column.className}>
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
