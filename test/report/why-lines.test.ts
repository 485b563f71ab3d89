import { describe, expect, it } from "vitest";
import type { Verdict } from "../../src/debate/debate-types";
import { whyBlocks } from "../../src/report/why-lines";
import type { ReportBlock } from "../../src/wire/report-document";

/** The blocks as a reader reads them: a group's title, then its lines; a paragraph's label, then its text. */
function read(blocks: ReportBlock[]): string {
  return blocks
    .map((b) => {
      if (b.kind === "paragraph") return `${b.label ? `${b.label}：` : ""}${b.text}`;
      if (b.kind === "group") return `${b.title}：\n${read(b.blocks)}`;
      if (b.kind === "list") return b.items.map((i) => `  ${i.label ? `${i.label} ` : ""}${i.text}`).join("\n");
      return "";
    })
    .join("\n");
}

const base: Verdict = {
  stance: "bearish",
  scores: { factuality: 80, logic: 60, relevance: 50, riskCoverage: 40, overall: 63 },
  rule: "",
  coreConclusion: "",
  disputeFocus: [],
  risks: [],
  confidence: "可能",
};

describe("the report's why and what-changed lines", () => {
  it("says nothing for a verdict without them", () => {
    expect(whyBlocks(base)).toEqual([]);
  });

  it("lists the shares, the points for and against the stance, and the opening beside the final verdict", () => {
    const text = read(
      whyBlocks({
        ...base,
        attribution: {
          dimensions: [
            { key: "factuality", weight: 0.35, score: 80, share: 0.459 },
            { key: "logic", weight: 0.25, score: 60, share: 0.246 },
            { key: "relevance", weight: 0.2, score: 50, share: 0.164 },
            { key: "riskCoverage", weight: 0.2, score: 40, share: 0.131 },
          ],
          for: [{ pointId: "bear-t2-p1", side: "bear", claim: "经营现金流下降", weight: 1.35 }],
          against: [],
        },
        change: {
          rounds: 3,
          opening: { stance: "bullish", overall: 65, factuality: 100 },
          final: { stance: "bearish", overall: 74, factuality: 100 },
          changed: true,
          scorer: "offline_rule",
        },
      }),
    );
    expect(text).toContain("综合分构成 事实性 46%，逻辑强度 25%，相关性 16%，风险覆盖 13%");
    expect(text).toContain("支持结论的空方论点（分量最重的三条）：\n  1. 经营现金流下降（分量1.35）");
    expect(text).toContain("反对结论的多方论点（分量最重的三条）：\n  无已核验论点");
    expect(text).toContain("仅凭开篇轮 看多（综合分65），全部3轮 看空（综合分74）——后续轮次改变了结论");
    expect(text).not.toContain("bear-t2-p1"); // no internal id in prose
  });

  it("tags every block with its topic, so the page's verdict card can show exactly these lines of 评分", () => {
    const dimensions = [{ key: "factuality" as const, weight: 0.35, score: 80, share: 1 }];
    const change = {
      rounds: 2,
      opening: { stance: "bullish" as const, overall: 65, factuality: 100 },
      final: { stance: "bearish" as const, overall: 74, factuality: 100 },
      changed: true,
      scorer: "offline_rule" as const,
      openingJudge: { source: "judge" as const, stance: "neutral" as const, overall: 55, factuality: 60 },
    };
    const blocks = whyBlocks({ ...base, attribution: { dimensions, for: [], against: [] }, change });
    expect(blocks.map((b) => b.topic)).toEqual(["why", "why", "why", "why", "change", "change"]);
    expect(blocks[0]).toMatchObject({ kind: "paragraph", label: "为何是这个结论（程序计算）" });
    expect(blocks[4]).toMatchObject({ kind: "paragraph", label: "辩论改变了什么" });
  });

  it("names a role graph's points by role and the direction each argues", () => {
    const dimensions = [{ key: "factuality" as const, weight: 0.35, score: 80, share: 1 }];
    const text = read(
      whyBlocks({
        ...base,
        attribution: {
          by: "stance",
          dimensions,
          for: [{ pointId: "skeptic-t6-p1", role: "skeptic", stance: "bearish", claim: "均线空头排列", weight: 0.94 }],
          against: [{ pointId: "x-t1-p1", role: "fin_earnings", stance: "bullish", claim: "现金流增长", weight: 0.77 }],
        },
      }),
    );
    expect(text).toContain(
      "论证看空的论点（支持结论，分量最重的三条）：\n  1. 均线空头排列（质疑智能体，看空，分量0.94）",
    );
    expect(text).toContain(
      "论证其他方向的论点（反对结论，分量最重的三条）：\n  1. 现金流增长（收益分析师，看多，分量0.77）",
    );
    expect(text).not.toMatch(/skeptic|fin_earnings/);
  });

  it("with the ablation option says what the judge gave the opening round alone and that it cost one more call", () => {
    const change = {
      rounds: 2,
      opening: { stance: "bullish" as const, overall: 65, factuality: 100 },
      final: { stance: "bearish" as const, overall: 74, factuality: 100 },
      changed: true,
      scorer: "offline_rule" as const,
    };
    const judged = read(
      whyBlocks({
        ...base,
        change: { ...change, openingJudge: { source: "judge", stance: "neutral", overall: 55, factuality: 60 } },
      }),
    );
    expect(judged).toContain(
      "裁判单独评议开篇轮：同一裁判（同一模型）仅凭开篇轮给出中性（综合分55，经同一规则校正），" +
        "全部2轮的裁决为看空（综合分63）——为此多调用了一次裁判模型，已计入用量。",
    );
    const failed = read(whyBlocks({ ...base, change: { ...change, openingJudgeFailed: "模型超时" } }));
    expect(failed).toContain("为此多调用了一次裁判模型，但这次调用未能完成：模型超时；上面的结论不受影响。");
    expect(read(whyBlocks({ ...base, change }))).not.toContain("裁判单独评议开篇轮");
  });
});
