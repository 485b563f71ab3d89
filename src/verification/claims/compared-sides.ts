import { companiesIn } from "./company-names";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import { QUARTER_END_MONTHS } from "./metric-levels";
import { NOT_DENIALS, anyOf } from "./negation-words";
import { CHANGE_SIZE } from "./phrase-words";
import type { DirectionSense } from "./judgement-words";
import type { Hit } from "./word-scan";

/**
 * "毛利率15.47%倒是比2022年的15.03%略高", "ROE只比2024年的36.02%低约3.5个百分点": after 比 and its base, a bare
 * 高 or 低 (with a softener between) places the clause's level above or below the base: a direction from the base,
 * as 高了 / 低了 are (judgement-words.ts). Not 同比 / 环比 / 对比 / 比重 / 比例 (other words), not a company name that
 * starts with 比, not "一年比一年低" (a run, the streak rules'), not a base that is a window's extreme or an average
 * ("比2022年以来的低点高"), not a denied record ("没有哪年比这更低"), only a base that names a period (not
 * "比洋河低", "比归母净利润高"), and not 高于 / 高点 / 高达 / 低估…: only 高 or 低 that ends the comparison.
 * A bare 多 or 少 before the gap's size is the same order for an amount ("一季度归母净利润比2025年四季度还多约24亿元",
 * "比上年少约39亿元"): the size alone matches a fall as well as a rise, so the order is what tells them apart.
 */
const SOFTENERS = "(?:略|稍|稍微|要|还|还要|更|明显|显著|大幅|仍)*";
const ENDS = String.raw`(?=$|[，,。；;：:、\s约近将\d一二两三四五六七八九十百个不些得]|\(|（)`;
const COMPARED = new RegExp(
  "(?<![同环对])(?<!一[年季月期天周代])比(?![重例率值较])(?<base>[^，,。；;：:比但而却]{1,20}?)" +
    `${SOFTENERS}(?<side>[高低多少])${ENDS}`,
  "g",
);
const NOT_A_PERIOD = /以来|高点|低点|最高|最低|均值|平均|行业|同行|同业/;
/** "没有哪年比这更低": a record denied over a window (asserted-words.ts), not a move from a base; 这/此 is no base. */
const NO_BASE = /^(?:这|此|其|它|那|之)/;
/** The base must be a period ("比2022年", "比上年同期", "比一季度"): a peer ("比洋河") or another metric is not one. */
// "比6月末": a quarter's last month's end is a report period's (QUARTER_END_MONTHS); "比4月末" is none.
const PERIOD_BASE = new RegExp(
  String.raw`\d{2,4}\s*年|去年|上年|前年|上一?(?:年|季|期|财年|个季度)|同期|年初|年末|季度|半年|Q[1-4]|一年前|过去` +
    `|(?<![\\d一二])(?:${QUARTER_END_MONTHS.join("|")})月[末底]`,
);
/** A move's own verb inside the base ("跌掉一半还多"), not a softener (略, 明显) before the side. */
const MOVE_VERB = /[跌降减砍缩掉涨升增翻]/;
const DENIED_BEFORE = /(?:没有|没|无|不曾)[^，,。；;]{0,6}$/;
/** "无疑比上年高", "无论比2023年还是…": words with 无 that deny nothing (negation-words.ts). */
const NOT_DENYING = new RegExp(anyOf(NOT_DENIALS), "g");

export function comparedSide(
  text: string,
  taken: readonly Hit[],
): ({ word: string; sense: DirectionSense } & Hit) | null {
  const names = companiesIn(text);
  for (const m of text.matchAll(COMPARED)) {
    const at = m.index;
    if (names.some((n) => n.index <= at && at < n.end) || NOT_A_PERIOD.test(m.groups!.base!)) continue;
    const base = m.groups!.base!;
    if (NO_BASE.test(base) || DENIED_BEFORE.test(text.slice(0, at).replace(NOT_DENYING, "")) || !PERIOD_BASE.test(base))
      continue;
    if (companiesIn(base).length > 0 || findMetrics(base).length > 0) continue;
    const index = at + m[0].length - 1;
    const end = index + 1;
    if (taken.some((t) => index < t.end && t.index < end)) continue;
    // "比去年同期跌掉一半还多": a move read inside the base sizes itself; its 多 is that size's, not an order.
    if (MOVE_VERB.test(base) && taken.some((t) => at < t.index && t.end <= index)) continue;
    const side = m.groups!.side!;
    return { word: `比…${side}`, sense: side === "高" || side === "多" ? "up" : "down", index, end };
  }
  return null;
}

/**
 * The metric a comparison's clause names before its word: the last strong name ("归母净利润同比增长超过3%"), else the
 * one weak name heading it ("营收增长3.8%，利润增长超过3%": 利润, not the clause before's 营收). Null when it names
 * none, or only weak names among others ("现金流对利润的覆盖": which side 利润 is, the words around it tell).
 */
export function comparedLeft(mentions: readonly { metric: ClaimMetric; end: number; weak?: boolean }[], at: number) {
  const heads = mentions.filter((m) => m.end <= at);
  const strong = heads.filter((m) => !m.weak).at(-1)?.metric;
  if (strong) return strong;
  return heads.length === 1 ? heads[0]!.metric : null;
}

/** A list item after the metric that measures a distance ("、离52周低点", "，距年线"): another subject of its own. */
const DISTANCE_ITEM = /[、，,；;]\s*(?:股价|现价)?\s*(?:距离?|离)/;
/**
 * Whether a comparison word compares no level of the metric named before it: two changes ("远大于利润4.5%的降幅"), or
 * a distance in a list item of its own ("RSI不到40、离52周低点不足5%": the 5 % is the distance's).
 */
export function notLevels(text: string, mentions: readonly { end: number }[], hit: { index: number; end: number }) {
  if (CHANGE_SIZE.test(text.slice(hit.end))) return true;
  const end = mentions.filter((m) => m.end <= hit.index).at(-1)?.end;
  return end !== undefined && DISTANCE_ITEM.test(text.slice(end, hit.index));
}
