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
});
