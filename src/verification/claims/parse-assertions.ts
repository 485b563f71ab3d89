import { type ExtractedNumber, SPAN_UNITS, extractNumbers, normalizeNumberText } from "../extract-numbers";
import {
  BASIS_WORDS,
  COMPARISON_WORDS,
  DIRECTION_WORDS,
  type DirectionSense,
  LEVEL_WORDS,
  type LevelRule,
  MAGNITUDE_WORDS,
  type MagnitudeRule,
  NEGATIONS,
  RECENCY_WORDS,
  numeral,
} from "./judgement-words";
import { namesFactClause } from "./check-fact-clauses";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";

/** One clause of a claim or quote, read into what it asserts. Plain data: the checker decides, the parser only reads. */
export interface Assertion {
  text: string;
  from: "claim" | "quote";
  /** The metric the clause is about: its own, else the clause before it ("…，负债扩张"). */
  metric: ClaimMetric | null;
  bound: "own" | "previous" | null;
  /** Every metric the clause names, in order (a comparison's two sides). */
  metrics: ClaimMetric[];
  /** Years the clause names; `yearsInherited` when they came from the clause before it. */
  years: number[];
  yearsInherited: boolean;
  /** Figures shown (no years, dates, counts or time spans). */
  numbers: ExtractedNumber[];
  direction: { word: string; sense: DirectionSense; extreme?: "high" | "low" } | null;
  basis: { kind: "yoy" } | { kind: "streak"; n: number } | null;
  magnitude: MagnitudeRule | null;
  /** `left` is what is compared: the metric named before the word, else the clause before's ("…，覆盖归母净利润"). */
  comparison: { word: string; op: ">=" | "<"; left: ClaimMetric | null; against: ClaimMetric | ExtractedNumber | null } | null;
  recency: { word: string; periods: number } | null;
  level: { word: string; rule: LevelRule } | null;
  /** 虽然/尽管…: conceded, not argued, so it does not count for the side's polarity. */
  concessive: boolean;
  /** From/to wording (由…降至…, 较…): the earlier period's level may be shown too. */
  fromTo: boolean;
}

// After NFKC "，" is ",": a comma splits clauses unless it groups thousands ("1,741.44亿").
const CLAUSE_SPLIT = /[。;!?\n]+|(?<!\d),|,(?!\d{3}(?:\D|$))/;
const CONCESSIVE = /^(?:虽然|尽管|虽|即便|即使|固然)/;

/** "2024年", "2024年报", "FY2024", "FY24", "24年", "2024-2025年": the years a clause names. */
function yearsOf(text: string, numbers: readonly ExtractedNumber[]): number[] {
  const years = new Set<number>();
  for (const n of numbers) {
    if (n.kind === "year") years.add(n.value);
    else if (n.kind === "date" && n.value > 1e7) years.add(Math.floor(n.value / 1e4));
  }
  // Two-digit years ("24年", "24年报"), not spans ("近3年", "连续10年", "过去12年").
  for (const m of text.matchAll(/(?<![\d.])(\d{2})年(?!代)/g)) {
    const before = text.slice(Math.max(0, m.index - 2), m.index);
    if (/(?:近|连续|过去|最近|超过|逾|第|续|去)$/.test(before)) continue;
    const y = 2000 + Number(m[1]);
    if (y >= 2010 && y <= 2039) years.add(y);
  }
  return [...years].sort();
}

/** A figure needs checking: not a year, date, small count or time span (the same rule as the point verifier). */
function isFigure(n: ExtractedNumber): boolean {
  if (n.kind === "year" || n.kind === "date") return false;
  if (n.kind !== "bare") return true;
  if (SPAN_UNITS.has(n.unit)) return false;
  return !(n.decimals === 0 && Math.abs(n.value) <= 10);
}

interface Hit {
  index: number;
  end: number;
}

let levelTable: { word: string; rule: (typeof LEVEL_WORDS)[number] }[] | undefined;
/** The level words with their rules, longest first, built on first use. */
const levelWords = () =>
  (levelTable ??= LEVEL_WORDS.flatMap((rule) => rule.words.map((word) => ({ word, rule }))).sort((a, b) => b.word.length - a.word.length));

/** Each word table sorted longest first once, not per clause (every point of every turn is parsed). */
const longestFirst = new WeakMap<readonly { word: string }[], readonly { word: string }[]>();
function byLength<T extends { word: string }>(table: readonly T[]): readonly T[] {
  let sorted = longestFirst.get(table) as readonly T[] | undefined;
  if (!sorted) longestFirst.set(table, (sorted = [...table].sort((a, b) => b.word.length - a.word.length)));
  return sorted;
}

/** The first word of a table in the text, longest first, outside spans already taken. */
function firstWord<T extends { word: string }>(text: string, table: readonly T[], taken: Hit[]): (T & Hit) | null {
  let best: (T & Hit) | null = null;
  for (const w of byLength(table)) {
    for (let i = text.indexOf(w.word); i >= 0; i = text.indexOf(w.word, i + 1)) {
      const end = i + w.word.length;
      if (taken.some((t) => i < t.end && t.index < end)) continue;
      if (!best || i < best.index) best = { ...w, index: i, end };
      break;
    }
  }
  if (best) taken.push(best);
  return best;
}

