import { type ClaimCheck, entryOf, quoted } from "./check-series";
import { TURN_WORDS } from "./contrast-words";
import { lossMoveSide } from "./loss-moves";
import { DOWN_WORDS, FROM_HIGH, MARKET_POLARITY, UP_WORDS } from "./market-words";
import { type Assertion, PRICE_TOPIC } from "./parse-assertions";
import { horizonReading } from "./reading-horizon";
import { anyOf } from "./negation-words";
import { BAD_NEWS, DENIED_NEWS, DISCOUNTED_RISE, GOOD_NEWS, RELIEF_WORDS, STRESSED_RISK } from "./side-readings";
import { statedMove } from "./stated-moves";

/**
 * A point's stance: whether its own reading of the facts argues its side (polarity), and whether it reads one fact
 * both ways (a fall called good news).
 */

/** Clauses of the trading or an indicator, whose moves are no price move. */
const NOT_PRICE = /量|RSI|MACD|DIF|DEA|KDJ|均线|MA\s*\d|乖离|BIAS|振幅|市盈|市净|PE|PB/i;

/**
 * "RSI约28，已落入超卖区；过去250个交易日下跌约26%": a sized move of the share price the side's way (a fall for the
 * bear, a rise for the bull) argues its side beside an indicator level read the other way. Only for: a fall is also a
 * bull's argument ("下跌26%，风险已充分释放"), so a move against the side never makes a point inconsistent.
 */
function priceMoveFor(a: Assertion, want: 1 | -1): boolean {
  if (!a.direction || a.metric || !a.topics.includes(PRICE_TOPIC) || a.numbers.length === 0) return false;
  if (NOT_PRICE.test(a.text)) return false;
  const [up, down] = [UP_WORDS.test(a.text), DOWN_WORDS.test(a.text)];
  return up !== down && (up ? 1 : -1) === want;
}

/** What a clause says about the company by the polarity table: +1 favourable, −1 adverse, null when it says neither. */
export function favourability(a: Assertion): 1 | -1 | null {
  if (a.level && a.level.rule.side !== "neutral") return a.level.rule.side === "favourable" ? 1 : -1;
  // "跌破100元关口", "均线空头排列": a price reading has a side of its own (one the market checks verify).
  if (a.topics.includes(PRICE_TOPIC) && !a.direction) {
    const hits = MARKET_POLARITY.filter((x) => x.re.test(a.text)).map((x) => x.f);
    return hits.length > 0 && hits.every((f) => f === hits[0]) ? hits[0]! : null;
  }
  if (!a.direction || !a.metric) return null;
  // "亏损同比收窄": the loss narrows, the profit rises: good news, though 收窄 alone reads as a fall.
  const loss = entryOf(a.metric).polarity === 1 ? lossMoveSide(a.text) : null;
  if (loss !== null) return loss;
  const s = a.direction.sense;
  if (s === "favourable") return 1;
  if (s === "adverse") return -1;
  const p = entryOf(a.metric).polarity;
  if (p === 0) return null;
  return (s === "up" ? p : -p) as 1 | -1;
}

/**
 * Words that read a fact as good or bad for the company. A bare change ("2025年归母净利润增长约64%") is a fact a side
 * may cite against itself before concluding from something else; only a clause's own reading makes its stance.
 */
const GOOD_READING =
  "利好|积极|亮眼|强劲|向好|好转|回暖|改善|韧性|成长性|可观|出色|超预期|抢眼|靓丽|稳健|优秀|惊艳|漂亮|健康";
const BAD_READING = `(?!${RELIEF_WORDS})利空|消极|疲软|乏力|承压|拖累|隐忧|风险|压力|担忧|堪忧|恶化|欠佳|不及预期`;
const READING = new RegExp(`说明|意味|表明|${GOOD_READING}|${BAD_READING}`);
/** A reading clause of its own, signed: "…，说明经营承压" reads the fact before it as bad news. */
const SIGNED_READING = { 1: new RegExp(GOOD_READING), [-1]: new RegExp(BAD_READING) } as const;

/**
 * Whether a clause reads its fact: a level word with a side (偏高), a price reading (跌破), a word that is itself a
 * reading (改善, 恶化, 放缓), or a plain move (增长, 下降) with a reading word beside it.
 */
