import { sameWindowSource } from "./market-same-window";
import { printedGrowthChecks } from "./printed-growth";
import { waitsFor } from "./market-wanted";
import { isCompanyName } from "./company-names";
import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import { checkFactClause } from "./check-fact-clauses";
import { withListedLines } from "./listed-lines";
import { clauseView } from "./clause-view";
import { RATE_CHANGE_EXPECTED } from "./rate-change";
import { latestSingleQuarter } from "./latest-quarter";
import { yearStartBase } from "./year-start-base";
import { concededSubject } from "./conceded-subject";
import { DIRECTION_WORDS } from "./judgement-words";
import { firstWord } from "./word-scan";
import { NAMES_FUNDING, leverageRead, readsLeverage } from "./industry-norms";
import { borrowedRead, readsBorrowed } from "./borrowed-norm";
import { checkQualityReading } from "./quality-readings";
import { checkParity } from "./metric-parity";
import { checkDeniedLevel } from "./denied-levels";
import { checkFigures } from "./check-figures";
import { checkFigureByValue } from "./figure-by-value";
import { checkComparison, checkDirection, checkMagnitude } from "./check-judgements";
import { snapshotMultipleMove } from "./snapshot-move";
import { comparisonGapFigure } from "./comparison-gap";
import { checkLevel } from "./check-levels";
import { type ClaimCheck, entryOf, quoted, undecided } from "./check-series";
import type { Facts } from "./facts";
import { moveBesideComparison, ownMoveOf, readRelation } from "./metric-relations";
import { explainsGap } from "./relation-gaps";
import { sameBase, statesOwnMove } from "./own-moves";
import { checkRecency } from "./period-recency";
import { framesNext } from "./framing-clauses";
import { withMonthsTotal } from "./months-total";
import type { Assertion } from "./parse-assertions";
import { uncheckedParts, unreadParts } from "./part-coverage";
import { yearExtremeChecks } from "./year-extremes";
import { quarterSinceChecks } from "./quarter-since";
import { type PeerFacts, framesPeer, peerCompared } from "./peer-compare";
import { peerFramed, unheldPeerOrder } from "./peer-frame";
import { peerMoved } from "./peer-moves";
import { namedPeer, peerSubject } from "./peer-subject";
import { withStatedPe } from "./pe-stated";
import { withSnapshotPe } from "./snapshot-pe";
import { withDatedPe } from "./dated-pe";
import { monthFigure } from "./month-figures";
import type { OutOfScope } from "./scope-words";
import { basisReadByNext, basisReadByPrevious } from "./valuation-basis";
import { pairedMultipleChecks } from "./multiple-pairs";
import { priceReading, readsPointFacts } from "./price-readings";
import { checkFirstFallSince, checkPhaseBefore } from "./first-since";
import { checkPeakRecovery } from "./peak-recovery";
import { listedMove } from "./listed-moves";
import { assertsNothing, idleChecks, planValues } from "./idle-clauses";
import { methodReadByNext } from "./method-basis";
import { followsExRights, restatesEvent } from "./event-progress";

/**
 * The honest default: every clause of a point that asserts something is checked, or says why it is not. A condition
 * or forecast is not a fact (未能核验); a quarter the data does not hold is 无季度数据, never the annual figure; a
 * clause naming a metric, figure, topic or judgement that no check covered is 未能核验 too, never a silent ✅ - unless
 * its figures are the ones its cited evidence states (the quote is checked against the source), or, naming no figure,
 * it elaborates on what another clause of its sentence about the same thing had checked
 * ("…同比大幅增长，利润端表现扎实").
 */

