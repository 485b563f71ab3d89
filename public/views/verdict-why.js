// @ts-check
// The verdict card's "why": each quality dimension's share of the overall score and the verified points that weighed
// most for and against the stance, by side or by the roles' stances in a role graph (computed in code,
// src/verdict/attribution.ts), and what the rounds after the opening changed
// (src/debate/protocols/adversarial/debate-change.ts), with the judge's own opening verdict when the debate asked.
import { h } from "../ui/dom.js";
import { AGENT_ROLE, SCORE_AXES, STANCE } from "../lib/labels.js";

/** @typedef {import("../../src/wire/wire").Verdict} Verdict */
/** @typedef {NonNullable<Verdict["attribution"]>} Attribution */
/** @typedef {NonNullable<Verdict["change"]>} DebateChange */

const SIDE = { bull: "多方", bear: "空方" };
/** @param {number} x */
const share = (x) => `${Math.round(x * 100)}%`;

/** @param {Attribution} a @param {Verdict["stance"]} stance */
export function attributionView(a, stance) {
  const labelOf = (/** @type {string} */ key) => SCORE_AXES.find((x) => x.key === key)?.label ?? key;
  // A role graph's point names its role and the direction it argues; an adversarial one's side is its group's title.
  const who = (/** @type {Attribution["for"][number]} */ p) =>
    p.role === undefined ? "" : `${AGENT_ROLE[p.role] ?? "未知角色"}，${p.stance ? `${STANCE[p.stance]?.text}，` : ""}`;
  const list = (/** @type {Attribution["for"]} */ points, /** @type {string} */ title) =>
    points.length === 0
      ? h("p", { class: "muted small" }, `${title}：无已核验论点`)
      : [
          h("p", { class: "small" }, title),
          h(
            "ol",
            { class: "verdict__why-points" },
            points.map((p) => h("li", {}, `${p.claim}（${who(p)}权重${p.weight.toFixed(2)}）`)),
          ),
        ];
  const titles = a.by === "stance" ? stanceTitles(stance) : sideTitles(a, stance);
  return h(
    "div",
    { class: "verdict__why" },
    h(
      "p",
      { class: "small" },
      `综合分构成：${a.dimensions.map((d) => `${labelOf(d.key)} ${share(d.share)}`).join("，")}`,
    ),
    list(a.for, titles.for),
    list(a.against, titles.against),
    h(
      "p",
      { class: "muted small" },
      `分量 = 论点置信度 × 1.5（${titles.others}未以已核验论点反驳）或 × 1（已被反驳）；未核验的论点不计。`,
    ),
  );
}

/**
 * The adversarial debate's groups: the side the stance follows (neutral: 多方) and the other.
 * @param {Attribution} a @param {Verdict["stance"]} stance
 */
function sideTitles(a, stance) {
  const forSide = a.for[0]?.side ?? (stance === "bearish" ? "bear" : "bull");
  const againstSide = forSide === "bull" ? "bear" : "bull";
  const lead = stance === "neutral" ? "" : "支持结论的";
  return {
    for: `${lead}${SIDE[forSide]}论点（分量最重的三条）`,
    against: `${stance === "neutral" ? "" : "反对结论的"}${SIDE[againstSide]}论点（分量最重的三条）`,
    others: "对方",
  };
}

/**
 * A role graph's groups: the points arguing the verdict's direction, and the others.
 * @param {Verdict["stance"]} stance
 */
function stanceTitles(stance) {
  return {
    for: `${stance === "neutral" ? "未表明方向" : `论证${STANCE[stance]?.text ?? ""}`}的论点（支持结论，分量最重的三条）`,
    against: `${stance === "neutral" ? "论证看多或看空" : "论证其他方向"}的论点（反对结论，分量最重的三条）`,
    others: "论证其他方向的角色",
  };
}

/** @param {DebateChange} c @param {Verdict} v the verdict the change belongs to */
export function changeView(c, v) {
  const text = (/** @type {DebateChange["final"]} */ x) =>
    `${STANCE[x.stance]?.text ?? x.stance}（综合分${x.overall}）`;
  const rule = h(
    "p",
    { class: "verdict__change" },
    `仅凭开篇轮：${text(c.opening)}；全部${c.rounds}轮：${text(c.final)}。`,
    c.changed ? "后续轮次改变了结论。" : "后续轮次没有改变结论。",
    h("span", { class: "muted small" }, "（两者都按同一代码规则对已核验论点评分，未调用模型）"),
  );
  // The `ablation` option: the debate's own judge over the opening round alone, one extra judge call.
  const judged = c.openingJudgeFailed
    ? h("p", { class: "verdict__change" }, `裁判单独评议开篇轮的追加调用未能完成：${c.openingJudgeFailed}`)
    : c.openingJudge
      ? h(
          "p",
          { class: "verdict__change" },
          `同一裁判仅凭开篇轮：${text(c.openingJudge)}；全部${c.rounds}轮的裁决：${text({ ...v.scores, stance: v.stance })}。`,
          h("span", { class: "muted small" }, "（为此多调用了一次裁判模型，已计入用量）"),
        )
      : null;
  return judged ? h("div", {}, rule, judged) : rule;
}
