import { type ClaimCheck, undecided } from "./check-series";
import { verdict } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { RSI_WORDS } from "./market-words";
import { DISTANCE_LEFT, MOVE_INTO } from "./negation-words";

/**
 * RSI as a clause states it, against the RSI(14) of the last bar (market-facts.ts): a value at the precision shown
 * (出头, 左右, 附近 widen it), a bound (RSI70以上, 跌破30), a hedge (接近超卖). A clause about another window (RSI6,
 * RSI(6)) never reaches here: it is another indicator, out of scope (scope-words.ts).
 */

/**
 * The window written beside RSI's name, never its value: glued and followed by a value ("RSI14约70", "RSI6=85"), a
 * usual window glued at the end of its clause ("RSI14进入超买区"), or spaced with 日 ("RSI 6日 85"). "RSI70以上" and
 * "RSI 25为弱势" keep their value.
 */
const RSI_WINDOW = new RegExp(
  [
    String.raw`RSI\d{1,2}(?!\d)(?=\s*[约为是:：=＝≈]?\s*\d)`,
    // "RSI14落到39.6附近", "| RSI14 | 56.0 |": a usual window with a verb or a table's rule before its value.
    String.raw`RSI(?:6|9|12|14|24)(?![\d.])(?=[^\d，。；,;%]{1,4}\d)`,
    String.raw`RSI(?:6|9|12|14|24)(?![\d.])(?=[^\d，。；,;]*(?:[，。；,;]|$))`,
    String.raw`RSI\s*\d{1,2}\s*日(?=[^\d%.]{0,3}\d)`,
  ].join("|"),
  "gi",
);

/**
 * "未到30的超卖线", "尚未跌入30以下的超卖区间", "离70的超买线还有距离": the line of a level named as not reached (the
 * level word itself is denied, phrase-words.ts DENIED_LEVEL); the value stays on its near side.
 */
// The moves into a zone are negation-words.ts MOVE_INTO (跌进, 掉入 as 跌入), said once.
// "距离30的超卖线还有空间": after 距离 only with the distance left said (negation-words.ts DISTANCE_LEFT).
const LINE_NOT_REACHED = new RegExp(
  `(?:(?:未|没有|没)(?:到|达到|升破|突破|${MOVE_INTO.join("|")})|(?<![距远])离` +
    `|距离?(?=[^，,。；;]*(?:超卖|超买)(?:${DISTANCE_LEFT})))` +
    String.raw`\s*(\d+(?:\.\d+)?)\s*(?:以下|以上|下方|上方)?\s*的?\s*(超卖|超买)`,
);

/** "RSI6上穿RSI12", "RSI(6)金叉RSI(12)": one RSI line crossing another; both numbers are windows, no value. */
const LINE_CROSS = new RegExp(
  String.raw`RSI\s*[(（]?\s*\d{1,2}\s*[)）]?\s*(?:日)?\s*(?:线)?\s*` +
    String.raw`(?:向上|向下)?(?:上穿|下穿|穿越|穿过|金叉|死叉|上破|下破|突破|跌破|高于|低于)\s*RSI\s*[(（]?\s*\d{1,2}`,
  "i",
);
/** "从70回落到39.6", "由28回升至45", "已从70以上回落": the value a move started from is past, never today's. */
const PAST_VALUE = /(?<=(?:从|由|自)\s*)\d+(?:\.\d+)?\s*(?:以上|以下|上方|下方|附近|左右|上下|出头|一线)?/g;

/** "RSI处在30到70之间", "RSI在40-60区间": a band the RSI is placed inside, read as lower < RSI < upper. */
const BAND =
  /RSI[^\d%，,。；;]{0,8}?(\d+(?:\.\d+)?)\s*(?:到|至|~|～|-|—|－)\s*(\d+(?:\.\d+)?)\s*(?:的)?\s*(?:之间|区间)/i;

function bandCheck(band: RegExpExecArray, m: MarketFacts): ClaimCheck {
  const [low, high] = [Number(band[1]), Number(band[2])].sort((a, b) => a - b) as [number, number];
  const said = `${low}<RSI(14)<${high}`;
  if (m.rsi14 === null) return undecided("market", said, "日线不足以计算RSI(14)");
  const found = `RSI(14) ${m.rsi14.toFixed(2)}（${m.lastBar}）`;
  const ok = m.rsi14 > low && m.rsi14 < high;
  return verdict(ok, said, found, `${found}，${ok ? "相符" : "不符"}`);
}