type JudgementCheck = (a: Assertion, facts: Facts, next: string | null, before: readonly Assertion[]) => ClaimCheck[];
const JUDGEMENT_CHECKS: readonly JudgementCheck[] = [
  // A comparison's threshold ("超过85%") and its sides' gap ("落后9个pp") are the comparison check's, not the metric's.
  // "低于2024年的500亿元": a threshold an annual clause places in an earlier year is that year's level, checked as a
  // figure too (a quarter's clause may compare with a full year, which its own period would misplace; a per-unit
  // figure, 每100元营收…5.35元, is no level of the total; a round one, 3500亿元, may be the writer's rounding).
  (a, facts) => {
    const against = typeof a.comparison?.against === "object" ? a.comparison.against : null;
    const placed = a.figures.find(
      (f) =>
        f.n === against &&
        f.role === "metric" &&
        /[亿%]/.test(f.n.raw) &&
        !/^\D*\d*[1-9]0+\D*$/.test(f.n.raw) &&
        a.period.kind === "annual" &&
        f.year !== null &&
        a.years.some((y) => y > (f.year ?? y)),
    );
    const threshold = placed ? null : against;
    const gap = comparisonGapFigure(a);
    return checkFigures(a, facts, new Set([threshold, gap].filter((n) => n !== null)));
  },
  // "A、B、C一路走高": a move across the levels listed before it (listed-moves.ts); "较7月快照时的估值明显抬升": a
  // multiple's move from the snapshot, on the two closes (snapshot-move.ts).
  (a, facts) =>
    snapshotMultipleMove(a, facts) ?? listedMove(a, facts) ?? checkDirection(moveBesideComparison(a), facts),
  // "2021年净利润是2018年以来首次下滑": no year between fell; "…连增五年，2025年首降": since the run's start
  // (first-since.ts).
  (a, facts, _next, before) => checkFirstFallSince(a, facts, before),
  // "是营收扩张后的首次回落": the period before moved the other way (first-since.ts).
  checkPhaseBefore,
  // "六年过去尚未收复高点": the period judged is still below an earlier year's high (peak-recovery.ts).
  checkPeakRecovery,
  (a, facts) => (snapshotMultipleMove(a, facts) ? [] : checkMagnitude(moveBesideComparison(a), facts)),
  checkComparison,
  checkRecency,
  checkLevel,
  checkDeniedLevel,
];

/**
 * One clause's own checks, each on the facts of the clause's report period; `previous`: the clause before's text;
 * `before`: the point's own clauses before it in its sentence.
 */
function checkClause(
  a: Assertion,
  facts: Facts,
  previous: string | null,
  next: string | null,
  before: readonly Assertion[],
  peers?: PeerFacts,
): ClaimCheck[] {
  const own = a.from === "claim";
  // The other side's claim reported ("空方称…") is not this point's assertion: the point is judged on its own voice.
  if (a.attributed) return [];
  if (a.scenario)
    // "等放量再跟": a plan waiting on an event recommends an action and asserts nothing (market-wanted.ts), but an
    // average's value it states ("先等站回MA20的1600元") is still checked (idle-clauses.ts).
    return own && a.asserts && !waitsFor(a.text)
      ? [undecided("scope", "已公布的事实", `${quoted(a)}是假设、情景或预测，已公布的数据无法核验`)]
      : own && waitsFor(a.text)
        ? planValues(a.text, facts.market)
        : [];
  // "单季营收环比增长约10.6%": a bare 单季 is the latest public single quarter (latest-quarter.ts).
  a = latestSingleQuarter(a, facts);
  // "货币资金比年初多了约185亿": an unperioded balance against 年初 is the newest quarter-end's (year-start-base.ts).
  a = yearStartBase(a, facts, before);
  // A named peer whose facts are given: its figure, the ratio, gap or order is checked on both (peer-compare.ts).
  const moved = own ? peerMoved(a, before, peers) : null;
  if (moved) return moved;
  const compared = own ? peerCompared(a, facts, before, peers) : null;
  if (compared) {
    const { rest } = compared;
    const more = rest.numbers.length > 0 || rest.direction ? checkInScope(rest, facts, previous, next, before) : [];
    return [...compared.checks, ...more];
  }
  const framed = own ? peerFramed(a, before) : null;
  if (framed) return framed;
  // "…，比亚迪仅约41亿元且同比大幅下滑": the peer's own figures and move, on the peer's facts (peer-subject.ts).
  const subject = own ? peerSubject(a, peers, facts.company ?? null, before.at(-1)) : null;
  const checked = subject?.facts ? checkInScope(subject.a, subject.facts, previous, next, before) : null;
  if (subject && checked) return [...namedPeer(subject.name, checked), ...(subject.relation ?? [])];
  if (subject) a = { ...a, direction: null, magnitude: null };
  // What the data cannot decide (a cause, a rank, a flow…) is 未能核验; a subject owning the clause owns its figures.
  const scope = a.outOfScope && own && a.asserts ? outOfScopeCheck(a, a.outOfScope) : null;
  if (a.outOfScope?.owns) return scope ? [scope] : [];
  // "3月份营收同比下降约10%": no month's financial figures are stored (month-figures.ts).
  const month = own ? monthFigure(a) : null;
  if (month) return [month];
  const against = own ? unheldPeerOrder(a, new Set(peers?.keys() ?? [])) : null;
  return [...checkInScope(a, facts, previous, next, before), ...(scope ? [scope] : []), ...(against ? [against] : [])];
}

