import { describe, expect, it } from "vitest";
import { displayWidth, wrapText } from "../../src/shared/text-width";

describe("terminal columns", () => {
  it("counts a CJK character, a full-width mark and an emoji as two, Latin as one, a variation selector as none", () => {
    expect(displayWidth("贵州茅台")).toBe(8);
    expect(displayWidth("ROE 15.2%")).toBe(9);
    expect(displayWidth("（）：")).toBe(6);
    expect(displayWidth("✅❌❔⛔")).toBe(8);
    // ⚠ is narrow on its own; the emoji selector after it draws it as an emoji, two columns.
    expect(displayWidth("⚠️")).toBe(2);
  });
});

describe("wrapping a paragraph to a width", () => {
  const text =
    "贵州茅台2024年营业总收入1741.44亿元，同比增长15.66%，归母净利润862.28亿元，经营现金流稳健；ROE 仍在 30% 以上。";

  it("keeps every line within the width, the bullet on the first line and the indent on the others", () => {
    const lines = wrapText(text, 30, "· ", "  ");
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(displayWidth(line)).toBeLessThanOrEqual(30);
    expect(lines[0]!.startsWith("· ")).toBe(true);
    for (const line of lines.slice(1)) expect(line.startsWith("  ")).toBe(true);
    // Nothing lost or added but the breaks: the text reads the same with its spaces taken out.
    const squeeze = (t: string) => t.replace(/\s/g, "");
    expect(squeeze(lines.map((l) => l.slice(2)).join(""))).toBe(squeeze(text));
  });

  it("never starts a line with closing punctuation and never cuts a number that fits on a line", () => {
    for (const width of [20, 21, 22, 23, 24, 25, 26, 27]) {
      const lines = wrapText(text, width);
      for (const line of lines) {
        expect(line).not.toMatch(/^[，。；：、）%]/);
        expect(displayWidth(line)).toBeLessThanOrEqual(width);
      }
      for (const n of ["1741.44", "15.66%", "862.28"]) expect(lines.some((l) => l.includes(n))).toBe(true);
    }
  });

  it("moves a run of closing marks with the character before them, not only the last mark", () => {
    // "）" fits at the end of the first line, "：" does not: both go down with the "1" before them.
    expect(wrapText("存疑（回应：空方第1轮论点1）：毛利率下滑", 30, "· ", "  ")).toEqual([
      "· 存疑（回应：空方第1轮论点",
      "  1）：毛利率下滑",
    ]);
  });

  it("cuts a Latin run wider than a line where the line ends", () => {
    const lines = wrapText("x".repeat(25), 10);
    expect(lines).toEqual(["x".repeat(10), "x".repeat(10), "x".repeat(5)]);
  });

  it("makes one paragraph of line breaks and drops terminal control and bidi characters", () => {
    expect(wrapText("第一行\n第二行\u001b[2J\u202e完", 80)).toEqual(["第一行 第二行[2J完"]);
  });

  it("keeps a short text on one line and an empty one as one empty line", () => {
    expect(wrapText("看多", 40, "裁决：")).toEqual(["裁决：看多"]);
    expect(wrapText("", 40)).toEqual([""]);
  });
});
