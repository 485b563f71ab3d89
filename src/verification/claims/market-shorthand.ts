/**
 * Traders' and quants' shorthand for the price and its technicals, written out as the words the market checks read
 * before a clause is read: a log line's `key=value` runs ("[000858] close=97.08 pos52=20% RSI14=28.4"), a slash list
 * of averages ("站在MA20/60/120/250之上" is MA20、MA60、MA120、MA250) and an order of averages written as a stack
 * ("MA5、MA10、MA20、MA60自上而下依次排列" is MA5>MA10>MA20>MA60). One table, no per-sentence rule.
 */

/** `key=value` of a log line: the key (any case) and the words it stands for; the value follows them. */
const LOG_KEYS: readonly (readonly [RegExp, string])[] = [
  [/\b(?:close|last|px|price)\s*[=:≈~]\s*/gi, "收盘"],
  // "C=436": a bare capital C is the close (OHLC's letter).
  [/\bC\s*[=:≈~]\s*/g, "收盘"],
  [/\bpos(?:52|_52w?|52w)\s*[=:≈~]\s*/gi, "52周区间位置"],
  [/\bRSI\s*\(?(\d+)\)?\s*[=:≈~]\s*/gi, "RSI($1)为"],
  // "MA60≈391.6": an approximate value stays approximate.
  [/\bMA\s*(\d+)\s*[≈~]\s*/gi, "MA$1约"],
  [/\bMA\s*(\d+)\s*[=:≈~]\s*/gi, "MA$1为"],
  [/\b(?:ret|chg|r)(\d+)d?\s*[=:≈~]\s*/gi, "近$1个交易日"],
  [/\bytd\s*[=:≈~]\s*/gi, "年初至今"],
  // "dd20=-5.6%": the fall from the window's highest close; "DIF=-10.03", "hist<0": MACD's lines and bars.
  [/\bdd(\d+)d?\s*[=:≈~]\s*-?/gi, "近$1日回撤"],
  [/\b(DIF|DEA)\s*[=:≈~]\s*/gi, "$1为"],
  [/\b(?:hist|macd_?hist)\s*<\s*0\b/gi, "MACD绿柱"],
  [/\b(?:hist|macd_?hist)\s*>\s*0\b/gi, "MACD红柱"],
  // "→ BELOW_MA250": the close against an average, a signal's name.
  [/(?:→|->)?\s*\bBELOW_MA(\d+)\b/gi, "，收盘低于MA$1"],
  [/(?:→|->)?\s*\bABOVE_MA(\d+)\b/gi, "，收盘高于MA$1"],
];
/** A ticker in brackets opening a log line ("[000858]", "[300750 2026-04-30]"): not a figure of the claim. */
const LOG_TAG = /^\s*\[\s*\d{6}(?:\s+\d{4}-\d{2}-\d{2})?\s*\]\s*/;
/**
 * "[04-30] 601318 …": a log line opened by its day, then the ticker: the day the readings are as of (截至, not a day's
 * move), the ticker dropped.
 */
const DAY_TAG = /^\s*\[\s*(\d{1,2})-(\d{1,2})\s*\]\s*(?:\d{6}\s*)?/;
/**
 * A signal's label in brackets, then the ticker and a bare figure ("[信号] 600028 5.39，…", "[signal] 601318 59.37 >
 * MA250 59.29"): the figure after the ticker is the close. The label and ticker are not figures of the claim.
 */
const SIGNAL_TAG = /^\s*\[[^\]\d]{1,12}\]\s*\d{6}\s*/;
const BARE_CLOSE = /^(?=\d+(?:\.\d+)?(?![\d.])\s*(?:[，,；;<>]|$))/;
/** The line without its signal label and ticker, a bare figure after them named as the close. */
function untagged(text: string): string {
  const tag = SIGNAL_TAG.exec(text);
  return tag ? text.slice(tag[0].length).replace(BARE_CLOSE, "收盘") : text;
}
/** "收盘436 > MA5 437.69", "现价102.98 < MA60": a close against the average after the sign, in prose or a log. */
// "close 436 < MA5 437.69": a log's English key for the close, its value after a space.
const CLOSE_SIGN = /(收盘价?|现价|股价|\bclose\b|\blast\b)\s*(\d+(?:\.\d+)?)\s*([<>])\s*(?=MA\s*\d)/gi;
/** "新低(60)", "新高（20日）": a window's extreme written with its window in brackets. */
const EXTREME_WINDOW = /(?:创)?(新低|新高)\s*[(（]\s*(\d+)\s*日?\s*[)）]/g;
/**
 * "量比(20/20)=0.61": the last 20 sessions' average volume over the 20 (or 60) before, as a share. Only the windows
 * the bars' volume facts hold; another pair ("量比(5/20)") stays as written (no check reads it). "20日量比约1.5" and a
 * log's "volr20=0.61" name the 20 sessions too; a bare 量比 (a day's volume against the days before, by the usual
 * definition) is not this ratio and stays as written.
 */