function parseClause(text: string, from: Assertion["from"], before: Assertion | null): Assertion | null {
  const all = extractNumbers(text);
  const numbers = all.filter(isFigure);
  const ownYears = yearsOf(text, all);
  const levelHit = levelWords().find((l) => text.includes(l.word));
  const levelAt = levelHit ? text.indexOf(levelHit.word) : -1;
  // "估值偏高" names 估值 inside the level word: that is the word's topic, not the clause's metric.
  const mentions = findMetrics(text).filter((m) => !levelHit || m.end <= levelAt || m.index >= levelAt + levelHit.word.length);
  const strong = mentions.filter((m) => !m.weak);
  const taken: Hit[] = mentions.map((m) => ({ index: m.index, end: m.end }));
  if (levelHit) taken.push({ index: levelAt, end: levelAt + levelHit.word.length });
  const magnitude = firstWord(text, MAGNITUDE_WORDS, taken);
  // "不足以单独支撑结论" says a point is not enough on its own; it compares nothing (不足以覆盖 still does).
  const comparisonHit = firstWord(text.replace(/不足以(?!覆盖)/g, "＿＿＿"), COMPARISON_WORDS, taken);
  const directionHit = firstWord(text, DIRECTION_WORDS, taken);
  const negated = directionHit !== null && NEGATIONS.test(text.slice(0, directionHit.index));
  const direction = directionHit
    ? { word: directionHit.word, sense: negated ? opposite(directionHit.sense) : directionHit.sense, ...(directionHit.extreme ? { extreme: directionHit.extreme } : {}) }
    : null;

  let basis: Assertion["basis"] = null;
  for (const b of BASIS_WORDS) {
    const m = b.re.exec(text);
    if (!m) continue;
    basis = b.basis === "streak" ? { kind: "streak", n: numeral(m[1] ?? "1") } : { kind: "yoy" };
    break;
  }
  let recency: Assertion["recency"] = null;
  for (const r of RECENCY_WORDS) {
    const m = r.re.exec(text);
    if (m) {
      recency = { word: m[0], periods: r.periods(m) };
      break;
    }
  }

  const judged = direction || magnitude || comparisonHit || levelHit || recency || basis;
  if (mentions.length === 0 && numbers.length === 0 && !judged && !namesFactClause(text)) return null;

  let metric: ClaimMetric | null = strong[0]?.metric ?? null;
  let bound: Assertion["bound"] = metric ? "own" : null;
  if (!metric && before?.metric) {
    metric = before.metric;
    bound = "previous";
  } else if (!metric && mentions[0]) {
    metric = mentions[0].metric;
    bound = "own";
  }
  // A level word names its own metric when the clause names none it can be read on (技术面偏弱 → RSI).
  if (levelHit && !(metric && metric in levelHit.rule.on) && bound !== "own") {
    metric = Object.keys(levelHit.rule.on)[0] as ClaimMetric;
    bound = "own";
  }
  const leftBefore = comparisonHit !== null && !strong.some((m) => m.end <= comparisonHit.index);
  const inherit = ownYears.length === 0 && before !== null && (bound === "previous" || leftBefore);
  const years = inherit ? before.years : ownYears;

  let comparison: Assertion["comparison"] = null;
  if (comparisonHit) {
    const after = mentions.find((m) => m.index >= comparisonHit.end && !m.weak);
    const num = numbers.find((n) => n.index >= comparisonHit.end);
    const left = strong.filter((m) => m.end <= comparisonHit.index).at(-1)?.metric ?? before?.metric ?? metric;
    comparison = { word: comparisonHit.word, op: comparisonHit.op, left, against: after?.metric ?? num ?? null };
  }

  return {
    text,
    from,
    metric,
    bound,
    metrics: strong.map((m) => m.metric),
    years,
    yearsInherited: inherit && years.length > 0,
    numbers,
    direction,
    basis,
    magnitude: magnitude ? { word: magnitude.word, percent: magnitude.percent, points: magnitude.points } : null,
    comparison,
    recency,
    level: levelHit ? { word: levelHit.word, rule: levelHit.rule } : null,
    concessive: CONCESSIVE.test(text) || (before?.concessive === true && bound === "previous"),
    fromTo: /由|从|较/.test(text),
  };
}

function opposite(s: DirectionSense): DirectionSense {
  return ({ up: "down", down: "up", favourable: "adverse", adverse: "favourable" } as const)[s];
}

/**
 * Splits a Chinese claim (and the quote it cites) into clauses and reads each into an assertion. A clause that judges
 * without naming a metric binds to the metric of the clause before it; the quote's clauses are read on their own.
 */
export function parseAssertions(claim: string, quote?: string): Assertion[] {
  const out: Assertion[] = [];
  for (const [from, text] of [["claim", claim], ["quote", quote ?? ""]] as const) {
    let before: Assertion | null = null;
    for (const raw of normalizeNumberText(text).split(CLAUSE_SPLIT)) {
      const clause = raw.trim();
      if (!clause) continue;
      const a = parseClause(clause, from, before);
      if (a) {
        out.push(a);
        before = a;
      }
    }
  }
  return out;
}
