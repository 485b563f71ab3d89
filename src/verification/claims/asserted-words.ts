import type { ClaimCheck } from "./check-series";
import { NEGATIONS } from "./judgement-words";
import { REFUSED, anyOf } from "./negation-words";
import { MA_LIST_NAMES, ONE_MA, averageSpan, listSpans, spanOf } from "./average-names";
import { MA_REF } from "./market-words";
import { YEAR_AMOUNT_BASE } from "./metric-carried";
import { TURN_WORD } from "./average-turn";

/**
 * Words that assert something no figure check reads: a rank or a record (近五年最低, 次高, 历史高点, 触底),
 * or a state of a market indicator (DIF在DEA下方, 金叉, 上轨, 超买, 放量, 多头排列). A figure beside such a
 * word may be right while the word is wrong, so the word counts as read only when a check of its family
 * shows in its text that it read it; otherwise part-coverage.ts makes the clause 未能核验 with the word.
 */
export interface AssertedFamily {
  /** The words of the family, as the clause writes them. */
  words: RegExp;
  /** The kinds of check that can read the family. */
  kinds: ReadonlySet<ClaimCheck["kind"]>;
  /** What a reader of the family shows in its expected, found or reason text. */
  shows: RegExp;
  /** A clause where the words mean something else (a financial line's 放量). */
  unless?: RegExp;
  /** Whether the checks' texts read this very word (its own average, not another's); when set, `shows` is not used. */
  reads?: (word: string, shown: readonly string[]) => boolean;
}

/** The averages a turn word names at its head ("60日、5日均线", "MA20", "20日线"); an unnamed 均线 names none. */
const TURN_NAMES =
  String.raw`${MA_LIST_NAMES}|MA\s*[(（]?\s*\d+\s*[)）]?` + String.raw`|\d+\s*日(?:均线|线)|半年线|年线|季线|均线|日线`;
const TURN_HEAD = new RegExp(`^(?:${TURN_NAMES})`, "i");
/** Each average a turn word names shows its own turn read ("MA60拐头"): one average's turn does not carry another's. */
function readsTurn(word: string, shown: readonly string[]): boolean {
  const names = TURN_HEAD.exec(word)?.[0] ?? "";
  const spans = new RegExp(`^(?:${ONE_MA})$`, "i").test(names) ? [spanOf(names)] : listSpans(names);
  if (!spans?.length || spans.some((n) => n === null)) return false;
  return spans.every((n) => shown.some((s) => s.includes(`MA${n}拐头`)));
}

const MARKET: ReadonlySet<ClaimCheck["kind"]> = new Set(["market", "level"]);

const ORDINAL = "[一二两三四五六七八九十]|\\d{1,2}";

export const ASSERTED_FAMILIES: readonly AssertedFamily[] = [
  {
    // A rank or a record over a window: a series' record (direction, recency), a rank over years (comparison), a
    // price window (market) each print the extreme or the rank they found.
    words: new RegExp(
      // Not "连增五年的纪录": a streak's record is the streak, which the direction checks read (basis words).
      "新高|新低|最高|最低|高点|低点|峰值|顶峰|巅峰|谷底|低谷|触底|见顶|见底|之最|居首|榜首|" +
        "(?<!(?:连[增升降减涨跌]|连续)[^，,。；;新高低]{0,8}的)纪录|" +
        `(?:历史|史上|多年|${ORDINAL}年|以来|年内|阶段)(?:的)?(?:高位|低位)|(?:排名|行业|同业)垫底|` +
        // "增速最快的一年", "2020年以来没有哪年比这更低": a record said as a pace or as no year beating it.
        "(?:增速|增幅|增长|降幅)最(?:快|慢|高|低|大|小)的(?:一年|年份)|" +
        "没有(?:哪|任何)一?年[^，,。；;]{0,24}更[高低多少快慢]|" +
        // "2021年以来还没这么低过", "五年中垫底": a record said as never so low, a rank said as last over years.
        "没(?:有)?(?:这么|如此|这样)[高低多少快慢]过|(?:年|期)(?:中|里|间|内)垫底",
    ),
    // A number check of an extreme's value (52周最高价) reads it too.
    kinds: new Set(["direction", "recency", "comparison", "market", "level", "number"]),
    shows: new RegExp(
      "最高|最低|最[大小多少差好快慢]|次[高低]|排第|第.[高低]|历史|新高|新低|高点|低点|高位|低位|峰|谷|52周|以来|" +
        "区间|年内|分位|各季度",
    ),
  },
  {
    // A rank other than the record ("在2017年以来只排第三", "次高"): a check of the record beside it ("2019年最高")
    // does not read it; the rank checks print the rank they found.
    words: new RegExp(`次高|次低|第(?:${ORDINAL})(?:高|低)|排(?:名|在)?第(?:${ORDINAL})`),
    kinds: new Set(["direction", "recency", "comparison", "market", "level", "number"]),
    shows: /次[高低]|排第|第.[高低]|排名/,
  },
  {
    // MACD's lines and bars: the MACD checks print DIF, DEA, the bars or the last cross.
    words: /DIF|DEA|金叉|死叉|红柱|绿柱|MACD柱|零轴|0轴/i,
    kinds: MARKET,
    shows: /DIF|DEA|MACD|柱|金叉|死叉|零轴/i,
  },
  {
    // A divergence of price and indicator: no check reads one.
    // Not 量价背离: 量价 is also a product's volume and price (量价齐升 of a liquor maker), and 缩量上涨 is read.
    words: /顶背离|底背离|(?:MACD|DIF|RSI|KDJ|指标)[^，,。；;]{0,8}背离/i,
    kinds: MARKET,
    shows: /背离/,
  },
  {
    // The averages' order: the order checks print the averages they compared.
    words: /多头排列|空头排列|均线(?:呈|形成)?(?:多头|空头)(?:格局|发散)|均线(?:粘合|发散)/,
    kinds: MARKET,
    shows: /排列|MA\d+[^，]*MA\d+/,
  },
  {
    // An average's turn ("20日线拐头向下", "MA60掉头向上", "均线拐头"): only the turn check (average-turn.ts) reads
    // the average's own slope; a check of the close's side of it does not.
    words: new RegExp(`(?:${TURN_NAMES})[^，,。；;]{0,6}?(?:${TURN_WORD})`, "i"),
    kinds: MARKET,
    shows: /拐头/,
    reads: readsTurn,
  },
  {
    // Bollinger bands.
    words: /布林|BOLL|上轨|下轨|中轨/i,
    kinds: MARKET,
    shows: /布林|BOLL|轨/i,
  },
  {
    // Oscillators' zones and values.
    words: /超买|超卖|KDJ|J值|K值|D值|威廉|CCI/i,
    kinds: MARKET,
    shows: /RSI|KDJ|J值|K值|D值|超买|超卖|威廉|WR|CCI/i,
  },
  {
    // Volume: the volume checks print the sessions' volume they compared.
    words: /放量|缩量|天量|地量/,
    kinds: MARKET,
    shows: /量|成交|换手/,
    // "经营现金流…较2024年的3824.74亿元大幅放量": a financial line's growth (metric-carried.ts).
    unless: YEAR_AMOUNT_BASE,
  },
];