// "vol20/vol20prev≈1.13": the same ratio in a log's words.
const VOLUME_RATIO = new RegExp(
  String.raw`(?:量比\s*[(（]\s*20\s*\/\s*(?<base>20|60)\s*[)）]|\bvol20\s*\/\s*vol20_?prev|\bvolr_?20\b` +
    // "20日量能比约1.07": 量能 is the volume as 量 is.
    String.raw`|(?<![\d.])20\s*日\s*(?:均?量|量能)比)\s*[=:：≈~为是]?\s*` +
    String.raw`(?<about>约)?\s*(?<value>\d+(?:\.\d+)?)(?![\d.%])`,
  "gi",
);
/** The ratio as a percentage with the precision shown (0.61 is 61%, 0.615 is 61.5%); 约 kept where written. */
function ratioShare(...args: unknown[]): string {
  const { base = "20", about = "", value } = args.at(-1) as { base?: string; about?: string; value: string };
  const decimals = Math.max(0, (value.split(".")[1] ?? "").length - 2);
  return `近20日均量为此前${base}日的${about}${(Number(value) * 100).toFixed(decimals)}%`;
}
/** "52w_pos≈0.9": the close's place in its 52-week range as a fraction, written as a share (约 when ≈). */
const RANGE_FRACTION = /\b52w_?pos\s*([=:≈~])\s*(0?\.\d+|[01](?![\d.]))/gi;
function rangeShare(_all: string, sign: string, value: string): string {
  const decimals = Math.max(0, (value.split(".")[1] ?? "").length - 2);
  return `52周区间位置${sign === "=" || sign === ":" ? "" : "约"}${(Number(value) * 100).toFixed(decimals)}%`;
}
/** "102.98 ▼2.30%": a quote card's move of the last session, down (▼) or up (▲). */
const CARD_MOVE = /([▼▲])\s*(\d+(?:\.\d+)?\s*%)/g;
/** "MACD=DEAD_CROSS(04-28)", "MACD golden_x@04-07": the last cross, dated, in a log or in prose. */
const MACD_CROSSES: readonly (readonly [RegExp, string])[] = [
  [/\bMACD\s*[=:]?\s*(?:DEAD_CROSS|dead_?x|death_?x)\s*[(@]\s*(\d{1,2})-(\d{1,2})\s*\)?/gi, "MACD于$1月$2日死叉"],
  [/\bMACD\s*[=:]?\s*(?:GOLDEN_CROSS|golden_?x)\s*[(@]\s*(\d{1,2})-(\d{1,2})\s*\)?/gi, "MACD于$1月$2日金叉"],
];
/**
 * "macd=golden_cross(5d)", "macd=dead_cross": a log's last cross, with how many sessions ago it fell when given
 * (macd-cross-age.ts reads that); "dead" is never DEA's key.
 */
const MACD_STATE = /\bmacd\s*[=:]\s*(golden|dead|death)_?(?:cross|x)\b(?:\s*\(\s*(\d+)\s*d\s*\))?/gi;
const macdState = (_all: string, kind: string, days?: string): string =>
  `${days ? `${days}个交易日前` : ""}MACD${/golden/i.test(kind) ? "金叉" : "死叉"}`;
/** "DIF>DEA", "DIF<DEA": MACD's fast line against its signal line. */
const DIF_SIGN = /\bDIF\s*([<>])\s*DEA\b/gi;

/** A clause written as a log: a key, then = (or ≈) and a value. */
const LOG_LINE = /[A-Za-z]\w*\s*[=≈~]\s*[+-]?\d|^\s*close=/i;

