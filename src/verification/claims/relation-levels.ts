import type { Assertion } from "./assertion";
import { show } from "./check-series";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";
import { findMetrics } from "./metric-lexicon";
import { NOT_HAPPENED, anyOf } from "./negation-words";
import { partSide, resolved, wholeSide } from "./relation-shares";
import { relationCheck, relationUndecided, sideName, sidePoint } from "./relation-values";

/**
 * One level against another that the clause names by its period or by a metric the parser's comparison words do not
 * read: "2025年归母净利润仍低于2021年的水平", "低于2021、2022年", "已超过FY2019的历史高点", "经营现金流还不到归母净
 * 利润". The level of the clause (or the clause before) is compared with each named one, from the stored series.
 */
const AGAINST = new RegExp(
  "(?<verb>还不到|都不到|不到|不及|比不上|赶不上|低于|少于|小于|高于|多于|超过了?|超出|大于)" +
    "(?<whole>[^，,。；;]{1,20}?)(?:的)?(?:历史)?(?:水平|规模|峰值|高点|高位|低点|数)?\\s*$",
);
const BELOW = /不到|不及|比不上|赶不上|低于|少于|小于/;
const DENIED_VERB = new RegExp(`(?:${anyOf([...NOT_HAPPENED, "没能", "未能"])})\\s*$`);
/** Words the parser's comparison does not read: with a metric after them the comparison is this reader's. */
const UNREAD = /^(?:还不到|都不到|不到|不及|比不上|赶不上)$/;
/** A period the whole names: a year, 上年, 去年同期, a quarter. */
const PERIOD = /(?:FY)?20\d{2}|\d{2}年|上一?年|去年|前一年|同期|全年|财年|Q[1-4]|[一二三四]季度|[上下]半年/;
/** A figure in the whole makes it a figure comparison (the comparison check's): "超过2023年的4,009亿元". */
const FIGURE = /\d+(?:\.\d+)?\s*(?:万亿|亿|万|元|%|倍|个百分点)|[一二两三四五六七八九十]成|一半/;

const RATE_BEFORE = /(?:增速|增幅|增长率|涨幅|降幅|跌幅)[^，,。；;]{0,12}$/;

export function readLevelAgainst(a: Assertion, facts: Facts, before: readonly Assertion[]): ClaimCheck[] | null {
  const m = AGAINST.exec(a.read);
  // "两项合计约150亿元，低于全年营业成本": a sum compared is the comparison check's (summed-lead.ts).
  if (!m?.groups || a.summedLead) return null;
  const { verb, whole } = m.groups as { verb: string; whole: string };
  if (FIGURE.test(whole) || a.terms.some((t) => t.kind === "peer")) return null;
  const period = PERIOD.test(whole);
  const metric = findMetrics(whole).length > 0;
  if (!period && !(metric && UNREAD.test(verb))) return null;
  // "2019年营收增速25.2%已低于2018年": the rates of the two years are compared, not their levels; this reader holds
  // no rates.
  if (RATE_BEFORE.test(a.read.slice(0, m.index)))
    return [relationUndecided(`增速${verb}${whole}`, `“${a.text}”比较的是两年的增速，不是数值本身`)];
  // "仍没有超过2023年的历史峰值": an exceeding denied is at most the level named.
  const denied = DENIED_VERB.test(a.read.slice(0, m.index));
  const below = BELOW.test(verb) !== denied;
  const expected = `${below ? (denied ? "不高于" : "低于") : "高于"}${whole}`;
  const part = resolved(facts, partSide(a, a.read.slice(0, m.index), before.at(-1) ?? null));
  if (!part) return [relationUndecided(expected, `“${a.text}”未写明比较的是哪项指标，无法核验`)];
  // "低于2021、2022年": lower than each year listed.
  const years = [...whole.matchAll(/(?:FY)?(20\d{2})/g)].map((y) => Number(y[1]));
  const wholes = (years.length > 1 ? years.map((y) => `${y}年`) : [whole]).map((w) => wholeSide(w, part));
  const p = sidePoint(facts, part);
  const ws = wholes.map((w) => (w ? sidePoint(facts, w) : null));
  if (!p || wholes.some((w) => !w) || ws.some((w) => !w))
    return [relationUndecided(expected, `“${a.text}”比较的两期缺少数据，无法核验`)];
  const ok = ws.every((w) => (denied && p.value === w!.value) || (below ? p.value < w!.value : p.value > w!.value));
  const others = wholes.map((w, i) => `${sideName(w!, ws[i]!)} ${show(w!.metric, ws[i]!.value)}`).join("，");
  const found = `${sideName(part, p)} ${show(part.metric, p.value)}，${others}`;
  return [relationCheck(ok, expected, found, a.text)];
}
