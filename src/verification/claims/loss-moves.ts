import { type ClaimCheck, changeInto, describeChange, entryOf, pointsOf, targetPoint, undecided } from "./check-series";
import type { Facts } from "./facts";
import type { Assertion } from "./parse-assertions";

/**
 * A loss said to narrow or widen ("亏损同比收窄", "亏损进一步扩大"): the move is the size of a loss, so the clause says
 * the profit was negative in both periods and rose towards zero (收窄) or fell further (扩大). Read as a plain move of
 * the profit, 收窄 would be a fall; a profit positive in either period makes the clause false (a profit, or 转亏).
 */
const LOSS_MOVE = new RegExp(
  "亏损(?:额|幅度|规模)?\\s*(?:同比|环比|较上年|较去年同期)?\\s*" +
    "(?:大幅|明显|显著|进一步|持续|继续|有所|略有|略微)?\\s*(收窄|缩小|减少|减轻|扩大|增加|加大|加剧)",
);
const NARROWS = /收窄|缩小|减少|减轻/;
/**
 * "海外子公司亏损收窄", "光伏业务亏损扩大": a loss with a subject of its own is that subject's, not the clause's
 * profit.
 * The loss is the profit's only when nothing but the profit, a period or a change word stands before it in its
 * clause.
 */
const OWN_LOSS_BEFORE =
  /(?:^|利润|净利|业绩|年度?|季度|上半年|下半年|同比|环比|由盈转|继续|仍然?|仍处于|处于)\s*的?\s*$/;

function lossMove(text: string): RegExpExecArray | null {
  const hit = LOSS_MOVE.exec(text);
  if (!hit) return null;
  const head =
    text
      .slice(0, hit.index)
      .split(/[，,；;。]/)
      .pop() ?? "";
  return OWN_LOSS_BEFORE.test(head.replace(/^\s*(?:而|但|且|其中|同时)/, "")) ? hit : null;
}

/** The check of a loss's move, or null when the clause moves no loss (or its metric is not a profit). */
export function checkLossMove(a: Assertion, facts: Facts): ClaimCheck[] | null {
  const m = a.metric;
  const hit = m && a.direction && entryOf(m).polarity === 1 ? lossMove(a.text) : null;
  if (!m || !hit) return null;
  const word = hit[0];
  const label = entryOf(m).label;
  const expected = `${label}为负且${NARROWS.test(hit[1]!) ? "回升" : "下降"}（${word}）`;
  const points = pointsOf(facts, m);
  const to = targetPoint(a, points);
  const c = to ? changeInto(m, points, to) : null;
  if (!c) return [undecided("direction", expected, `没有${label}可比的上一期数据，无法判断“${word}”`)];
  const found = describeChange(m, c);
  if (c.to.value >= 0 || c.from.value >= 0) {
    const which = c.to.value >= 0 ? "该期" : "上一期";
    return [
      { kind: "direction", ok: false, expected, found, reason: `${found}，${which}为盈利而非亏损，与“${word}”不符` },
    ];
  }
  const ok = NARROWS.test(hit[1]!) ? c.to.value > c.from.value : c.to.value < c.from.value;
  return [{ kind: "direction", ok, expected, found, reason: `${found}，与“${word}”${ok ? "相符" : "不符"}` }];
}

/** The side a loss's move takes: a loss narrowing is good news (+1), widening bad (−1); null when no loss moves. */
export function lossMoveSide(text: string): 1 | -1 | null {
  const hit = lossMove(text);
  return hit ? (NARROWS.test(hit[1]!) ? 1 : -1) : null;
}