const outOfScopeCheck = (a: Assertion, o: OutOfScope): ClaimCheck =>
  undecided("scope", o.what, `${quoted(a)}：${o.why}`);

function checkInScope(
  a: Assertion,
  facts: Facts,
  previous: string | null,
  next: string | null,
  before: readonly Assertion[],
): ClaimCheck[] {
  const own = a.from === "claim";
  const source = before.at(-1);
  const carried = a.bound === "previous" || a.metrics.length === 0; // "净流出…，增至约17.7倍": the outflow's too
  if (carried && source?.metric === a.metric && /流出/.test(source.read)) a = { ...a, outflow: true };
  // Its report period's facts: the year before's, the quarter before (环比), or a base of another kind paired with it.
  // "2019年归母净利润…，在2015-2019年间为近年最低": the year a clause speaks of may be the clause before's.
  // "按每股收益0.41元计，静态PE约13.8倍": the PE the point divides from its own stated figures too (pe-stated.ts), and
  // "去年7月快照时的20.7倍" the PE of a snapshot's day (snapshot-pe.ts).
  // "2024年底市盈率约20倍": a PE dated to a time keeps only that time's readings (dated-pe.ts).
  // "上半年营收同比增约9.1%": a period whose level the data lacks, read on the growth its report printed.
  const printed = own ? printedGrowthChecks(a, facts) : null;
  if (printed) return printed;
  const priced = own ? withDatedPe(withSnapshotPe(withStatedPe(facts, a, before), a, before), a) : facts;
  const chosen = clauseView(a, priced, before.at(-1)?.years ?? []);
  if (!chosen) {
    const why = `${quoted(a)}说的是${a.period.name}，数据中没有该期数据（无季度数据）`;
    return own && a.asserts ? [undecided("scope", `${a.period.name}数据`, why)] : [];
  }
  // Prices, announcements and industry metrics are read on the clause's own words (a quote speaks of its own day).
  // "均线多头排列未破：20日425、60日392…": the averages listed in a clause beside it (listed-lines.ts).
  // "3月涨17.5%，4月涨8.5%，两个月累计涨了约27%": a total over the months sized before it (months-total.ts).
  const sentence = before.filter((b) => b.sentence === a.sentence).map((b) => b.text);
  const lined = own
    ? withListedLines(
        withMonthsTotal(a.text, sentence),
        before.map((b) => b.text),
        next,
      )
    : a.text;
  const onFacts = own ? checkFactClause(lined, previous, facts, next, a.day, a.spanFrom) : [];
  // A share, two metrics' moves or a rank is checked as that relation; its other figures still as values.
  const related = own ? readRelation(a, facts, before) : null;
  if (related)
    return [
      ...related.checks,
      ...(related.ownMove ? [checkDirection, checkMagnitude].flatMap((c) => c(ownMoveOf(chosen.a), chosen.view)) : []),
      ...checkFigures(chosen.a, chosen.view, new Set(related.figures)),
      ...(related.replacesRate ? chosen.extra.filter((c) => c.expected !== RATE_CHANGE_EXPECTED) : chosen.extra),
      ...onFacts,
    ];
  const parity = own ? checkParity(chosen.a, chosen.view, before) : null;
  if (parity) return [...parity, ...chosen.extra, ...onFacts];
  const quality = own ? checkQualityReading(chosen.a, chosen.view, before) : null;
  if (quality) return [...quality, ...checkFigures(chosen.a, chosen.view, new Set()), ...chosen.extra, ...onFacts];
  return [
    ...JUDGEMENT_CHECKS.flatMap((check) => check(chosen.a, chosen.view, next, before)),
    ...chosen.extra,
    ...onFacts,
  ];
}