function readsFacts(a: Assertion, point: string): boolean {
  if (a.level && a.level.rule.side !== "neutral") return true;
  // "4月20日出现死叉", "均线空头排列": a technical event named is a fact, like a bare change; a reading anywhere in
  // the point ("…死叉，风险信号明显") reads it.
  if (!a.direction && a.topics.includes(PRICE_TOPIC)) return READING.test(point);
  if (!a.direction) return true;
  if (a.direction.sense === "favourable" || a.direction.sense === "adverse") return true;
  return READING.test(a.text);
}

/** "…，但…": what comes before a 但 is conceded; "空方所称…" reports the other side's view, not this point's own. */
const TURN = new RegExp(`^${anyOf(TURN_WORDS)}`);
/** A clause that only explains the fact before it ("说明拨备出清", "这表明需求回落"): no figure, no fact of its own. */
const EXPLAINS = /^(?:这|此)?(?:说明|表明|意味着|反映出?|显示出?)/;
const explains = (a: Assertion): boolean =>
  EXPLAINS.test(a.text) && a.numbers.length === 0 && favourability(a) === null;
/** A move named back by a demonstrative ("这一降幅", "此次下滑"): the reading is of the fact before it. */
const NAMED_BACK = /(?:这|此|该)(?:一|个|种|次|轮|波)?(?:降幅|跌幅|下滑|下降|下跌|回撤|回落|减少|增长|增幅|涨幅|上涨)/;
const ATTRIBUTED = /所称|所说|强调的|认为的|声称|提到的|指出的|所谓|担心的|担忧的|质疑的/;

/**
 * "负债率较2015年抬升近13个百分点，但仍属低杠杆" from the bear, "利润增长42%，但负债率仍偏高" from the bull: the side's
 * own fact before a 但, then a hedge the other way with no figure and no fact of its own. The point argues its side
 * and grants the other one; a concession after the turn is no reading against the side.
 */
const STILL = /仍|依然|依旧|还|尚/;

function hedgedAfterTurn(
  own: readonly Assertion[],
  lastTurn: number,
  judged: readonly { a: Assertion; f: 1 | -1 | null }[],
  want: 1 | -1,
): boolean {
  if (lastTurn <= 0 || judged.some((x) => x.a.numbers.length > 0)) return false;
  // A hedge says the other side still holds (仍属低杠杆); "负债率较高，但估值便宜" argues the other side after 但.
  if (!own.slice(lastTurn).some((a) => STILL.test(a.text))) return false;
  return own.some((a, i) => i < lastTurn && !a.attributed && !a.scenario && favourability(a) === want);
}

/**
 * A clause's stance for the side check: a stressed risk is bad news whatever move it names, and a rise read as a base
 * effect or a one-off is no good news (side-readings.ts).
 */
function stanceOf(a: Assertion): 1 | -1 | null {
  if (STRESSED_RISK.test(a.text)) return -1;
  const f = favourability(a);
  return f === 1 && DISCOUNTED_RISE.test(a.text) ? null : f;
}

