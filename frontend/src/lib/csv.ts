import { saveBlob } from "./download";

export function downloadCsv(filename: string, csv: string): void {
  saveBlob(new Blob([csv], { type: "text/csv;charset=utf-8" }), filename);
}
