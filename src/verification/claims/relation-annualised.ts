import { matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { entryOf, show } from "./check-series";
import type { Facts } from "./facts";
import type { PeriodKind } from "./periods";
import type { RelationReading } from "./metric-relations";
import { partSide, resolved, wholeSide } from "./relation-shares";
import { relationCheck, relationUndecided, sideName, sidePoint } from "./relation-values";

/**
 * "一季度归母净利润约250亿元，按此年化已超过1347亿的2025全年水平": an annualised figure is the part-year's value run
 * over the whole year (a quarter ×4, a half ×2, 前三季度 ×4/3), set against a whole year's. The part's own figure
 * matching is not the claim; the run-rate against the year is.
 */

/** 年化 said of a run rate; "未年化"/"不年化" is a quarter's own figure. */
const ANNUALISED = /(?<![未不])年化(?:后|来看|计算|测算)?/;

/** The words that set the run rate against the whole year, and which way. */
const AGAINST = new RegExp(
  "(?<verb>已经超过|已超过|超过|超出|高于|多于|跑赢|不及|不到|不足|低于|少于|将近|接近|逼近|达到|相当于|约为|约等于)" +
    "(?<whole>[^，,。；;！!？?]{0,20})",
);

/** A part-year's share of its year: how many times it runs over the year. */
const RUNS_PER_YEAR: Partial<Record<PeriodKind, number>> = {
  q1: 4,
  q2s: 4,
  q3s: 4,
  q4s: 4,
  qs: 4,
  h1: 2,
  h2: 2,
  q3: 4 / 3,
};

/** 接近: within a tenth below the year, or a rounding above it; 达到/相当于: within a twentieth either way. */
const NEAR_BELOW = 0.9;
const NEAR_ABOVE = 1.02;
const ABOUT = 0.05;
/** A run rate written is the writer's rounding of a product: within 3%; the year's figure may drop its decimals. */
const RUN_FIGURE = 0.03;
const YEAR_FIGURE = 0.005;

function holds(verb: string, ratio: number): boolean {
  if (/超|高于|多于|跑赢/.test(verb)) return ratio >= 1;
  if (/不及|不到|不足|低于|少于/.test(verb)) return ratio < 1;
  if (/近/.test(verb)) return ratio >= NEAR_BELOW && ratio <= NEAR_ABOVE;
  return Math.abs(ratio - 1) <= ABOUT;
}

/** A clause that annualises a part-year against a whole year: that check, or why it cannot be told. */
export function readAnnualised(a: Assertion, facts: Facts, before: readonly Assertion[]): RelationReading | null {
  const text = a.read;
  const run = ANNUALISED.exec(text);
  if (!run) return null;
  const at = run.index + run[0].length;
  const after = text.slice(at);
  // "按此年化约1000亿元": the run rate alone, with no year set against it.
  const against = AGAINST.exec(after) ?? { index: after.length, 0: "", groups: { verb: "", whole: "" } };
  const verb = against.groups?.verb ?? "";
  const verbAt = at + against.index;
  const figures = a.numbers.filter((n) => n.kind === "amount" && n.index >= at && n.index < verbAt + against[0].length);
  if (verb === "" && figures.length === 0) return null;
  const expected = verb === "" ? "年化值" : `年化${verb}全年`;
  // The part is named before 年化, in this clause or the clause before ("一季度赚了250亿，按此年化…").
  const part = resolved(facts, partSide(a, text.slice(0, run.index), before.at(-1) ?? null));
  const times = part ? RUNS_PER_YEAR[part.kind] : undefined;
  if (!part || times === undefined)
    return { checks: [relationUndecided(expected, `“${a.text}”未写明按哪个季度或半年年化，无法核验`)], figures };
  const p = sidePoint(facts, part);
  if (!p || entryOf(part.metric).kind !== "amount")
    return { checks: [relationUndecided(expected, `“${a.text}”说的是年化值，缺少该期数据，无法核验`)], figures };
  const annual = p.value * times;
  const runOk = figures.every((n) => n.index >= verbAt || Math.abs(n.value - annual) <= annual * RUN_FIGURE);
  const runText = `${sideName(part, p)} ${show(part.metric, p.value)}，年化约${show(part.metric, annual)}`;
  if (verb === "") return { checks: [relationCheck(runOk, expected, runText, a.text)], figures };
  const whole = wholeSide(`${against.groups?.whole ?? ""}全年`, part);
  const w = whole ? sidePoint(facts, { ...whole, kind: "annual" }) : null;
  if (!w || !whole || w.value <= 0)
    return {
      checks: [relationUndecided(expected, `“${a.text}”说的是年化后与全年相比，缺少该期数据，无法核验`)],
      figures,
    };
  // The amounts after the verb are the year's ("超过1347亿的2025全年"), which may drop its decimals.
  const yearOk = figures.every(
    (n) =>
      n.index < verbAt ||
      matchesFigure(n, { value: w.value, kind: "amount" }) ||
      Math.abs(n.value - w.value) <= w.value * YEAR_FIGURE,
  );
  const ok = holds(verb, annual / w.value) && runOk && yearOk;
  const found = `${runText}，${sideName({ ...whole, kind: "annual" }, w)} ${show(whole.metric, w.value)}`;
  return { checks: [relationCheck(ok, expected, found, a.text)], figures };
}
