import { describe, expect, it } from "vitest";
import { clipText, ELLIPSIS } from "../../src/shared/clip-text";

describe("clipText cuts at a boundary a reader can trust", () => {
  it("leaves text within the limit unchanged, and ends cut text with an ellipsis within the limit", () => {
    expect(clipText("公司层面存在利空信号", 10)).toBe("公司层面存在利空信号");
    const cut = clipText("公司层面存在利空信号，股东减持", 8);
    expect(cut).toBe(`公司层面存在利${ELLIPSIS}`);
    expect(Array.from(cut).length).toBeLessThanOrEqual(8);
  });

  it("never splits a number: integer, decimal, percentage or signed", () => {
    expect(clipText("营业总收入1741.44亿元", 9)).toBe(`营业总收入${ELLIPSIS}`);
    expect(clipText("营业总收入1741.44亿元", 12)).toBe(`营业总收入${ELLIPSIS}`);
    expect(clipText("同比15.66%增长较快", 8)).toBe(`同比${ELLIPSIS}`);
    expect(clipText("同比-5个百分点", 4)).toBe(`同比${ELLIPSIS}`);
    expect(clipText("净利润1,234,567元", 9)).toBe(`净利润${ELLIPSIS}`);
  });

  it("never cuts a number from its magnitude: 1.5万亿 is not 1.5万", () => {
    const clipped = clipText("营收规模达到1.5万亿元，同比增长", 11);
    expect(clipped.endsWith("…")).toBe(true);
    expect(clipped).not.toMatch(/1\.5万…/);
  });

  it("never leaves the front of a tag", () => {
    expect(clipText("关于减持的公告<script>alert(1)</script>", 12)).toBe(`关于减持的公告${ELLIPSIS}`);
    expect(clipText("a <em>b</em> c d e", 5)).toBe(`a${ELLIPSIS}`);
  });

  it("never splits a surrogate pair, counting characters rather than UTF-16 units", () => {
    const text = "𠮷野家𠮷野家𠮷野家";
    const cut = clipText(text, 5);
    expect(cut).toBe(`𠮷野家𠮷${ELLIPSIS}`);
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/u);
  });
});
