import { describe, expect, it } from "vitest";
import { splitText } from "../../../src/ingest/chunks/text-splitter";

const strip = (s: string) => s.replace(/\s+/g, "");

// A realistic annual-report passage: paragraphs of varying length, one far longer than the limit.
const PARAGRAPHS = [
  "一、报告期内公司所处行业情况",
  "2024年，白酒行业整体延续结构性调整，高端白酒需求保持韧性。公司坚持以消费者为中心，持续推进营销体制改革！渠道库存保持在合理区间；经销商结构进一步优化。",
  Array.from(
    { length: 12 },
    (_, i) =>
      `第${i + 1}项举措：公司加快数字化营销平台建设，完善“i茅台”线上渠道功能，提升直销渠道收入占比，同时加强对经销商的考核与服务？`,
  ).join(""),
  "二、报告期内公司从事的主要业务",
  `公司主要业务为茅台酒及系列酒的生产与销售${"，产品覆盖高中低各价格带".repeat(40)}。`,
];
const TEXT = PARAGRAPHS.join("\n\n");

describe("splitText", () => {
  const pieces = splitText(TEXT, { maxChars: 120 });

  it("never produces a piece longer than maxChars", () => {
    expect(TEXT.length).toBeGreaterThan(600);
    for (const p of pieces) expect(p.length).toBeLessThanOrEqual(120);
  });

  it("loses nothing: the pieces put back together are the text", () => {
    expect(strip(pieces.join(""))).toBe(strip(TEXT));
  });

  it("keeps short paragraphs whole and together", () => {
    expect(pieces[0]).toBe(`${PARAGRAPHS[0]}\n${PARAGRAPHS[1]}`);
  });

  it("splits a long paragraph at sentence ends (。！？；), not mid-sentence", () => {
    const longParagraph = pieces.filter((p) => p.includes("项举措"));
    expect(longParagraph.length).toBeGreaterThan(1);
    for (const p of longParagraph) expect(p).toMatch(/？$/);
  });

  it("cuts inside a sentence only when the sentence alone exceeds maxChars", () => {
    const cut = pieces.filter((p) => p.includes("价格带"));
    expect(cut.length).toBeGreaterThan(1);
    expect(cut.slice(0, -1).every((p) => p.length === 120)).toBe(true);
  });

  it("returns nothing for blank text and one piece for short text", () => {
    expect(splitText(" \n\n ", { maxChars: 300 })).toEqual([]);
    expect(splitText("公司2024年度实现营业总收入1741.44亿元。", { maxChars: 300 })).toEqual([
      "公司2024年度实现营业总收入1741.44亿元。",
    ]);
  });

  it("never splits a surrogate pair", () => {
    const pieces2 = splitText("𠀀".repeat(10), { maxChars: 3 });
    expect(pieces2.join("")).toBe("𠀀".repeat(10));
    for (const p of pieces2) expect(p.length).toBeLessThanOrEqual(3);
    expect(pieces2.every((p) => p.length % 2 === 0)).toBe(true);
  });

  it("rejects a useless limit", () => {
    expect(() => splitText("abc", { maxChars: 0 })).toThrow(RangeError);
  });
});