/** "逼近新高", "距52周新低不远": nearness to an extreme is not the extreme (the distance is the market checks'). */
export const NEARS = new RegExp(
  "(?:逼近|接近|靠近|临近|距离?|离)[^，,。；;]{0,8}(?:新高|新低|高点|低点|最高|最低)" +
    "|(?:新高|新低|高点|低点)[^，,。；;]{0,2}(?:附近|一带)",
  "g",
);
/**
 * A high or low a move or a comparison is measured from ("较9月高点回落", "仍比2019年的高点低约10%", "还没回到高点"):
 * the base of another reading, not a record the clause sets, so it is left to the checks of that reading.
 */
const REFERENCE = /(?:较|比|从|自|距|离|回到|重回|超越|超过|低于|高于|不及|只有|仅为|相对|相比)[^，,。；;]{0,14}$/;
/** A verb between a denial and its word: "未创新低", "没有出现金叉", "并未跌破下轨". */
const VERB_BEFORE = /(?:再|再度|再次)?(?:创下?|录得|达到|出现|形成|跌破|突破|触及|进入|刷新|是|为|到)?(?:了)?\s*$/;

/** A reading refused a few words before the word: "RSI低也不等于见底", "不代表已经见顶" - the word is not asserted. */
const REFUSED_BEFORE = new RegExp(`${anyOf(REFUSED)}[^，,。；;]{0,6}$`);

/** Whether the word at `index` is denied ("未创新低"): a denial says the opposite, which these checks do not read. */
const deniedAt = (text: string, index: number): boolean =>
  NEGATIONS.test(text.slice(0, index).replace(VERB_BEFORE, "")) || REFUSED_BEFORE.test(text.slice(0, index));

/** The text a check shows: what it expected, what it found and why. */
const shownBy = (c: ClaimCheck): string => `${c.expected} ${c.found} ${c.reason}`;

/** Whether a clause holds an asserted word ("在2015-2019年间为近年最低", "出现顶背离"): the parser keeps it. */
export const assertsWord = (text: string): boolean => {
  const plain = text.replace(NEARS, (s) => "□".repeat(s.length));
  return ASSERTED_FAMILIES.some((f, i) => {
    const hit = f.words.exec(plain);
    return (
      !!hit &&
      !f.unless?.test(plain) &&
      !deniedAt(plain, hit.index) &&
      !(i === 0 && REFERENCE.test(plain.slice(0, hit.index)))
    );
  });
};

/** The first asserted word of a clause that no check of its family read, or null. */
export function unreadAssertedWord(text: string, checks: readonly ClaimCheck[]): string | null {
  const plain = text.replace(NEARS, (s) => "□".repeat(s.length));
  for (const f of ASSERTED_FAMILIES) {
    if (f.unless?.test(plain)) continue;
    const re = new RegExp(f.words.source, `g${f.words.flags.replace("g", "")}`);
    for (const hit of plain.matchAll(re)) {
      if (deniedAt(plain, hit.index) || (f === ASSERTED_FAMILIES[0] && REFERENCE.test(plain.slice(0, hit.index))))
        continue;
      if (f.reads) {
        if (f.reads(hit[0], checks.filter((c) => f.kinds.has(c.kind)).map(shownBy))) continue;
        return hit[0];
      }
      if (checks.some((c) => f.kinds.has(c.kind) && f.shows.test(shownBy(c)))) break;
      return hit[0];
    }
  }
  return unreadAverage(text, checks);
}

/**
 * An average the clause places something against ("站上MA20", "MA5在MA20之上") that no check printed: each named
 * average is its own reading, so one average read does not carry another.
 */
function unreadAverage(text: string, checks: readonly ClaimCheck[]): string | null {
  const shown = checks.filter((c) => MARKET.has(c.kind)).map(shownBy);
  for (const r of text.matchAll(new RegExp(MA_REF.source, "gi"))) {
    const n = averageSpan(r);
    const ma = new RegExp(`MA\\s*${n}(?!\\d)`);
    if (!shown.some((s) => ma.test(s) || s.includes(r[0]))) return r[0];
  }
  return null;
}