/** A clause that sums up moves: "都在改善", "双双下滑", "同时走弱". */
const SUMMARY = /都|均|双双|同时|一齐|齐齐|两端/;
/** Whether a clause's move is good (1) or bad (−1) news by its metric's polarity (with no metric: more is good). */
function wayOf(a: Assertion): 1 | -1 | null {
  // A summary's move may sit after a name the data lacks (利润率都在改善), which takes it from the clause's direction.
  const sense = a.direction?.sense ?? firstWord(a.text, DIRECTION_WORDS, [])?.sense;
  if (!sense) return null;
  if (sense === "favourable" || sense === "adverse") return sense === "favourable" ? 1 : -1;
  const polarity = a.metric ? entryOf(a.metric).polarity : 1;
  if (polarity === 0) return null;
  return ((sense === "up" ? 1 : -1) * polarity) as 1 | -1;
}

/** Whether a clause of its sentence checked a move of the same subject against the same kind of base. */
const movedAlike = (x: { a: Assertion }, others: readonly { a: Assertion; checks: ClaimCheck[] }[]): boolean =>
  others.some(
    (y) =>
      subjectOf(y.a) === subjectOf(x.a) &&
      sameBase(x.a.text, y.a.text) &&
      y.checks.some((c) => c.kind === "direction" && c.ok === true),
  );

/** What a clause is about, to tell whether another clause of its sentence checked the same thing. */
const subjectOf = (a: Assertion): string | null => a.metric ?? (a.topics[0] ? `topic:${a.topics[0]}` : null);

