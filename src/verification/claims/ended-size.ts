import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import { ENDED_AFTER, OPPOSITE_SENSE, RUN_ENDERS } from "./direction-denial";
import { digitSizeHolds, isDigitWord } from "./digit-sizes";
import { ERA_NOUNS } from "./era-words";
import { type Change, type ClaimCheck, changeInto, describeChange, entryOf, undecided, within } from "./check-series";
import type { MagnitudeRule } from "./judgement-words";
import { sizeBasis } from "./rate-multiples";

/**
 * "终结了此前连续多年的两位数增长": a size word inside the run an ending verb ends sizes the years of that run, not the
 * judged year; the judged year only stopped being a move of that size and way (a slower rise ends it as a fall does).
 * So does a sized move said to end after it ("高增长阶段已经结束").
 */
const SIZED_RUN = new RegExp(`(?:${RUN_ENDERS})了?(?:此前|之前|过去|多年|连续)[^，,。；;]{0,10}$`);

/** "此前连续多年": many years are at least two; a counted run ("此前连续三年", basis `ended`) is as long as it says. */
const LEAST_MANY = 2;

export interface EndedRun {
  /** How many years before the judged one the run covers. */
  n: number;
  /** The way the run moved: the opposite of the sense the ending gave the clause. */
  sense: "up" | "down";
  /** An era ended ("高增长时代结束"): its years are not counted, only the judged year's move is out of it. */
  era?: boolean;
}

/**
 * "高增长时代明显结束", "高增长的时期早已过去": an era named after the sized move is not dated - the writer says the
 * judged year is no longer of that size and way, and that some year before was, not that each of the last years was.
 * A stage (高增长阶段已经结束) is the run just before, whose years are counted.
 */
const ERA_AFTER = new RegExp(`^\\s*(?:的)?(?:${ERA_NOUNS})`);

export function endedSizedRun(a: Assertion): EndedRun | null {
  const d = a.direction;
  if (!a.magnitude || !d || d.denied || d.extreme || (d.sense !== "up" && d.sense !== "down")) return null;
  const at = a.text.indexOf(a.magnitude.word);
  const move = a.text.indexOf(d.word, at);
  // "高增长阶段已经结束": the sized move itself said to end, after it.
  const endedAfter = move >= 0 && ENDED_AFTER.test(a.text.slice(move + d.word.length));
  if (at < 0 || move < 0 || !(SIZED_RUN.test(a.text.slice(0, at)) || endedAfter)) return null;
  const n = a.basis?.kind === "ended" ? a.basis.n : LEAST_MANY;
  const era = endedAfter && ERA_AFTER.test(a.text.slice(move + d.word.length));
  return { n, sense: OPPOSITE_SENSE[d.sense], ...(era ? { era } : {}) };
}

type Rule = { min?: number; max?: number };
type Sized = (c: Change | null) => Change | null;

/** Whether a change is a move of the run's size and way. */
function ofRun(run: EndedRun, word: string, c: Change, rule: Rule): boolean {
  const signed = c.percent ?? 0;
  if (isDigitWord(word) && c.percent !== null) return digitSizeHolds({ direction: { sense: run.sense } }, signed, rule);
  const way = run.sense === "up" ? c.delta : -c.delta;
  return way > 0 && c.size !== null && within(c.size, rule);
}

/** The judged year ended the run when its own change is not of the run's size and way. */
export function endsSizedRun(run: EndedRun, a: Assertion & { magnitude: MagnitudeRule }, m: ClaimMetric, c: Change) {
  const { exact, sized } = sizeBasis(a.magnitude, entryOf(m).kind);
  const s = sized(c);
  return !s || !ofRun(run, a.magnitude.word, s, exact);
}

/** The points of the same report season before `to` (the years before a year-end, the Q3s before a Q3). */
export const sameSeasonBefore = (points: readonly FactPoint[], to: FactPoint): FactPoint[] =>
  points.filter((p) => p.period < to.period && p.period.endsWith(to.period.slice(4)));

/** A size word said of a run (or an era) that the judged year `to` ended, with the size's band as written. */
export interface SizedRun {
  word: string;
  run: EndedRun;
  m: ClaimMetric;
  points: readonly FactPoint[];
  to: FactPoint;
  rule: Rule;
  band: string;
  sized: Sized;
}

/** The size word checked on each of the run's years before the judged one. */
export function checkSizedRun(r: SizedRun): ClaimCheck {
  const { word, run, m, points, to, rule, band, sized } = r;
  if (run.era) return eraEnded(r);
  const expected = `“${word}”：此前${run.n}年每年变动${band}`;
  const before = sameSeasonBefore(points, to);
  const changes = before.slice(-run.n).map((p) => sized(changeInto(m, before, p)));
  if (changes.length < run.n || changes.some((c) => c === null))
    return undecided("magnitude", expected, `此前${run.n}年的数据不全，无法判断“${word}”`);
  const bad = (changes as Change[]).find((c) => !ofRun(run, word, c, rule));
  const found = (changes as Change[]).map((c) => describeChange(m, c)).join("；");
  const reason = bad
    ? `${describeChange(m, bad)}，此前的“${word}”要求每年变动${band}，不符`
    : `${found}，此前的“${word}”相符`;
  return { kind: "magnitude", ok: !bad, expected, found, reason };
}

/** An era ended: the judged year's change is out of the era's size and way, and some stored year before was in it. */
function eraEnded({ word, run, m, points, to, rule, band, sized }: SizedRun): ClaimCheck {
  const expected = `“${word}”已结束：${to.period}变动不在${band}，此前有一年在`;
  const c = sized(changeInto(m, points, to));
  if (!c) return undecided("magnitude", expected, `没有${to.period}可比的数据，无法判断“${word}”是否结束`);
  const before = sameSeasonBefore(points, to);
  const era = before.map((p) => sized(changeInto(m, before, p))).find((b) => b !== null && ofRun(run, word, b, rule));
  const out = !ofRun(run, word, c, rule);
  // No stored year of that size: the era may be older than the data, which cannot say.
  if (out && !era)
    return undecided("magnitude", expected, `存有的此前年份没有一年变动${band}，无法判断“${word}”的时代是否存在过`);
  const found = `${describeChange(m, c)}${era ? `；此前${describeChange(m, era)}` : ""}`;
  const why = out ? "此前曾在其中" : `仍在${band}`;
  return {
    kind: "magnitude",
    ok: out,
    expected,
    found,
    reason: `${found}，“${word}”已结束：${why}，${out ? "相符" : "不符"}`,
  };
}