export function checkPolarity(assertions: readonly Assertion[], side: "bull" | "bear"): ClaimCheck[] {
  const want = side === "bull" ? 1 : -1;
  const own = assertions.filter((a) => a.from === "claim");
  const lastTurn = own.findLastIndex((a) => TURN.test(a.text));
  const judged = own
    .filter((a, i) => !a.concessive && !a.downplayed && !a.attributed && !a.scenario && i >= Math.max(0, lastTurn))
    .filter((a) => !ATTRIBUTED.test(a.text))
    .map((a) => ({ a, f: stanceOf(a) }))
    .filter((x) => x.f !== null);
  if (judged.length === 0) return [];
  const sideName = side === "bull" ? "多方论点" : "空方风险论点";
  const expected = side === "bull" ? "利好" : "利空";
  const is = (f: 1 | -1 | null): string => (f === 1 ? "利好" : "利空");
  // A point is read on its own side when any of its judged clauses is: "利润下滑并未拖累现金创造能力" concedes a fall
  // to argue cash; only a point all of whose judgements argue the other side is inconsistent.
  if (
    judged.some((x) => x.f === want) ||
    own.some((a, i) => i >= Math.max(0, lastTurn) && priceMoveFor(a, want)) ||
    hedgedAfterTurn(own, lastTurn, judged, want)
  )
    return [{ kind: "polarity", ok: true, expected, found: expected, reason: `${sideName}按指标方向表为${expected}` }];
  const point = own.map((a) => a.text).join("，");
  const read = judged.find((x) => readsFacts(x.a, point));
  if (read)
    return [
      {
        kind: "polarity",
        ok: false,
        expected,
        found: is(read.f),
        reason: `${sideName}${quoted(read.a)}按指标方向表是${is(read.f)}（立场不一致）`,
      },
    ];
  // "收入同比下降1.2%，说明经营承压" in a bull point: a clause of its own (no figure, no fact judged) reads the facts
  // the other side's way. A reading the side's way ("…，但护城河依然稳健") is its own argument, not this one, and a
  // reading denied ("并不亮眼") reads the other way.
  const f = judged[0]!.f!;
  const facts = new Set(judged.map((x) => x.a));
  const against = own
    .slice(Math.max(0, lastTurn))
    .find(
      (a) =>
        !facts.has(a) &&
        !a.concessive &&
        !a.attributed &&
        !a.scenario &&
        a.numbers.length === 0 &&
        SIGNED_READING[f].test(a.text) &&
        !DENIED_NEWS.test(a.text) &&
        !SIGNED_READING[want].test(a.text),
    );
  if (against)
    return [
      {
        kind: "polarity",
        ok: false,
        expected,
        found: is(f),
        reason:
          `${sideName}${quoted(judged[0]!.a)}按指标方向表是${is(f)}，${quoted(against)}也读作${is(f)}` +
          "（立场不一致）",
      },
    ];
  // Only bare facts against its side, read neither way. A fact stated with no reading asserts no stance: a side may
  // cite it before concluding from something else, or concede it, and what it concludes is not in the clause to be
  // checked. So the stance check neither fails the point nor leaves it 未能核验: the point's mark is its facts' (true,
  // false, or undecided each on its own), and the check only notes that the stance was not read. A READING against the
  // side (above) stays ❌, and a point with nothing checked at all is 未能核验 by nothingChecked (coverage.ts).
  // `found` differs from `expected` so that a writer holding its own points to argue their side (the offline analyst's
  // `holds`) can still refuse one.
  const bare = judged[0]!;
  const note = `${sideName}只陈述了${quoted(bare.a)}（按指标方向表是${is(bare.f)}），没有解读，不据此判断立场`;
  return [{ kind: "polarity", ok: true, expected, found: is(bare.f), reason: note }];
}

/** Whether a stance check passed only as a note: the point stated facts against its side and read none of them. */
export const bareStance = (c: ClaimCheck): boolean => c.kind === "polarity" && c.ok === true && c.found !== c.expected;

/**
 * A change shown only by its figures ("同比-33.5%", "同比增48.5%", "从862亿降到823亿", stated-moves.ts): favourable or
 * adverse by the metric's polarity. Used to read a point's reading of its facts, not its side (a side may cite a
 * figure against itself).
 */
function signedFavourability(a: Assertion): 1 | -1 | null {
  const move = statedMove(a);
  const p = a.metric ? entryOf(a.metric).polarity : 0;
  if (!move || p === 0) return null;
  return ((move === "up" ? 1 : -1) * p) as 1 | -1;
}

const DRAWN_DOWN = /回撤|回落|下跌|跌去|跌了|跌掉/;
const PRICE_MOVE = /股价|价格|收盘|涨|跌|反弹|回落|走高|走低/;
/** A share price's own move ("过去一年股价下跌约10.5%"): a fall is adverse news for holders, a rise favourable. */
function priceMove(a: Assertion): 1 | -1 | null {
  if (a.metric || !(a.topics.includes(PRICE_TOPIC) || a.aboutTopic)) return null;
  // "距52周高点已回撤约20.7%": a drawdown from the high is a fall, though no direction word names it.
  if (FROM_HIGH.test(a.text) && DRAWN_DOWN.test(a.text) && !GOOD_NEWS.test(a.text)) return -1;
  if (!a.direction) return null;
  // A volume's move (成交萎缩) is read with the price it goes with, not on its own.
  if (!PRICE_MOVE.test(a.text) || !PRICE_MOVE.test(a.direction.word)) return null;
  // "说明市场信心正在增强" is the reading of the move, not a move of its own.
  if (GOOD_NEWS.test(a.text) || BAD_NEWS.test(a.text)) return null;
  if (a.direction.sense === "up") return 1;
  return a.direction.sense === "down" ? -1 : null;
}

