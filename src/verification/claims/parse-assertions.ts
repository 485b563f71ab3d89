import { extractNumbers } from "../extract-numbers";
import type { Assertion } from "./assertion";
import { headsMove, listedBefore } from "./move-headlines";
import { bindFigures, comparableText } from "./binding";
import { clauseTerms } from "./clause-terms";
import { unheldBefore } from "./named-terms";
import { COMPOUND_WORDS } from "./figure-doubt";
import { isFigure } from "./figure-kind";
import { slowdownAfter, sizeWordOf } from "./intensity-words";
import { indicatorDirection } from "./check-fact-clauses";
import { namesFactClause } from "./fact-clause-names";
import { sentencesOf } from "./clause-split";
import { bothReadings } from "./compared-readings";
import { eventTitleSpans } from "./event-words";
import { BASIS_WORDS, COMPARISON_WORDS, DIRECTION_WORDS, RECENCY_WORDS, STALL_WORDS, numeral } from "./judgement-words";
import { type ClaimMetric, METRIC_LEXICON, findMetrics, pointedMetric, weakSubject } from "./metric-lexicon";
import { clausePeriod, spanYearsOf, yearMentions } from "./periods";
import { STREAK_THEN, eventBeforeSpans } from "./event-after";
import { framedSpan, noteFrames } from "./span-frames";
import { inheritedPeriod, periodOnly, yearsToInherit } from "./period-only";
import { quarterAnchor } from "./quarter-years";
import { extremeWindowOf } from "./extreme-windows";
import { inheritedBase, judgedYears, laterWindow, pairedPeriod, sizesGap, spanBaseYear, spanned } from "./period-bases";
import {
  CONDITIONAL,
  DENIED_LEVEL,
  DOWNPLAY,
  DOWNPLAYED_SIZE,
  FORECAST,
  PROFIT_DIRECTION_WORDS,
  TOPIC_SUBJECTS,
  TURN,
  stripIndicatorParameters,
} from "./phrase-words";
import { topicsOf } from "./uncovered-topics";
import { carriesFullName } from "./held-names";
import { speaksOfYearBefore } from "./prior-same-period";
import { hedgedAt } from "./level-hedges";
import { clauseLevel } from "./read-levels";
import { REPORT_JUDGED, judgeReported, voiceOf } from "./reported-voice";
import { readBy } from "./side-readings";
import { OPPOSITE_SENSE, directionDenial, impliedMove } from "./direction-denial";
import { ownZone } from "./macd-zones";
import { RULES_SENTENCE, outOfScope, unheldCauseSpans, unheldPart } from "./scope-words";
import { type Hit, firstWord, levelWordIn } from "./word-scan";
import { signChangeIn } from "./sign-turns";
import { impliedDirection } from "./compound-pace";
import { numeratorOwn, priceMoveOf, weakNamedOwn } from "./metric-carried";
import { qualitySubject } from "./qualitative-subjects";
import { carriedMove, moveNounSpans } from "./move-nouns";
import { comparedLeft, comparedSide, notLevels } from "./compared-sides";
import { forecastClause, opensForecast } from "./forecast-carry";
import { waitsFor } from "./market-wanted";
import { CONCESSIVE, lendsSubject } from "./share-aside";
import { type ParseOptions, type SentenceState, inherit, judgedPeriodOf, sentenceState } from "./sentence-state";
import { FRAMING, SOURCE_ONLY } from "./framing-words";
import { readWithBefore } from "./read-with-before";
import { bareMarginWritten } from "./bare-margin";
import { pbNamedAfter } from "./implied-book";
import { carriedLeft, opensWithShare, writtenRatio } from "./ratio-names";
import { speaksOfMonth } from "./check-calendar-bars";
export type { Assertion } from "./assertion";
/** The topic of prices and technicals (phrase-words.ts): "从6.37元跌到5.39元" after a price window is the price's. */
export const PRICE_TOPIC = "行情或技术指标";
const SMALL = /(?:微|小幅|略)$/; // "仅微增": the size word between 仅 and the move.
const ANNUAL = { kind: "annual" as const, name: "年度" };
function parseClause(
  text: string,
  from: Assertion["from"],
  before: Assertion | null,
  state: SentenceState,
  written: string = text,
): Assertion | null {
  const all = extractNumbers(text);
  const scope = outOfScope(written, before?.metrics ?? []);
  const numbers = all.filter((n) => isFigure(n, text));
  const yearHits = yearMentions(text, all);
  // "四年间利润复合增速约30%": 同期, a compound rate or a cumulative change (累计增长) is over the sentence's span.
  const together = /同期|累计(?:增长|增加|提升|下降|减少)/.test(text) || COMPOUND_WORDS.test(text);
  // "尚未进入超买区", "既不超买也不超卖": a level word denied says the level is not reached; no level rule reads it.
  const levelHit = ownZone(levelWordIn(text, DENIED_LEVEL), text, state.indicator);
  const levelAt = levelHit ? text.indexOf(levelHit.word) : -1;
  // "估值偏高" names 估值 inside the level word: that is the word's topic, not the clause's metric; "研发费用率" is a
  // metric the data lacks, not 研发费用; a segment's 收入 or a peer (clause-terms.ts) is not the company's metric.
  // "单季营收" after "四季度单季…" is that quarter, not the latest one.
  const period = clausePeriod(judgedPeriodOf(text), inheritedPeriod(state, text), text) ?? ANNUAL;
  const { terms, peerBase } = clauseTerms(text, state.company, period.kind, state.sequential);
  const mentions = findMetrics(text).filter(
    (m) =>
      (!levelHit || m.end <= levelAt || m.index >= levelAt + levelHit.word.length) &&
      ![...terms, ...eventTitleSpans(text)].some((t) => m.index < t.end && t.index < m.end),
  );
  const strong = mentions.filter((m) => !m.weak);
  // Words right after a peer or a metric the data lacks are theirs (净息差收窄); an event title (减少注册资本) its own.
  const taken: Hit[] = [
    ...mentions.map((m) => ({ index: m.index, end: m.end })),
    ...terms.map((t) => ({ index: t.index, end: t.kind === "price" ? t.end : t.end + 4 })),
  ];
  const levelSpan = levelHit ? [{ index: levelAt, end: levelAt + levelHit.word.length }] : [];
  taken.push(...eventTitleSpans(text), ...levelSpan, ...moveNounSpans(text), ...eventBeforeSpans(text));
  taken.push(...unheldCauseSpans(text)); // "主因是运费上涨": a move in a cause the data lacks is the cause's.
  const magnitude = sizeWordOf(text, taken);
  const signHit = signChangeIn(text, taken);
  const profitHit = firstWord(text, PROFIT_DIRECTION_WORDS, taken);
  // "不足以单独支撑结论" says a point is not enough on its own; it compares nothing (不足以覆盖 still does).
  const comparisonHit = firstWord(comparableText(text), COMPARISON_WORDS, taken);
  const firstDirection =
    firstWord(text, DIRECTION_WORDS, taken) ?? profitHit ?? comparedSide(text, taken) ?? carriedMove(text, mentions);
  const slowdown = slowdownAfter(text, firstDirection);
  // "增长几乎停滞": growth that stopped is the stall's size (STALL_WORDS), neither growth nor a slowdown.
  const stalled =
    firstDirection?.sense === "up" &&
    !!magnitude &&
    STALL_WORDS.includes(magnitude.word) &&
    magnitude.index >= firstDirection.end;
  const directionHit = stalled
    ? null
    : slowdown && firstDirection
      ? {
          word: slowdown[0],
          sense: "adverse" as const,
          index: firstDirection.end + slowdown.index,
          end: firstDirection.end + slowdown.index + slowdown[0].length,
        }
      : firstDirection;
  // "规模扩张没有转化为收入": growth denied by the pattern itself (move-nouns.ts).
  const { negated, denied } =
    directionHit && "carried" in directionHit
      ? { negated: true, denied: "plain" as const }
      : directionDenial(text, directionHit);
  const impliedSense = impliedDirection(text, magnitude?.word); // 大增, 骤降, 多赚: one word, the way and the size.
  const window = extremeWindowOf(text, yearHits);
  const hitExtreme = (directionHit as { extreme?: "high" | "low" } | null)?.extreme;
  const direction: Assertion["direction"] = peerBase
    ? null
    : window
      ? {
          word: window.extreme === "high" ? "最高" : "最低",
          sense: window.extreme === "high" ? "up" : "down",
          extreme: window.extreme,
          window,
        }
      : directionHit
        ? {
            word: directionHit.word,
            sense: negated ? OPPOSITE_SENSE[directionHit.sense] : directionHit.sense,
            ...(hitExtreme ? { extreme: hitExtreme } : {}),
            ...(denied ? { denied } : {}),
          }
        : impliedSense
          ? impliedMove(text, magnitude!, impliedSense)
          : null;
  let basis: Assertion["basis"] = null;
  for (const b of BASIS_WORDS) {
    const m = b.re.exec(text);
    if (!m) continue;
    if (b.basis !== "yoy" && STREAK_THEN.test(text.slice(m.index + m[0].length))) continue;
    const n = Math.max(1, numeral(m[1] ?? m[2] ?? "1") - (b.basis === "window" ? 1 : 0));
    basis = b.basis === "yoy" ? { kind: "yoy" } : { kind: negated && !denied ? "ended" : "streak", n };
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
  // "近三年资产负债率：2021年 22.81%、…": a heading's recency word rules the figures after it.
  recency ??= state.recency;
  // A topic rules its sentence: "MACD…DIF +5.55，DEA +5.22，柱值 +0.33" is about the indicator throughout.
  const ownTopics = topicsOf(text);
  const topics = ownTopics.length > 0 || findMetrics(text).length > 0 ? ownTopics : state.topics;
  const judged = direction || magnitude || comparisonHit || levelHit || recency || basis || signHit || scope;
  const namesBase = yearHits.some((y) => y.base);
  // A growth rate's change (masked ◇, rate-change.ts) judges though it names no metric: "前三季度增速进一步提升".
  const empty = !text.includes("◇") && mentions.length + numbers.length + terms.length + topics.length === 0;
  if (empty && !judged && !namesBase && !namesFactClause(text)) return null;
  let metric: ClaimMetric | null = (opensWithShare(text) && before?.metric ? null : strong[0]?.metric) ?? null;
  let bound: Assertion["bound"] = metric ? "own" : null;
  // A clause about a metric the data lacks ("净息差收窄"), a price, an indicator or an event is not about the metric
  // before; a move over a window ("8月以来下跌约5.5%") or a named month's ("4月单月大涨约17.9%") is the price's.
  const priceMove = priceMoveOf(text, state.topics.length > 0, before?.metric ?? null);
  const aboutTopic = TOPIC_SUBJECTS.test(text) || priceMove || speaksOfMonth(text);
  // "高端定位未变": a quality of the business (qualitative-subjects.ts) is the clause's subject, not the metric before.
  const quality = topics.length === 0 ? qualitySubject(text, mentions.length > 0) : null;
  const part = unheldPart(text, terms, directionHit?.index ?? magnitude?.index ?? -1);
  const unheld =
    terms.length > 0 && !directionHit && !magnitude && (!levelHit || unheldBefore(terms, text.indexOf(levelHit.word)));
  const aboutUnheld = !metric && (unheld || part || aboutTopic || quality !== null);
  // "营收5,662.7亿元、归母净利233.3亿元，利润同比下降7.5%": a weak name (利润) is the metric of the clause before's
  // list it names, not that clause's first.
  // "利润微增": a word of a way and a size (微增) is the clause's move as much as a direction word.
  const moveAt = directionHit?.index ?? (impliedSense ? magnitude?.index : undefined);
  const weakListed = weakSubject(text, mentions, numbers.length > 0, before?.metrics ?? [], moveAt, before?.text);
  if (!metric && !aboutUnheld && before?.metric) {
    // "归母净利润与营业总收入之比约12.8%，较2024年的12.3%略有提升": a ratio written out before is the subject.
    metric = pointedMetric(text, before) ?? writtenRatio(before.read) ?? (weakListed?.metric || before.metric);
    bound = "previous";
  } else if (!metric && mentions[0]) {
    metric = mentions[0].metric;
    bound = "own";
  }
  if (!metric && !aboutUnheld && (profitHit || signHit)) [metric, bound] = ["net_profit", "own"];
  // A level word names its own metric when the clause names none it can be read on (技术面偏弱 → RSI); a move beside
  // it is then the price's (属于弱势反弹), not the indicator's (RSI升至 names the indicator).
  const readsOwn = levelHit?.rule.ownMetric || (metric && levelHit && metric in levelHit.rule.on) || bound === "own";
  const levelNamed = levelHit && !readsOwn ? levelHit : null;
  if (levelNamed) {
    metric = Object.keys(levelNamed.rule.on)[0] as ClaimMetric;
    bound = "own";
  }
  // Periods: the years judged (a base year is not one), inherited from the sentence when the clause names none.
  const ownTargets = judgedYears(text, yearHits);
  const need = yearsToInherit(period.kind, basis, text);
  const inherit = ownTargets.length === 0 && !laterWindow(yearHits, state.years, text) && state.years.length >= need;
  // "…，而去年同期为下降3.1%": a clause about the same period a year before speaks of that year (prior-same-period.ts).
  const priorMove = speaksOfYearBefore(text, directionHit !== null);
  const pair = inherit ? pairedPeriod(state, text, yearHits) : null;
  const years = pair?.years ?? (inherit ? (priorMove ? state.years.map((y) => y - 1) : state.years) : ownTargets);
  const fromTo = /由|从|较/.test(text);
  // "…，而归母净利润同期只增长了约25%": 同期 is the sentence's span; a base named before the clause carries on.
  const inheritedFrom = inheritedBase(ownTargets, state, together, text);
  const explicitBase = yearHits.find((y) => y.base)?.year ?? pair?.base ?? inheritedFrom;
  const baseYear = explicitBase ?? spanBaseYear(text, years, state.said);
  // "营收A→B→C（2023-2025年），三年几乎没有变化": N years listed, and "N年" spans those years (N−1 steps).
  const span = spanYearsOf(text) ?? framedSpan(text, state);
  const listed = years.length > 1 && span === years.length && Math.max(...years) - Math.min(...years) === span - 1;
  const figures = bindFigures({
    text,
    numbers,
    mentions,
    terms,
    years: yearHits,
    fallback: metric,
    before,
    target: years.length > 0 ? Math.max(...years) : null,
    inherited: inherit ? years : [],
    baseYear,
    spanYears: span,
    aboutPrice: topics.includes(PRICE_TOPIC),
  });
  // "约为归母净利润的1.07倍" is about 净现比: the clause's metric is the stored ratio its figure was bound to.
  const ratio = figures.find(
    (f) => f.role === "metric" && f.metric && f.n.kind === "multiple" && !mentions.some((m) => m.metric === f.metric),
  );
  const own = ratio?.metric ?? weakNamedOwn(figures, mentions, bound) ?? numeratorOwn(figures, metric, bound);
  if (own) [metric, bound] = [own, "own"];
  // "…，占营业收入约2%，同比基本持平": a share is about its numerator, not the total it is taken of.
  const share = figures.find((f) => f.role === "ratio" && f.per === metric && f.metric);
  if (share?.metric && !directionHit && !magnitude) metric = share.metric;
  let comparison: Assertion["comparison"] = null;
  // "远大于利润4.5%的降幅", "RSI不到40、离…不足5%": no comparison of the metric's level (compared-sides.ts).
  const ofChanges = comparisonHit !== null && notLevels(text, mentions, comparisonHit);
  if (comparisonHit && !ofChanges) {
    // "经营现金流明显高于利润": a weak name (利润) after the word is what is compared with when no strong one is.
    const later = mentions.filter((m) => m.index >= comparisonHit.end);
    const after = later.find((m) => !m.weak) ?? later[0];
    const num = numbers.find((n) => n.index + n.raw.length > comparisonHit.index);
    const own = num !== undefined && num.index <= comparisonHit.index; // "降幅超过55%": the figure's own bound
    const named = comparedLeft(mentions, comparisonHit.index);
    const left = named ?? carriedLeft(text, aboutUnheld, before, metric);
    // "对722亿元归母净利的覆盖不过1.3倍": a multiple the binding read as a ratio of two metrics is no level of either.
    const multiple = figures.find((f) => f.n === num && (f.n.kind === "multiple" || f.role === "ratio"));
    const ratioFigure = !after && multiple && (multiple.role === "ratio" || multiple.metric !== left);
    if (!ratioFigure && !own)
      comparison = { word: comparisonHit.word, op: comparisonHit.op, left, against: after?.metric ?? num ?? null };
  }
  const carried = forecastClause(text, ownTargets, state.forecast === true);
  const scenario = state.conditional || CONDITIONAL.test(text) || FORECAST.test(text) || carried || waitsFor(text);
  const rest = text.replace(FRAMING, "");
  // "近三年资产负债率：…", "按库里最近的年报" are headings ruling the clauses after; 近五年的估值底部 is not.
  const level = clauseLevel(text, metric, levelHit);
  const judgesNothing = !direction && !magnitude && !comparisonHit && !level && scope === null;
  const heading =
    recency !== null &&
    judgesNothing &&
    numbers.length === 0 &&
    yearHits.length === 0 &&
    (mentions.length > 0 || SOURCE_ONLY.test(text)) &&
    ownTopics.length === 0 &&
    terms.length === 0;
  // A metric with words beyond its name and the framing ("毛利率维持高位") says something about it.
  const saysMore = mentions.length > 0 && rest.length > mentions.reduce((s, m) => s + m.end - m.index, 0) + 1;
  const asserts =
    !heading &&
    !quality?.steady &&
    (numbers.length > 0 || judged !== null || ownTopics.length > 0 || terms.length > 0 || saysMore);
  return {
    text,
    read: text,
    from,
    sentence: state.sentence,
    metric: scope?.owns ? null : metric,
    bound,
    metrics: strong.map((m) => m.metric),
    years,
    yearsInherited: inherit && years.length > 0,
    baseYear: baseYear !== null && years.length > 0 && baseYear >= Math.max(...years) ? null : baseYear,
    spanYears: listed ? span - 1 : (span ?? (together ? state.spanYears : null)),
    period,
    numbers,
    figures,
    direction: indicatorDirection(text, metric, direction, levelNamed !== null, directionHit?.index),
    signChange: signHit?.to ?? null,
    basis,
    magnitude:
      magnitude && !peerBase
        ? {
            word: magnitude.word,
            percent: magnitude.percent,
            points: magnitude.points,
            hedged: hedgedAt(text, magnitude.index),
            // "略高于归母": against another metric; a figure's gap (明显低于…268.47亿元) is sized when no change is.
            // "增速明显落后平安约6.5%": so is one right before an order to a peer.
            ofGap:
              sizesGap(text, comparison?.against, comparisonHit, magnitude.end) ||
              (comparisonHit?.index === magnitude.end &&
                terms.some((t) => t.kind === "peer" && t.index >= comparisonHit.end)),
          }
        : null,
    comparison,
    recency,
    level,
    concessive: CONCESSIVE.test(text) || (before?.concessive === true && bound === "previous"),
    downplayed:
      direction !== null &&
      (DOWNPLAY.test(text.slice(0, (directionHit ?? magnitude)?.index ?? 0).replace(SMALL, "")) ||
        DOWNPLAYED_SIZE.test(text)),
    fromTo,
    scenario,
    attributed: state.attributed,
    terms,
    topics,
    aboutTopic,
    quarterAnchor: quarterAnchor(judgedPeriodOf(text), state, ownTargets, text),
    outOfScope: scope,
    asserts,
    ...(bound === "previous" && metric && before?.metric === metric && carriesFullName(metric, before)
      ? { carriedFullName: true as const }
      : {}),
  };
}

/**
 * Splits a Chinese claim (and the quote it cites) into sentences and clauses and reads each into an assertion. A
 * clause that judges without naming a metric binds to the metric of the clause before it; a clause naming no year or
 * report period is of its sentence's; a condition (若…) rules the rest of its sentence. The quote is read on its own.
 */
export const parseAssertions = bothReadings(parseReading); // 较前年 left open is read both ways (compared-readings.ts)
function parseReading(claim: string, quote?: string, opts: ParseOptions = {}): Assertion[] {
  const out: Assertion[] = [];
  for (const [from, text] of [["claim", claim] as const, ["quote", quote ?? ""] as const]) {
    let before: Assertion | null = null;
    sentencesOf(text, opts.asOf).forEach((clauses, i) => {
      const state = sentenceState(i, opts.company ?? null);
      // "相比2019年的928.67亿元，招行2024年归母净利润增长约60%": figures without a metric take the next one's (a list).
      let pending: { at: number; clause: string; state: SentenceState }[] = [];
      for (const [k, written] of clauses.entries()) {
        noteFrames(state, clauses, k);
        // Indicator windows (RSI(14), MA20) are parameters, never figures; the clause keeps them for the price checks.
        const clause = stripIndicatorParameters(written);
        if (!clause) continue;
        state.attributed = voiceOf(clause.trim(), state.attributed);
        const snapshot = { ...state };
        const parsed = parseClause(bareMarginWritten(clause, before, i, out), from, before, state, written);
        const a = parsed && readWithBefore({ ...parsed, text: written }, before);
        if (REPORT_JUDGED.test(clause.trim())) state.attributed = false;
        if (CONDITIONAL.test(clause) || RULES_SENTENCE.test(clause)) state.conditional = true;
        if (opensForecast(clause)) state.forecast = true;
        if (!a) {
          periodOnly(state, clause);
          if (before?.sentence === i && out.at(-1) === before) out[out.length - 1] = readBy(before, clause);
          continue;
        }
        // "从6.18跌到5.39，快13个点了，RSI都30了": an indicator lends its name to no figure before it (the price's).
        const lends = a.bound === "own" && !(a.metric && METRIC_LEXICON[a.metric].topic === "technical");
        for (const p of lends ? pending : []) {
          const again = parseClause(stripIndicatorParameters(p.clause), from, a, spanned(p, a).state, p.clause);
          if (again) out[p.at] = { ...again, text: p.clause, sentence: i };
        }
        const metricless = a.metric === null && a.topics.length === 0 && !a.aboutTopic;
        const after = text.slice(text.indexOf(written) + written.length);
        const headline = headsMove(a, clause, after, k === 0);
        const unbound = metricless && (a.figures.some((f) => f.role === "none") || headline);
        const item = { at: out.length, clause: written, state: snapshot };
        pending = unbound ? [...listedBefore(pending, written), item] : [];
        if (before?.sentence === a.sentence && TURN.test(clause.trim()))
          out[out.length - 1] = { ...before, concessive: true };
        out.push(a);
        // A concession about another metric, a share or a multiple of a whole is an aside the next clause skips.
        if (lendsSubject(clause, a, before, clauses[k + 1])) before = a;
        inherit(state, a, clause);
      }
      judgeReported(out, from, i, clauses);
    });
  }
  return pbNamedAfter(out);
}
