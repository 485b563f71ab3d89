import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../src/report/render-markdown";
import { renderText } from "../../src/report/render-text";
import { displayWidth } from "../../src/shared/text-width";
import { ReportDocument } from "../../src/wire/report-document";

const DISCLAIMER = "内容由AI生成，仅供研究参考，不构成任何投资建议";

/** A small report as the builder makes one: a header, a numbered section with a point, a table, an own section. */
const doc = ReportDocument.parse({
  disclaimer: DISCLAIMER,
  id: "d_abcdefabcdef",
  ticker: "600519",
  companyName: "贵州茅台",
  protocol: "p",
  status: "done",
  asOf: "2025-06-30",
  title: "贵州茅台(600519) 多空辩论裁决报告",
  facts: [
    { label: "裁决", value: "看多", strong: true, note: "（辩论质量综合分 70，较大可能）" },
    { label: "报告 ID", value: "d_abcdefabcdef" },
  ],
  verdict: null,
  hitRate: 0.5,
  sections: [
    {
      id: "core",
      number: 1,
      title: "核心结论",
      blocks: [
        { kind: "paragraph", text: "营收与利润同步增长，**现金流**稳健。" },
        { kind: "paragraph", label: "裁决规则", text: "：综合分70>60且事实性100≥70，采纳裁判立场：看多" },
      ],
    },
    {
      id: "timeline",
      number: 2,
      title: "辩论时间线",
      blocks: [
        {
          kind: "group",
          title: "第1轮 · 多方首论（命中率 50%）",
          blocks: [
            {
              kind: "list",
              items: [
                {
                  text: "2024年营业总收入1741.44亿元，同比增长15.66%，增长势头延续，品牌护城河深厚",
                  label: "多方第1轮论点1",
                  mark: { status: "verified", symbol: "✅ 已核验", reason: "数字与证据一致" },
                  citations: [{ id: "E1", text: "营业总收入1741.44亿元", period: "2024年报" }],
                  confidence: 0.8,
                },
                {
                  text: "毛利率下滑",
                  label: "多方第1轮论点2",
                  rebuts: "空方第1轮论点1",
                  mark: {
                    status: "doubtful",
                    symbol: "⚠️ 存疑",
                    reason: "毛利率 2023→2024 由91.96%升至92.01%，与“下滑”不符",
                  },
                  citations: [{ id: "E2", text: "毛利率", period: null }],
                  confidence: 0.6,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      id: "evidence",
      number: 3,
      title: "事实证据链",
      blocks: [
        {
          kind: "table",
          columns: ["编号", "证据原文", "来源", "公开日期"],
          rows: [
            [
              { text: "E1" },
              { text: "营业总收入1741.44亿元" },
              { text: "上交所", url: "https://x.example/a" },
              { text: "2025-04-03" },
            ],
            [{ text: "E2" }, { text: "毛利率92.01%" }, { text: "东方财富F10", url: null }, { text: "2025-04-03" }],
          ],
        },
      ],
    },
    {
      id: "scores",
      title: "评分（辩论质量）",
      blocks: [{ kind: "table", columns: ["事实性", "综合"], rows: [[{ text: "100" }, { text: "70" }]] }],
    },
  ],
  usage: { calls: 3, promptTokens: 10, completionTokens: 5 },
  errors: [],
});

describe("the plain-text report (terminals and chat messages)", () => {
  const text = renderText(doc, 48);
  const lines = text.trimEnd().split("\n");

  it("keeps every line within the width and ends with the disclaimer", () => {
    for (const line of lines) expect(displayWidth(line), line).toBeLessThanOrEqual(48);
    expect(lines.at(-1)).toBe(DISCLAIMER);
    expect(text.indexOf(DISCLAIMER)).toBe(text.lastIndexOf(DISCLAIMER));
    expect(lines[0]).toBe("贵州茅台(600519) 多空辩论裁决报告");
  });

  it("writes no Markdown: no headings, bullets, tables, bold or escapes; text from models is shown as written", () => {
    for (const line of lines) expect(line).not.toMatch(/^(#|- |\||> |\s*[，。；：）])/);
    expect(text).not.toContain("\\");
    expect(text).toContain("裁决：看多（辩论质量综合分 70，较大可能）");
    expect(text).toContain("**现金流**"); // the model's own asterisks, not our emphasis
    expect(text).toContain("【1. 核心结论】");
    expect(text).toContain("【评分（辩论质量）】");
    expect(text).toContain("裁决规则：综合分70>60");
  });

  it("gives each point its mark, name, the point it answers, its citations with their periods and the reasons", () => {
    const flat = lines.map((l) => l.trim()).join("");
    expect(flat).toContain("· ✅ 已核验 多方第1轮论点1：2024年营业总收入1741.44亿元");
    expect(flat).toContain("引用 E1（2024年报）；置信度 0.8；理由：数字与证据一致");
    expect(flat).toContain("⚠️ 存疑 多方第1轮论点2（回应：空方第1轮论点1）：毛利率下滑");
    expect(flat).toContain("引用 E2；置信度 0.6");
    expect(text).toContain("▍第1轮 · 多方首论（命中率 50%）");
  });

  it("reads tables row by row: several rows by their first cell, one row as label and value pairs", () => {
    expect(lines).toContain("· 事实性 100，综合 70");
    const flat = lines.map((l) => l.trim()).join("");
    expect(flat).toContain("· E1：证据原文 营业总收入1741.44亿元，来源 上交所，公开日期 2025-04-03");
  });
});

describe("the Markdown report renders the same document", () => {
  const md = renderMarkdown(doc);

  it("puts the disclaimer first and last, numbers the five sections and escapes the document's text", () => {
    expect(md.startsWith(`> ${DISCLAIMER}\n`)).toBe(true);
    expect(md.trimEnd().endsWith(`> ${DISCLAIMER}`)).toBe(true);
    expect(md).toContain("## 1. 核心结论\n");
    expect(md).toContain("## 评分（辩论质量）\n");
    expect(md).toContain("\\*\\*现金流\\*\\*");
    expect(md).toContain("**裁决规则**：综合分70>60");
    expect(md).toContain("- 裁决：**看多**（辩论质量综合分 70，较大可能）");
  });

  it("writes a point with its mark, answer, citations, confidence and reasons; a table with its links", () => {
    expect(md).toContain(
      "- **多方第1轮论点2** ⚠️ 存疑（回应：空方第1轮论点1） 毛利率下滑\n  - 引用：E2「毛利率」；置信度 0.6 — 毛利率",
    );
    expect(md).toContain("| E1 | 营业总收入1741.44亿元 | [上交所](https://x.example/a) | 2025-04-03 |");
    expect(md).toContain("### 第1轮 · 多方首论（命中率 50%）\n\n- **多方第1轮论点1**");
  });
});
