import type { ExtractedNumber } from "../extract-numbers";
import { figureCandidate, matchesFigure } from "../figure-match";
import {
  type ClaimCheck,
  allPointsOf,
  entryOf,
  isMarket,
  periodName,
  pointsOf,
  quoted,
  show,
  undecided,
  yearOf,
} from "./check-series";
import type { BoundFigure } from "./binding";
import type { FactPoint, Facts } from "./facts";
import { COMPOUND_WORDS, changeFigure, derivationOf, stretchOf } from "./figure-doubt";
import type { Assertion } from "./parse-assertions";
import { latestFiscalYear } from "./period-relative";
import { PE_NOW_STATIC, PE_NOW_TTM } from "./valuation-now";
import { pricedAtLastClose, staleNowRecency } from "./stale-reading";

/**
 * Recency words (最新, 近三年): the years a clause names, or the figures it shows, are the latest published by asOf.
 * A year published by then that the data does not hold is undecided (无该期数据), never a stale claim.
 */

/** A shown number of the same kind of quantity as a stored point (a % is not an amount in 元). */
const candidateOf = (p: FactPoint) => figureCandidate({ label: "", value: p.value, unit: p.unit });
const compatibleKind = (n: ExtractedNumber, p: FactPoint): boolean =>
  matchesFigure({ ...n, value: p.value, decimals: 6 }, candidateOf(p));

/**
 * "近五年(2019→2024)…复合增速约16%": a compound rate over a span the writer states in brackets right after the recency
 * word is a fact of that span as written - the rate only has a value over the years it names - so it is checked on
 * them, not called stale. A trend over a stated span ("近三年（2022-2024）持续增长") still speaks of now.
 */
const spanStated = (a: Assertion, word: string): boolean =>
  COMPOUND_WORDS.test(a.text) &&
  new RegExp(`${word}\\s*\\(\\s*(?:19|20)\\d{2}\\s*-\\s*(?:19|20)\\d{2}年?\\s*\\)`).test(a.text);

export function checkRecency(a: Assertion, facts: Facts): ClaimCheck[] {
  if (!a.recency || !a.metric) return [];
  const m = a.metric;
  // "按最新股价，市值约6535亿元": a reading priced at the last close is newer than any stored one; the figure check
  // reads it on the last bar (stale-reading.ts pricedAtLastClose), so its recency is that check's.
  if (pricedAtLastClose(a, entryOf(m))) return [];
  const label = entryOf(m).label;
  const points = pointsOf(facts, m);
  if (points.length === 0) return [undecided("recency", `${a.recency.word}的${label}`, `没有${label}的数据`)];
  const latest = points.slice(-a.recency.periods);
  const want = latest.map(periodName).join("、");
  const expected = `${a.recency.word}：${want}`;
  // "按当前股价，对应2025年利润的市盈率约8倍": a multiple of the last close names the year of its profit or book, not
  // a stale reading of its own; which figure it is, the figures below and the number check decide.
  const ownYears = a.yearsInherited || isMarket(entryOf(m)) ? [] : a.years;
  if (ownYears.length > 0) {
    // A year published by asOf that the data does not hold is no evidence the claim is stale: 无该期数据.
    const lastStored = Math.max(...points.map(yearOf));
    const unstored = ownYears.filter((y) => y > lastStored && y <= latestFiscalYear(facts.asOf));
    if (unstored.length > 0)
      return [
        undecided(
          "recency",
          `${unstored.join("、")}年的${label}`,
          `没有${unstored.join("、")}年${label}的数据（无该期数据）`,
        ),
      ];
    // "2025年是近五年里唯一下滑的一年": one year named inside a window of several is one of its years, not the window:
    // what the clause says of it is another check's.
    if ((ownYears.length === 1 && a.recency.periods > 1) || spanStated(a, a.recency.word)) return [];
    const missing = latest.filter((p) => !ownYears.includes(yearOf(p)));
    const ok = missing.length === 0;
    const found = ownYears.join("、");
    return [
      {
        kind: "recency",
        ok,
        expected,
        found,
        reason: ok
          ? `${quoted(a)}用的是截至${facts.asOf}最新的${want}`
          : `${quoted(a)}写的是${found}年，截至${facts.asOf}已公布${want}年的${label}`,
      },
    ];
  }
  // Only the levels of this metric the clause shows (not its changes, nor a share of it): "目前贡献了约15%的利润" is
  // not one.
  // Nor a sum or an average over the window ("近三年净利润合计约3470亿元"), which is no one period's level.
  const overWindow = (f: BoundFigure) => derivationOf(stretchOf(a.read, f, a.figures).text, changeFigure(f)) !== null;
  const levels = a.figures
    .filter((f) => f.role === "metric" && f.metric === m && !f.change && !overWindow(f))
    .map((f) => f.n);
  const shown = levels.filter((n) => latest.some((p) => compatibleKind(n, p)));
  if (shown.length === 0) return [];
  // A market reading may be written on any of its bases of the same day (静态 or TTM PE of the last close).
  const newest = latest.at(-1)!.period;
  const sameDay = allPointsOf(facts, m).filter((p) => p.period === newest && !latest.includes(p));
  // A multiple of the last close the writer derives (静态PE from the close and a year's profit) comes from two
  // rounded inputs: one unit of its last digit off ("约27倍" for 27.53), as a change derived from two levels.
  const derivedNow = [PE_NOW_STATIC, PE_NOW_TTM].flatMap((k) => facts.series[k] ?? []);
  const derived = (p: FactPoint) => derivedNow.includes(p);
  const ok = shown.every((n) =>
    [...latest, ...sameDay].some((p) => matchesFigure(n, candidateOf(p), null, derived(p))),
  );
  const found = latest.map((p) => `${periodName(p)} ${show(m, p.value)}`).join("、");
  const stale = ok ? null : staleNowRecency(a, m, facts);
  if (stale) return [stale];
  return [
    {
      kind: "recency",
      ok,
      expected,
      found,
      reason: ok ? `${quoted(a)}的数字属于最新公布的${want}` : `${quoted(a)}的数字不是最新公布的${label}（${found}）`,
    },
  ];
}
