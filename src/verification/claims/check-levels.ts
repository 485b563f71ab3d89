import { grantedOnly } from "./negation-words";
import { levelRuleFor } from "./industry-norms";
import { rangeText } from "./check-judgements";
import {
  type ClaimCheck,
  entryOf,
  isMarket,
  periodName,
  pointsOf,
  quoted,
  show,
  targetPoint,
  undecided,
  within,
} from "./check-series";
import { type Facts, currentAnnualYear } from "./facts";
import { staleNow } from "./latest-figure";
import type { ClaimMetric } from "./metric-lexicon";
import { PRICE_MULTIPLES } from "./metric-types";
import type { Assertion } from "./parse-assertions";
import { HEDGE_MARGIN } from "./phrase-words";
import { READ_LEVEL_WORDS } from "./read-levels";
import { streakLevel } from "./streak-levels";

/** A level said of now, or as lasting into now ("仍处破净状态", "目前估值不高"). */
const STILL_NOW = /^(?:仍|依然|依旧|还|至今|目前|当前|眼下|如今|现在)/;

/** Level words (偏高, 超卖, 估值不低…) checked on the metric's value in the clause's period, by its industry's band. */

/** 接近超卖: a hedged level word holds a little outside its band. */
function widen(r: { min?: number; max?: number }, index: boolean): { min?: number; max?: number } {
  const by = (v: number): number => (index ? HEDGE_MARGIN.index : Math.abs(v) * HEDGE_MARGIN.relative);
  return {
    ...(r.min !== undefined ? { min: r.min - by(r.min) } : {}),
    ...(r.max !== undefined ? { max: r.max + by(r.max) } : {}),
  };
}

/** `next`: the clause after it, where the turn of a granted appearance ("看似偏高，但…") usually stands. */
export function checkLevel(a: Assertion, facts: Facts, next?: string | null): ClaimCheck[] {
  if (a.band) {
    const stated = { ...a, band: undefined, level: { ...a.band, hedged: false, stated: true as const } };
    return [...checkLevel(stated, facts, next), ...checkLevel({ ...a, band: undefined }, facts, next)];
  }
  if (!a.level) return [];
  const { word, rule } = a.level;
  // "看似偏高，但…": a level granted only as an appearance is the writer's concession, not a reading.
  const wordAt = Math.max(0, a.text.indexOf(word));
  // A turning clause after it marks it concessive (parse-assertions.ts) even where the parser keeps no text of it.
  const after = `${a.text.slice(wordAt + word.length)}，${a.concessive ? "但" : ""}${next ?? ""}`;
  if (grantedOnly(a.text.slice(0, wordAt), after)) return [];
  const lead = a.multipleLead && a.multipleLead.metric in rule.on ? a.multipleLead.metric : null;
  // "…约0.88倍PB，静态PE约6.7倍，估值处于破净状态": 估值 is any multiple, so a word read on one multiple only is
  // that one's.
  const keys = Object.keys(rule.on);
  const sole = a.metric && PRICE_MULTIPLES.has(a.metric) && keys.length === 1 && PRICE_MULTIPLES.has(keys[0]!);
  const named = lead ?? (a.metric && a.metric in rule.on ? a.metric : sole ? (keys[0] as ClaimMetric) : null);
  // "现价对应2025年EPS…约0.88倍PB，仍处破净状态": a valuation still so is today's reading, whatever report year the
  // sentence divided by; so is one whose year came from the newest annual report its sentence priced it on.
  const current = a.yearsInherited && a.years[0] === currentAnnualYear(facts, facts.market?.lastBar ?? facts.asOf);
  // "市净率8.33倍，估值不低": a reading word of valuation reads the multiple the data holds for the clause's date;
  // "按2025年归母净利润算，市盈率约21倍，估值不算贵": the multiple priced now on that year's profit is held; one its
  // sentence stated is the writer's, whatever else the data holds.
  const held = (k: ClaimMetric) =>
    targetPoint(a, pointsOf(facts, k)) !== null || (current && isMarket(entryOf(k)) && pointsOf(facts, k).length > 0);
  const others = READ_LEVEL_WORDS.includes(rule) && named && !lead && !held(named) ? Object.keys(rule.on) : [];
  const m = (others as ClaimMetric[]).find(held) ?? named;
  const expected = Object.entries(rule.on)
    .map(
      ([k, r]) =>
        `${entryOf(k as ClaimMetric).label}${rangeText(r!, entryOf(k as ClaimMetric).kind === "ratio" ? "%" : "")}`,
    )
    .join("或");
  // "DIF仍为负值": a sign said of something no sign rule reads is left to the checks that read its clause.
  if (!m && rule.ownMetric) return [];
  if (!m) return [undecided("level", `“${word}”：${expected}`, `${quoted(a)}没有可判断“${word}”的指标`)];
  // "对银行而言杠杆风险很低": not high by the industry's own 偏高 (a bank's 95 %), not a general company's 60 %.
  const notHigh = rule.notHigh && rule.on[m]!.max !== undefined;
  const general = a.level.stated
    ? rule.on[m]!
    : notHigh
      ? { max: levelRuleFor(facts.industry, m, { min: rule.on[m]!.max! }).min! }
      : levelRuleFor(facts.industry, m, rule.on[m]!);
  const range = a.level.hedged ? widen(general, entryOf(m).kind === "index") : general;
  const points = pointsOf(facts, m);
  const still = isMarket(entryOf(m)) && (STILL_NOW.test(a.text) || current);
  const at = targetPoint(a, points) ?? (still ? (points.at(-1) ?? null) : null);
  const stated = at ? null : statedLeadLevel(a, m, word, range);
  if (stated) return [stated];
  // "PB仅0.84倍，破净" of a year the valuation series does not hold: the clause elaborates on the figure before it.
  if (!at && READ_LEVEL_WORDS.includes(rule)) return [];
  if (!at) return [undecided("level", `“${word}”：${expected}`, `没有${entryOf(m).label}的数据，无法判断“${word}”`)];
  const newest = staleNow(a, facts, m, at);
  if (newest !== null)
    return [
      undecided("level", `“${word}”：${expected}`, `没有${newest}年的${entryOf(m).label}数据，无法判断“${word}”`),
    ];
  const ok = within(at.value, range);
  const found = `${entryOf(m).label} ${periodName(at)} ${show(m, at.value)}`;
  const need = rangeText(range, entryOf(m).kind === "ratio" ? "%" : "");
  const run = ok ? streakLevel(a, m, points, at, range, word) : null;
  if (run) return [run];
  return [
    {
      kind: "level",
      ok,
      expected: `“${word}”：${entryOf(m).label}${need}`,
      found,
      reason: `${found}，“${word}”要求${need}，${ok ? "相符" : "不符"}`,
    },
  ];
}

/**
 * "以25年7月4日约1.82万亿元市值计，对应2025年归母净利润PE约55.8倍，估值不便宜": the multiple a sentence computed for
 * a day the data keeps no reading of is read as stated, where it states one (its own check holds it to the data).
 */
function statedLeadLevel(
  a: Assertion,
  m: ClaimMetric,
  word: string,
  range: { min?: number; max?: number },
): ClaimCheck | null {
  const value = a.multipleLead?.metric === m ? a.multipleLead.value : null;
  if (value === null) return null;
  const ok = within(value, range);
  const found = `文中${entryOf(m).label} ${show(m, value)}`;
  const need = rangeText(range, "");
  const reason = `${found}，“${word}”要求${need}，${ok ? "相符" : "不符"}`;
  return { kind: "level", ok, expected: `“${word}”：${entryOf(m).label}${need}`, found, reason };
}