/** Every clause's checks, and for a claim clause that asserts but was not checked, its coverage or why it has none. */
export function checkClauses(assertions: readonly Assertion[], facts: Facts, peers?: PeerFacts): ClaimCheck[] {
  const claim = assertions.filter((a) => a.from === "claim");
  const quoted = assertions.filter((a) => a.from === "quote").flatMap((a) => a.numbers);
  const previous = (a: Assertion): string | null =>
    a.from === "claim" ? sameWindowSource(a.text, before(a), claim[claim.indexOf(a) - 1]?.text ?? null) : null;
  const next = (a: Assertion): string | null =>
    a.from === "claim" ? (claim[claim.indexOf(a) + 1]?.text ?? null) : null;
  const before = (a: Assertion): Assertion[] =>
    a.from === "claim" ? claim.slice(0, claim.indexOf(a)).filter((b) => b.sentence === a.sentence) : [];
  const per = assertions.map((said) => {
    const a = said.from === "claim" ? concededSubject(said, claim[claim.indexOf(said) + 1]) : said;
    const own = checkClause(a, facts, previous(said), next(said), before(said), peers);
    // "低于2022年3447.83亿元的高点": the year named as its metric's high or low (year-extremes.ts).
    // "为2024年三季度以来单季最低": a quarter ranked among the single quarters since one (quarter-since.ts).
    const checks = [...own, ...yearExtremeChecks(a, own, facts, claim), ...quarterSinceChecks(a, facts, claim)];
    return { a, checks: [...checks, ...uncheckedParts(a, checks)] };
  });
  // First the figures a clause shares with its cited evidence, then elaborations on what its sentence checked.
  for (const x of per) {
    if (x.checks.length > 0 || x.a.from !== "claim" || !x.a.asserts || x.a.numbers.length === 0) continue;
    const inQuote = (n: ExtractedNumber): boolean =>
      quoted.some((q) => matchesFigure(n, { value: q.value, kind: q.kind }));
    const cited = x.a.numbers.map((n) => ({ n, ok: inQuote(n) }));
    if (cited.every((c) => c.ok)) x.checks = cited.map(({ n }) => citedCheck(n));
  }
  // A rank, a record or an indicator's state that no check of its sentence read.
  const ofSentence = (a: Assertion): ClaimCheck[] =>
    per.filter((y) => y.a.from === a.from && y.a.sentence === a.sentence).flatMap((y) => y.checks);
  // The cited evidence's own words ("收盘价在上轨之上" in the quoted data) are read by citation, as its figures are.
  const evidence = assertions.filter((a) => a.from === "quote").map((a) => a.text);
  // "PE约25倍，低于按2025年利润算的27.5倍": two multiples of one valuation, each checked, read against each other.
  for (const [i, x] of per.entries()) x.checks = pairedMultipleChecks(x, per[i - 1]);
  for (const x of per) x.checks = [...x.checks, ...unreadParts(x.a, x.checks, ofSentence(x.a), evidence)];
  const passed = (x: (typeof per)[number]): boolean => x.checks.length > 0 && x.checks.every((c) => c.ok === true);
  const texts = claim.map((a) => a.text);
  const leverage = leverageRead(texts, facts);
  const borrowed = borrowedRead(texts, facts);
  return per.flatMap((x) => {
    // "信号日志 04-30", "单票仓位不超过5%": a heading or a plan asserts nothing (idle-clauses.ts).
    const { a } = x;
    const checks = idleChecks(a.text, x.checks, facts.market);
    // "准备金负债本就占大头": the funding named as the leverage's reason is read by the industry's band, not as a
    // share or a cause the data cannot settle.
    if (leverage && NAMES_FUNDING.test(a.text) && checks.every((c) => c.ok === null)) return [];
    // "这是利好信号": a stance on the point's facts asserts, though the parser finds nothing in it.
    const asserts = a.asserts || priceReading(a.text) !== null;
    if (checks.length > 0 || a.from !== "claim" || !asserts || a.attributed || assertsNothing(a.text)) return checks;
    // "…利润分配方案公告，分红安排照常推进": the notice its sentence checked shows the event goes ahead.
    // "…转增股本实施…，股价随之除权": the price re-based by the bonus issue its sentence shows done.
    if (restatesEvent(a, ofSentence(a)) || followsExRights(a, ofSentence(a))) return [];
    // "在银行业属常态": read with the point's debt ratio by the industry's band (industry-norms.ts).
    if (leverage && readsLeverage(a.text)) return [];
    // "金融企业动辄九成，这个水平谈不上风险": read with the point's debt ratio by that group's band (borrowed-norm.ts).
    if (borrowed && readsBorrowed(a.text)) return [];
    const subject = subjectOf(a);
    const sameSentence = (y: (typeof per)[number]): boolean =>
      y !== x && y.a.from === "claim" && y.a.sentence === a.sentence;
    // "与招商银行对比：…": naming only a peer whose facts are given, it frames the comparison its sentence checks.
    if (framesPeer(a, peers) && per.some((y) => sameSentence(y) && per.indexOf(y) > per.indexOf(x))) return [];
    if (
      framesNext(
        a,
        per.some((y) => sameSentence(y) && y.a.from === "claim" && per.indexOf(y) > per.indexOf(x)),
      )
    )
      return [];
    // "反方引用的174.02亿元是2019年的数": a figure placed in a year, naming no metric, is the amount it equals.
    const byValue = checkFigureByValue(a, facts);
    if (byValue) return byValue;
    // "以2025年归母净利润计，当前静态PE约27倍": the earnings the valuation after it was checked on.
    const after = per.slice(per.indexOf(x) + 1).find((y) => y.a.from === "claim");
    if (basisReadByNext(a, after?.a, after?.checks ?? [], facts)) return [];
    const prior = per.slice(0, per.indexOf(x)).findLast((y) => y.a.from === "claim");
    // "按营收和归母净利润计算，净利率约47.8%": the two lines the ratio after it is computed from (method-basis.ts).
    if (methodReadByNext(a, prior?.a, after?.a, after?.checks ?? [])) return [];
    if (basisReadByPrevious(a, prior?.a, prior?.checks ?? [], facts)) return [];
    // "毛利与净利两端的利润率都在改善": a summary of the moves its point checked one by one, each the same way.
    const moves = per.filter((y) => y.a.from === "claim" && per.indexOf(y) < per.indexOf(x) && y.a.direction);
    const summarises =
      SUMMARY.test(a.text) &&
      a.numbers.length === 0 &&
      moves.length >= 2 &&
      moves.every((y) => passed(y) && wayOf(y.a) !== null && wayOf(y.a) === wayOf(a));
    if (summarises) return [];
    // "利润回升叠加分红方案落地，对股价是正面因素": the point's facts read as news for the price, the way they point.
    if (
      readsPointFacts(
        a,
        claim.filter((b) => b !== a),
      )
    )
      return [];
    // A clause comparing with another company ("营收增速是比亚迪的两倍") says more than its sentence checked.
    // A stance ("这是利好信号") the point's facts did not bear out elaborates nothing: it reads them.
    // "…，现在38.27元，跌了近四成": a size written in words (四成, 一半, 两倍) is a figure of its own, never an
    // elaboration of the price or level checked beside it.
    const elaborates =
      a.numbers.length === 0 &&
      !SIZED_IN_WORDS.test(a.magnitude?.word ?? "") &&
      priceReading(a.text) === null &&
      !explainsGap(a.text) &&
      !(statesOwnMove(a.text) && a.topics.length === 0 && !movedAlike(x, per.filter(sameSentence))) &&
      !a.terms.some((t) => t.kind === "peer") &&
      subject !== null &&
      per.some((y) => sameSentence(y) && subjectOf(y.a) === subject && passed(y));
    return elaborates ? [] : [uncovered(a)];
  });
}