/** A log line's readings, each its own clause ("收盘97.08", "52周区间位置20%"); a clause of prose as it is. */
export function logReadings(text: string): string[] {
  const bare = untagged(text.replace(LOG_TAG, ""));
  if (!LOG_LINE.test(bare.replace(/^\s*(?=[<>]\s*MA\s*\d)/i, "close="))) {
    // Prose with a signal's label or a close against an average after a sign: one reading, written out.
    const out = expandShorthand(text);
    return [out === text.replace(LOG_TAG, "") ? text : out];
  }
  return expandShorthand(text)
    .split("，")
    .filter((x) => x.trim() !== "");
}

/** "MA20/60/120/250", "MA10/20/60": averages after the first written by their window only. */
const MA_SLASH = /MA\s*(\d+)((?:\s*[/、]\s*\d+)+)(?!\s*[\d.]*\s*(?:元|%))/gi;

/** "MA5、MA10、MA20、MA60自上而下依次排列": the first listed on top (>) or at the bottom (<). */
// "MA5、MA10、MA20、MA60自上而下呈空头排列": an order word after it names the stack itself (writers use 自上而下 for
// the fan either way), so the list is left to it.
const MA_STACK = new RegExp(
  String.raw`((?:MA\s*\d+\s*[、，,和与及]\s*)+MA\s*\d+)\s*(?:的)?\s*` +
    String.raw`(自上而下|从上到下|由上至下|自下而上|从下到上|由下至上)` +
    String.raw`(?![^，,。；;]{0,8}(?:多头|空头)排列)` +
    // "四条均线自上而下是MA250、MA120…": the list after a copula is the stack, the one before only its subject.
    String.raw`(?!\s*(?:依次)?\s*(?:排列)?\s*(?:是|为|分别是|分别为|[:：])\s*(?:MA|\d+\s*日|半?年线))`,
  "gi",
);

/** The clause with the shorthand written out (the log line's values stay where they were). */
export function expandShorthand(text: string): string {
  // "；> MA20 425.02 > MA60 391.63": a log's clause of the close against averages, its subject left out.
  let t = untagged(text.replace(LOG_TAG, "").replace(DAY_TAG, "截至$1月$2日，"));
  t = t.replace(/^\s*(?=[<>]\s*MA\s*\d)/i, "close=");
  t = t
    .replace(
      CLOSE_SIGN,
      (_all, word: string, close: string, sign: string) =>
        `${/^[a-z]/i.test(word) ? "收盘" : word}${close}，${sign === ">" ? "高于" : "低于"}`,
    )
    .replace(EXTREME_WINDOW, "创$2日$1")
    .replace(VOLUME_RATIO, ratioShare)
    .replace(RANGE_FRACTION, rangeShare)
    .replace(DIF_SIGN, (_all, sign: string) => (sign === ">" ? "DIF高于DEA" : "DIF低于DEA"))
    .replace(CARD_MOVE, (_all, sign: string, size: string) => `今日${sign === "▼" ? "下跌" : "上涨"}${size}`);
  for (const [re, words] of MACD_CROSSES) t = t.replace(re, words);
  t = t.replace(MACD_STATE, macdState);
  // Only a clause written as a log ("key=value") is read as one: "close" in prose is left alone.
  if (LOG_LINE.test(t)) {
    for (const [re, words] of LOG_KEYS) t = t.replace(re, words);
    // "close=436.00 < MA5 437.69 / MA10 438.80": the close below (above) the averages listed after the sign.
    // "MA5>MA20": two averages against each other stay as written (their order is read, check-averages.ts).
    t = t.replace(/(?<!MA\s*\d+)\s*<\s*(?=MA\s*\d)/gi, "，低于").replace(/(?<!MA\s*\d+)\s*>\s*(?=MA\s*\d)/gi, "，高于");
    t = t.replace(/(MA\s*\d+\s*\d+(?:\.\d+)?)\s*\/\s*(?=MA\s*\d)/gi, "$1、");
    // Separate the values: "收盘97.08 52周区间位置20%" reads as two readings.
    t = t.replace(/(\d%?)\s+(?=\d+[^\d.\s]|[^\s\d])/g, "$1，");
  }
  t = t.replace(MA_SLASH, (_all, first: string, rest: string) =>
    [
      first,
      ...rest
        .split(/[/、]/)
        .map((x) => x.trim())
        .filter(Boolean),
    ]
      .map((n) => `MA${n}`)
      .join("、"),
  );
  return t.replace(MA_STACK, (_all, list: string, way: string) => {
    const mas = list.split(/[、，,和与及]/).map((x) => x.replace(/\s+/g, ""));
    return mas.join(/自上|从上|由上/.test(way) ? ">" : "<");
  });
}
