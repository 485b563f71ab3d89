import type { Verdict } from "../debate/debate-types";
import { roleTitle } from "../debate/protocols/registry";
import { ROLE_ZH, SCORE_ZH, STANCE_ZH } from "../domain/labels";
import type { ReportBlock } from "../wire/report-document";

/**
 * The report's blocks under the scores: why this verdict (each dimension's share of the overall, the verified points
 * that weighed most for and against) and what the rounds after the opening changed. Both computed in code
 * (src/verdict/attribution.ts, src/debate/protocols/adversarial/debate-change.ts); nothing when the verdict has none.
 * A role graph's points are grouped by their roles' stances and each names its role. Each block says its topic: the
 * page's verdict card shows these blocks, and only these, of the 评分 section.
 */
type Attributed = NonNullable<Verdict["attribution"]>["for"][number];

/** The adversarial debate's groups: the side the stance follows (neutral: 多方) and the other side. */
function sideTitles(v: Verdict): { for: string; against: string; others: string } {
  const forSide = v.attribution?.for[0]?.side ?? (v.stance === "bearish" ? "bear" : "bull");
  const againstSide = forSide === "bull" ? "bear" : "bull";
  const directional = v.stance !== "neutral";
  return {
    for: `${directional ? "支持结论的" : ""}${ROLE_ZH[forSide]}论点（分量最重的三条）`,
    against: `${directional ? "反对结论的" : ""}${ROLE_ZH[againstSide]}论点（分量最重的三条）`,
    others: "对方",
  };
}

/** A role graph's groups: the points arguing the verdict's direction, and the others. */
function stanceTitles(stance: Verdict["stance"]): { for: string; against: string; others: string } {
  return {
    for: `${stance === "neutral" ? "未表明方向" : `论证${STANCE_ZH[stance]}`}的论点（支持结论，分量最重的三条）`,
    against: `${stance === "neutral" ? "论证看多或看空" : "论证其他方向"}的论点（反对结论，分量最重的三条）`,
    others: "论证其他方向的角色",
  };
}

/** Who made a role graph's point (its role's title) and the direction it argues; nothing for a side (its group's). */
function whoSaid(p: Attributed): string {
  if (p.role === undefined) return "";
  return `${roleTitle(p.role) ?? "未知角色"}，${p.stance ? `${STANCE_ZH[p.stance]}，` : ""}`;
}

export function whyBlocks(v: Verdict): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  const a = v.attribution;
  if (a) {
    const shares = a.dimensions.map((d) => `${SCORE_ZH[d.key]} ${Math.round(d.share * 100)}%`).join("，");
    blocks.push({
      kind: "paragraph",
      topic: "why",
      label: "为何是这个结论（程序计算）",
      text: `综合分构成 ${shares}。`,
    });
    const titles = a.by === "stance" ? stanceTitles(v.stance) : sideTitles(v);
    const group = (title: string, points: typeof a.for): ReportBlock => ({
      kind: "group",
      topic: "why",
      title,
      blocks: [
        {
          kind: "list",
          items:
            points.length === 0
              ? [{ text: "无已核验论点" }]
              : points.map((p, i) => ({
                  label: `${i + 1}.`,
                  text: `${p.claim}（${whoSaid(p)}分量${p.weight.toFixed(2)}）`,
                })),
        },
      ],
    });
    blocks.push(group(titles.for, a.for), group(titles.against, a.against), {
      kind: "paragraph",
      topic: "why",
      text: `分量 = 论点置信度 × 1.5（${titles.others}未以已核验论点反驳）或 × 1（已被反驳）；未核验的论点不计。`,
    });
  }
  const c = v.change;
  if (c) {
    const text = (x: typeof c.final) => `${STANCE_ZH[x.stance]}（综合分${x.overall}）`;
    blocks.push({
      kind: "paragraph",
      topic: "change",
      label: "辩论改变了什么",
      text:
        `仅凭开篇轮 ${text(c.opening)}，全部${c.rounds}轮 ${text(c.final)}——` +
        `${c.changed ? "后续轮次改变了结论" : "后续轮次没有改变结论"}（两者按同一代码规则对已核验论点评分，` +
        `未调用模型）。`,
    });
    const judged = openingJudgeText(v);
    if (judged) blocks.push({ kind: "paragraph", topic: "change", label: "裁判单独评议开篇轮", text: judged });
  }
  return blocks;
}

/**
 * The `ablation` option's line: the debate's own judge over the opening round alone beside its verdict over every
 * round, and that it cost one more judge call; null when the option was not asked.
 */
export function openingJudgeText(v: Verdict): string | null {
  const c = v.change;
  if (!c) return null;
  if (c.openingJudgeFailed !== undefined) {
    return `为此多调用了一次裁判模型，但这次调用未能完成：${c.openingJudgeFailed}；上面的结论不受影响。`;
  }
  const j = c.openingJudge;
  if (!j) return null;
  return (
    `同一裁判（同一模型）仅凭开篇轮给出${STANCE_ZH[j.stance]}（综合分${j.overall}，经同一规则校正），` +
    `全部${c.rounds}轮的裁决为${STANCE_ZH[v.stance]}（综合分${v.scores.overall}）——` +
    "为此多调用了一次裁判模型，已计入用量。"
  );
}