/** A magnitude sized by a numeral in words: 近四成, 一半, 翻两倍 (not 大幅, 小幅, which size nothing in figures). */
const SIZED_IN_WORDS = /[一二两三四五六七八九十半]\s*[成倍]|一半|过半|[一二两三四五六七八九十]分之/;

const citedCheck = (n: ExtractedNumber): ClaimCheck => ({
  kind: "number",
  ok: true,
  expected: "所引证据中的数字",
  found: n.raw,
  reason: `“${n.raw}”与所引证据相符`,
});

/**
 * Why a clause that asserts something was not checked: the topic no series covers (行情, 公告), the peer or the
 * metric the data lacks that it names, or no rule reading what it says. Always 未能核验, in Chinese.
 */
export function uncovered(a: Assertion): ClaimCheck {
  const peer = a.terms.find((t) => t.kind === "peer");
  const unheld = a.terms.find((t) => t.kind === "unheld");
  const topics = a.topics.join("、");
  if (topics) return undecided("scope", topics, `${quoted(a)}涉及${topics}，没有可核对的数据`);
  if (unheld) return undecided("scope", unheld.word, `数据中没有${unheld.word}，无法核验${quoted(a)}`);
  if (peer && isCompanyName(peer.word))
    return undecided("scope", peer.word, `${quoted(a)}说的是${peer.word}，其他公司的数据未核验`);
  if (peer) return undecided("scope", peer.word, `${quoted(a)}说的是${peer.word}，不在本公司数据中`);
  if (!a.metric) return undecided("scope", "可核验的判断", `${quoted(a)}没有可用的核验规则`);
  const about = entryOf(a.metric).label;
  return undecided("scope", about, `${quoted(a)}对${about}的判断没有可用的核验规则`);
}

/**
 * A point in which nothing was checked ("周线已经三连阳，反转信号确立", a point that only reports the other side) is
 * 未能核验, never a silent ✅: the stance and the rebuttal's topic say nothing of whether what it states is so. A
 * point in which the grammar reads no clause at all is a note, not a statement.
 */
export function nothingChecked(assertions: readonly Assertion[], checks: readonly ClaimCheck[]): ClaimCheck[] {
  // A point the grammar reads nothing in ("公告：2024年年度报告，方向不明") states no fact to check.
  if (!assertions.some((a) => a.from === "claim")) return [];
  if (checks.some((c) => c.kind !== "polarity" && c.kind !== "rebuttal")) return [];
  return [undecided("scope", "可核验的内容", "论点中没有能与数据核对的数字、指标或判断")];
}