/** The price move named in the clause that reads it ("近60个交易日微涨0.5%算是积极信号"): up 1, down -1. */
function readOwnMove(a: Assertion): 1 | -1 | null {
  if (a.metric || !(a.topics.includes(PRICE_TOPIC) || a.aboutTopic)) return null;
  // "说明上涨趋势完好": a trend named by its way is the reading's subject, not a move the clause reports.
  const text = a.text.replace(/(?:上涨|下跌|上升|下降|上行|下行)趋势/g, "趋势");
  const [up, down] = [UP_WORDS.test(text), DOWN_WORDS.test(text)];
  return up === down ? null : up ? 1 : -1;
}

/**
 * One fact is not read both ways: a point whose judged facts are all adverse (经营现金流同比下降33%) and that calls
 * them good news (这是积极信号) fails, whichever side argues it. A point with a favourable fact too may mean that one.
 */
export function checkReading(assertions: readonly Assertion[]): ClaimCheck[] {
  // "…，长期看是利好": a reading put over a horizon still reads the facts before it (reading-horizon.ts).
  const own = assertions.filter((a) => a.from === "claim" && !a.attributed && (!a.scenario || horizonReading(a)));
  // A clause that is only the reading ("但这恰恰说明盈利动能在逐季加速", no figure) is not one of the facts read.
  const judged = own
    .filter((a) => !a.scenario && (a.numbers.length > 0 || (!GOOD_NEWS.test(a.text) && !BAD_NEWS.test(a.text))))
    .map((a) => ({ a, f: favourability(a) ?? signedFavourability(a) ?? priceMove(a) }))
    .filter((x) => x.f !== null);
  // The mirror: a point whose judged facts are all favourable (营收同比+52.4%) and that calls them bad news.
  for (const [fact, news, is, said] of [
    [-1, GOOD_NEWS, "利空", "利好"],
    [1, BAD_NEWS, "利好", "利空"],
  ] as const) {
    const first = judged.find((x) => x.f === fact);
    if (!first || judged.some((x) => x.f === -fact)) continue;
    // "…下滑，这正是我们看多的核心理由": a reading clause with no fact of its own marks the fact before it (readFor).
    const reading =
      own.find((a) => a !== first.a && news.test(a.text) && !DENIED_NEWS.test(a.text)) ??
      judged.find((x) => x.a.readFor === -fact)?.a ??
      // "…减少约24亿元，说明拨备出清，值得乐观": a reading after the fact's explanation reads the fact explained.
      own.find((a, k) => k > own.indexOf(first.a) && a.readFor === -fact && explains(a));
    if (!reading) continue;
    // "经营现金流减少33%，但分红仍稳定，这对股东其实是好事": a reading after a turn reads what the turn brought in.
    const [at, readAt] = [own.indexOf(first.a), own.indexOf(reading)];
    // A turn that is itself the reading ("…，但基本面依然向好", "…，但这反而是利空") still reads the fact, and so does
    // a reading that names the fact back across a turn ("…下降4.3%，但…，这一降幅对多头是利好").
    const namedBack = NAMED_BACK.test(reading.text);
    if (!namedBack && own.some((a, k) => k > at && k < readAt && TURN.test(a.text))) continue;
    // "4月反弹4.6%对多方是积极信号，但今年以来仍下跌13.2%": the reading is of the move its own clause names, which
    // it reads the right way; the fall across the 但 is conceded, not called good news.
    if (readOwnMove(reading) === -fact) continue;
    const how = reading === first.a || reading.readFor ? "却被读作" : `${quoted(reading)}却读作`;
    const reason = `${quoted(first.a)}按指标方向表是${is}，${how}${said}（同一事实不能两面解读）`;
    return [{ kind: "polarity", ok: false, expected: is, found: said, reason }];
  }
  return [];
}