export function checkRsi(text: string, m: MarketFacts): ClaimCheck[] {
  if (LINE_CROSS.test(text)) return [];
  const t = text.replace(RSI_WINDOW, "RSI").replace(PAST_VALUE, "");
  if (!/RSI|超买|超卖/i.test(t)) return [];
  // The band's two lines are no value of the RSI: the band is read alone, with any level word beside it.
  const band = BAND.exec(t);
  if (band) return [bandCheck(band, m), ...checkRsi(text.replace(band[0], "RSI"), m)];
  const hedges = RSI_WORDS.filter((w) => w.re.test(t));
  const written = new RegExp(
    String.raw`RSI[^\d%]{0,6}(\d+(?:\.\d+)?)\s*(以上|上方|以下|下方)` +
      // "逼近超买但尚未越过70": a line after RSI's level word is RSI's line as after its name.
      String.raw`|(?:RSI|超买|超卖)[^\d%，,。；;]{0,4}` +
      String.raw`(高于|低于|超过|跌破|跌穿|突破|冲过|越过|站上|升破|不到|不足|未到|低过)\s*(\d+(?:\.\d+)?)`,
    "i",
  ).exec(t);
  // "RSI没跌进30以下的超卖区": a line named as not reached is no bound the RSI is said to be past.
  const notReached = LINE_NOT_REACHED.exec(t);
  const bound = written && !(notReached && notReached[1] === (written[1] ?? written[4])) ? written : null;
  const line = bound ? null : notReached;
  if ((hedges.length > 0 || bound || line) && m.rsi14 === null)
    return [undecided("market", "RSI(14)", "日线不足以计算RSI(14)")];
  const rsi = m.rsi14 ?? 0;
  const found = `RSI(14) ${rsi.toFixed(2)}（${m.lastBar}）`;
  const out = hedges.map((w) => {
    const ok = (w.range.min === undefined || rsi > w.range.min) && (w.range.max === undefined || rsi < w.range.max);
    return verdict(ok, w.label, found, `${found}，${ok ? "相符" : `不是${w.label}`}`);
  });
  const said = bound ? null : /RSI[^\d%]{0,8}?(\d+(?:\.(\d+))?)\s*(出头|左右|附近|上下)?/i.exec(t);
  // "RSI没跌进30以下的超卖区": the number is the line not reached, no value of the RSI.
  const stated = said && line && said.index + said[0].length > line.index ? null : said;
  if (stated && m.rsi14 !== null) {
    const n = Number(stated[1]);
    const hedge = stated[3];
    // "60出头" is 60-65, "30附近/左右" within 3, a bare value at the precision shown, rounded or cut there ("RSI 53"
    // for 53.51: writers drop the decimals of an oscillator as often as they round them).
    const exact = 0.5 * 10 ** -(stated[2]?.length ?? 0) + 1e-9;
    const cut = rsi >= n && rsi < n + 2 * exact;
    const ok = hedge === "出头" ? rsi >= n && rsi < n + 5 : Math.abs(rsi - n) <= (hedge ? 3 : exact) || (!hedge && cut);
    out.push(verdict(ok, `RSI(14) ${stated[1]}${hedge ?? ""}`, found, `${found}，${ok ? "相符" : "不符"}`));
  }
  if (line) {
    // "未到30的超卖线": RSI stays on the near side of the line; "离70的超买线还有距离" likewise.
    const value = Number(line[1]);
    const oversold = line[2] === "超卖";
    const ok = oversold ? rsi >= value : rsi <= value;
    const said = `RSI(14)${oversold ? "≥" : "≤"}${value}（未到${line[2]}线）`;
    out.push(verdict(ok, said, found, `${found}，${ok ? "相符" : "不符"}`));
  }
  if (bound) {
    const value = Number(bound[1] ?? bound[4]);
    // "RSI没有跌破50", "RSI没跌进55以下": a bound denied holds on the other side of its line.
    const denied = /没|未|不(?![到足])/.test(bound[0].slice(0, bound[0].search(/\d/)));
    const high = /以上|上方|高于|超过|突破|冲过|越过|站上|升破/.test(bound[2] ?? bound[3] ?? "") !== denied;
    const ok = high ? rsi >= value : rsi < value;
    out.push(verdict(ok, `RSI(14)${high ? "≥" : "<"}${value}`, found, `${found}，${ok ? "相符" : "不符"}`));
  }
  return out;
}
