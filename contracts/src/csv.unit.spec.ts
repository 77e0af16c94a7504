import { describe, expect, it } from "vitest";
import { csvLine, defuseCell, toCsv } from "./csv.js";

describe("CSV writer", () => {
  it("when a cell holds a comma, a quote or a line break, then it is quoted with quotes doubled", () => {
    expect(
      toCsv(
        ["a", "b"],
        [
          ["x,y", 'say "hi"'],
          ["two\nlines", "plain"],
        ],
      ),
    ).toBe('a,b\r\n"x,y","say ""hi"""\r\n"two\nlines",plain');
  });

  it("when a cell starts with = + - @ tab or CR, then it gets a leading apostrophe", () => {
    for (const cell of ["=SUM(A1)", "+1+2", "-A1", "@cmd", "\tx", "\rx"]) expect(defuseCell(cell)).toBe(`'${cell}`);
    expect(csvLine(['=HYPERLINK("http://evil.test")', "ok"])).toBe(`"'=HYPERLINK(""http://evil.test"")",ok\r\n`);
  });

  it("when a cell is a plain number, negative or not, then it stays as it is and summable", () => {
    expect(csvLine([-5, "-12.50", "90.12", 0])).toBe("-5,-12.50,90.12,0\r\n");
  });

  it("when a cell is empty, null, a date or a flag, then it is written as the audit exports always wrote it", () => {
    expect(csvLine(["", null, undefined, new Date("2026-01-02T03:04:05.000Z"), true, false])).toBe(
      ",,,2026-01-02T03:04:05.000Z,true,false\r\n",
    );
  });
});
