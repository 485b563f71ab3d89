import { describe, expect, it } from "vitest";
import { parseCsv, parseCsvRows } from "../../scripts/lib/csv.mjs";

describe("parseCsv", () => {
  it("keys rows by the header and reads missing trailing cells as empty", () => {
    expect(parseCsv("code,name,price\n600519,贵州茅台,1422.22\n000001,平安银行\n")).toEqual([
      { code: "600519", name: "贵州茅台", price: "1422.22" },
      { code: "000001", name: "平安银行", price: "" },
    ]);
  });

  it("reads quoted fields with commas, doubled quotes and line breaks, CRLF endings and a BOM", () => {
    const text = '\uFEFFid,title\r\n1,"关于""回购"",进展的公告"\r\n2,"two\nlines"\r\n';
    expect(parseCsvRows(text)).toEqual([
      ["id", "title"],
      ["1", '关于"回购",进展的公告'],
      ["2", "two\nlines"],
    ]);
  });

  it("skips blank lines and returns nothing for an empty file", () => {
    expect(parseCsv("a,b\n\n1,2\n\n")).toEqual([{ a: "1", b: "2" }]);
    expect(parseCsv("")).toEqual([]);
  });
});
