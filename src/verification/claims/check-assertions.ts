import { checkFactSentences } from "./check-fact-clauses";
import { MARKET_POLARITY } from "./market-words";
import { type ClaimCheck, entryOf, quoted } from "./check-series";
import { checkClauses } from "./coverage";
import { withDerived } from "./derived-series";
import type { Facts } from "./facts";
import { type ClaimMetric, METRIC_LEXICON } from "./metric-lexicon";
import { type Assertion, PRICE_TOPIC } from "./parse-assertions";

export type { CheckKind, ClaimCheck } from "./check-series";

export interface CheckOptions {
  /** The point's side: a bull point must be favourable by the polarity table, a bear (risk) point adverse. */
  side?: "bull" | "bear";
  /** The point it rebuts: its metrics (lexicon keys), so the rebuttal must stay on their topic. */
  rebuts?: { id: string; metrics: readonly ClaimMetric[] };
}

/** What a clause says about the company by the polarity table: +1 favourable, −1 adverse, null when it says neither. */
function favourability(a: Assertion): 1 | -1 | null {
  if (a.level && a.level.rule.side !== "neutral") return a.level.rule.side === "favourable" ? 1 : -1;
  // "跌破100元关口", "均线空头排列": a price reading has a side of its own (one the market checks verify).
  if (a.topics.includes(PRICE_TOPIC) && !a.direction) {
    const hits = MARKET_POLARITY.filter((x) => x.re.test(a.text)).map((x) => x.f);
    return hits.length > 0 && hits.every((f) => f === hits[0]) ? hits[0]! : null;
  }
  if (!a.direction || !a.metric) return null;
  const s = a.direction.sense;
  if (s === "favourable") return 1;
  if (s === "adverse") return -1;
  const p = entryOf(a.metric).polarity;
  if (p === 0) return null;
  return (s === "up" ? p : -p) as 1 | -1;
}

/** "…，但…": what comes before a 但 is conceded; "空方所称…" reports the other side's view, not this point's own. */
const TURN = /^(?:但|但是|不过|然而|可是)/;
const ATTRIBUTED = /所称|所说|强调的|认为的|声称|提到的|指出的|所谓|担心的|担忧的|质疑的/;

function checkPolarity(assertions: readonly Assertion[], side: "bull" | "bear"): ClaimCheck[] {
  const want = side === "bull" ? 1 : -1;
  const own = assertions.filter((a) => a.from === "claim");
  const lastTurn = own.findLastIndex((a) => TURN.test(a.text));
  const judged = own
    .filter((a, i) => !a.concessive && !a.downplayed && !a.attributed && i >= Math.max(0, lastTurn))
    .filter((a) => !ATTRIBUTED.test(a.text))
    .map((a) => ({ a, f: favourability(a) }))
    .filter((x) => x.f !== null);
  if (judged.length === 0) return [];
  // A point is read on its own side when any of its judged clauses is: "利润下滑并未拖累现金创造能力" concedes a fall
  // to argue cash; only a point all of whose judgements argue the other side is inconsistent.
  const wrong = judged.some((x) => x.f === want) ? undefined : judged.find((x) => x.f !== want);
  const sideName = side === "bull" ? "多方论点" : "空方风险论点";
  const expected = side === "bull" ? "利好" : "利空";
  if (wrong)
    return [
      {
        kind: "polarity",
        ok: false,
        expected,
        found: wrong.f === 1 ? "利好" : "利空",
        reason: `${sideName}${quoted(wrong.a)}按指标方向表是${wrong.f === 1 ? "利好" : "利空"}（立场不一致）`,
      },
    ];
  return [{ kind: "polarity", ok: true, expected, found: expected, reason: `${sideName}按指标方向表为${expected}` }];
}

function checkRebuttal(assertions: readonly Assertion[], target: NonNullable<CheckOptions["rebuts"]>): ClaimCheck[] {
  const topics = new Set(target.metrics.map((m) => METRIC_LEXICON[m].topic));
  // A target that names no metric (an announcement, a buyback, management) leaves nothing to compare topics with.
  if (topics.size === 0) return [];
  const expected = [...topics].length ? target.metrics.map((m) => METRIC_LEXICON[m].label).join("、") : "同一指标";
  const own = [
    ...new Set(
      assertions.filter((a) => a.from === "claim").flatMap((a) => (a.metric ? [a.metric, ...a.metrics] : a.metrics)),
    ),
  ];
  const ok = own.some((m) => topics.has(METRIC_LEXICON[m].topic));
  const found = own.map((m) => METRIC_LEXICON[m].label).join("、") || "未提及指标";
  return [
    {
      kind: "rebuttal",
      ok,
      expected,
      found,
      reason: ok
        ? `回应的论点谈${expected}，本论点回应了它`
        : `回应的论点谈${expected}，本论点却只谈${found}（未回应）`,
    },
  ];
}

/**
 * Checks a point's assertions against the facts known by asOf. Pure and total: every check says what was expected,
 * what the data shows and why, in Chinese; `ok: null` is a judgement the data cannot decide.
 */
/** A reading of the facts as good news: "这是积极信号", "这对股价是利好", "恰恰说明…在加速". */
const GOOD_NEWS = /积极信号|是利好|利好信号|向好信号|底部信号|情绪面?转暖|说明[^，,。]{0,10}(?:加速|改善|向好)/;
const DENIED = /不是|并非|难言|谈不上|不代表|不能说明/;

/**
 * One fact is not read both ways: a point whose judged facts are all adverse (经营现金流同比下降33%) and that calls
 * them good news (这是积极信号) fails, whichever side argues it. A point with a favourable fact too may mean that one.
 */
function checkReading(assertions: readonly Assertion[]): ClaimCheck[] {
  const own = assertions.filter((a) => a.from === "claim" && !a.attributed && !a.scenario);
  const judged = own.map((a) => ({ a, f: favourability(a) })).filter((x) => x.f !== null);
  const adverse = judged.find((x) => x.f === -1);
  if (!adverse || judged.some((x) => x.f === 1)) return [];
  const reading = own.find((a) => a !== adverse.a && GOOD_NEWS.test(a.text) && !DENIED.test(a.text));
  if (!reading) return [];
  return [
    {
      kind: "polarity",
      ok: false,
      expected: "利空",
      found: "利好",
      reason: `${quoted(adverse.a)}按指标方向表是利空，${quoted(reading)}却读作利好（同一事实不能两面解读）`,
    },
  ];
}

export function checkAssertions(assertions: readonly Assertion[], facts: Facts, opts: CheckOptions = {}): ClaimCheck[] {
  const all = withDerived(facts);
  const checks = checkClauses(assertions, all);
  checks.push(
    ...checkFactSentences(
      // A clause an out-of-scope subject owns (KDJ金叉) is not read as a stored indicator's.
      assertions.filter((a) => a.from === "claim" && !a.outOfScope?.owns).map((a) => a.text),
      all,
    ),
  );
  checks.push(...checkReading(assertions));
  if (opts.side) checks.push(...checkPolarity(assertions, opts.side));
  if (opts.rebuts) checks.push(...checkRebuttal(assertions, opts.rebuts));
  return checks;
}
