import type { ExtractedNumber } from "../extract-numbers";
import type { BoundFigure } from "./binding";
import type { Term } from "./named-terms";
import type { DirectionSense, LevelRule, MagnitudeRule } from "./judgement-words";
import type { ClaimMetric } from "./metric-lexicon";
import type { PeriodKind } from "./periods";
import type { QuarterAnchor } from "./quarter-years";
import type { ReportBase } from "./report-bases";
import type { OutOfScope } from "./scope-words";

/**
 * One clause of a claim or quote, read into what it asserts. Plain data: the checker decides, the parser only reads.
 */
export interface Assertion {
  text: string;
  /** The clause as read (indicator parameters stripped): the figures' indices point into it, not into `text`. */
  read: string;
  from: "claim" | "quote";
  /** Which sentence of its text the clause is in (a period and a condition rule the rest of their sentence). */
  sentence: number;
  /** The metric the clause is about: its own, else the clause before it ("…，负债扩张"). */
  metric: ClaimMetric | null;
  bound: "own" | "previous" | null;
  /** Every metric the clause names, in order (a comparison's two sides). */
  metrics: ClaimMetric[];
  /** Years the clause judges (not base years); `yearsInherited` when they came from its sentence. */
  years: number[];
  yearsInherited: boolean;
  /** 较2022年, 由2021年…至2025年: the year a change is measured from, instead of the year before. */
  baseYear: number | null;
  /** "三年下降约8.6个百分点": the change is over this many years into the period judged. */
  spanYears: number | null;
  /** "近五年…合计约5325亿元，年均约1065亿元": the N latest years a sum or average the clause before named spans. */
  recentYears?: number;
  /** The report period within the year (一季度, 前三季度, TTM…); annual unless the clause or its sentence names one. */
  period: { kind: PeriodKind; name: string };
  /** Figures shown (no years, dates, counts or time spans). */
  numbers: ExtractedNumber[];
  /** Each figure with what it is a value of (number binding). */
  figures: BoundFigure[];
  /** `extreme` with `window`: the highest or lowest over the last N periods or since a year (null: all history). */
  direction: {
    word: string;
    sense: DirectionSense;
    extreme?: "high" | "low";
    window?: { periods: number | null; since: number | null; vague?: true };
    /** The word was denied ("并未扩张"): "nearly" when hedged ("几乎没有增长"). Its sense is then the opposite's. */
    denied?: "plain" | "nearly";
  } | null;
  /** 转亏 / 扭亏: the level's sign changed into the period (−1 to a loss, +1 to a profit). */
  signChange: 1 | -1 | null;
  /** `ended`: "终结了此前的三连增" - the N years before the judged one moved the other way (direction-denial.ts). */
  basis: { kind: "yoy" } | { kind: "streak"; n: number } | { kind: "ended"; n: number } | null;
  /**
   * `hedged`: 接近翻倍, the size is nearly reached; `ofGap`: 略高于, the size of the comparison's gap, not a change.
   */
  magnitude: (MagnitudeRule & { hedged?: boolean; ofGap?: boolean }) | null;
  /** `left` is what is compared: the metric named before the word, else the clause before's ("…，覆盖归母净利润"). */
  comparison: {
    word: string;
    op: ">=" | "<";
    left: ClaimMetric | null;
    against: ClaimMetric | ExtractedNumber | null;
  } | null;
  recency: { word: string; periods: number } | null;
  /** The clause, or one before it in its sentence, prices at the last close ("按4月末股价算"; set by inherit). */
  pricedNow?: true;
  /** `stated`: a band the writer stated (负债率近九成: ratio-tenths.ts), read as written, no industry's norm. */
  level: { word: string; rule: LevelRule; hedged: boolean; stated?: true } | null;
  /** A rate's band stated beside a level word of its clause ("负债率超过八成，压力大"): checked as written too. */
  band?: { word: string; rule: LevelRule };
  /**
   * 虽然/尽管…: conceded, not argued, so it does not count for the side's polarity; 仅/只 + a direction downplays it.
   */
  concessive: boolean;
  downplayed: boolean;
  /** From/to wording (由…降至…, 较…): the earlier period's level may be shown too. */
  fromTo: boolean;
  /** A condition or forecast (若…, 预计…): not a fact the data can decide. */
  scenario: boolean;
  /** "空方称营收下滑，…": the other side's claim reported, not asserted; it rules its sentence until 但/实际上. */
  attributed: boolean;
  /** "…，这恰恰支撑看多逻辑": the side a clause after it says this fact supports (side-readings.ts). */
  readFor?: 1 | -1;
  /** "认为营收增长的观点并不成立": a view the point refutes, asserting its negation (refuted-views.ts). */
  refuted?: true;
  /** Peers and metrics the data does not hold that the clause names. */
  terms: Term[];
  /** Topics no annual series covers (行情, 公告) that the clause names. */
  topics: string[];
  /** About a price, an indicator or an event rather than a financial metric (its figures are not a metric's). */
  aboutTopic: boolean;
  /** A cause, a rank, a flow, an unstored indicator…: what it asserts the data cannot decide (scope-words.ts). */
  outOfScope: OutOfScope | null;
  /** It names a metric, a figure, a judgement or a topic: an honest ✅ needs something to have checked it. */
  asserts: boolean;
  /** The base another clause of its sentence names, where it names none (sentence-bases.ts). */
  carriedBase?: CarriedBase;
  /**
   * The frame of a rate change naming no base (sentence-bases.ts): its sentence stated the period's own 同比 rate
   * ("yearOnYear"), or another period's growth that is no base of it ("open").
   */
  rateFrame?: "yearOnYear" | "open";
  /**
   * Its metric came from the clause before, which named it by its full name (归母净利润, 营业总收入): a figure with no
   * name of its own is that series' alone (held-names.ts), as it would be in the clause that named it.
   */
  carriedFullName?: true;
  /** "投资活动现金净流出945亿元，创2021年以来新高": an outflow, named here or where its metric came from. */
  outflow?: true;
  /** No clause of its sentence names a year or a base: a figure there is the latest period's (latest-figure.ts). */
  yearlessSentence?: true;
  /**
   * 逐季: the quarters (0-3) and the year its sentence names, each judged on the one before (quarter-runs.ts);
   * `unclear` says why the run's quarters can't be told (then 未能核验); `denied`: 并非逐季下滑, no such run.
   */
  quarterRun?: {
    from: number;
    to: number;
    year: number | null;
    unclear?: string;
    denied?: true;
    /** The cumulative periods a growth rate's run is read over (cumulative-rate-runs.ts). */
    cumulative?: readonly PeriodKind[];
  };
  /** The day an earlier clause of its sentence dates its prices to, where it names no time (market-days.ts). */
  day?: { year?: string; month?: string; day: string };
  /** An earlier clause of its sentence names a snapshot with no day ("7月快照"): a price may be its day's close. */
  afterSnapshot?: true;
  /** The clause before, in its sentence, names a market value or the snapshot (valuation-inputs.ts). */
  marketValueBefore?: true;
  /** The first day its sentence named, when it differs from `day`: the start of a span the clause may size. */
  spanFrom?: { year?: string; month?: string; day: string };
  /** "年内收盘": an earlier clause's span of an extreme close, for a bare 低点 listed after it (extreme-spans.ts). */
  extremeSpan?: string;
  /** "市净率1.12倍，倒推每股净资产约50.5元": the clause before it in its sentence, naming a PB (implied-book.ts). */
  pbLead?: string;
  /** "用近四个季度利润算，动态PE约25倍": the clause before it in its sentence, naming the earnings (pe-basis.ts). */
  peLead?: string;
  /** "每股净资产约40.6元——由1.16倍的市净率倒推而来": the clause after it, deriving it from a PB (implied-book.ts). */
  pbTail?: string;
  /** A quarter naming no year, read on the period of the clause before it in its sentence (quarter-years.ts). */
  quarterAnchor?: QuarterAnchor;
  /** "市盈率约21倍，估值不算贵": the one multiple the clause before in its sentence names (multiple-lead.ts). */
  multipleLead?: { metric: ClaimMetric; value: number | null };
  /** "股价38.27元，低于…每股净资产44.90元": the one price the clause before in its sentence states (price-share.ts). */
  priceLead?: number;
  /** "两项合计近1200亿元，已超过全年营业利润": the parts of the sum its comparison sets against (summed-lead.ts). */
  summedLead?: ClaimMetric[];
  /** "2025年归母净利润继续下滑，按当前股价算PE已升到15倍": the year of the earnings the clause before names. */
  earningsYear?: number;
  /** The clause before that named `earningsYear` is a basis (按/以/用/对应…), not a statement of the profit. */
  earningsBasis?: true;
}

/** A base of another kind of report period paired with the clause's, or the quarter before it (环比). */
export type CarriedBase = { kind: "pair"; base: ReportBase } | { kind: "sequential" };
