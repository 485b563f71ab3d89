import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { NAMED_MA, chineseCount } from "./market-words";
import { shownPercent } from "./shown-size";
import { boundHolds } from "./bound-sizes";

/**
 * The close's distance from a moving average in per cent, with the side it is on: "股价仍比MA60高出约17%", "低于MA20
 * 约3%", "较60日均线向下偏离约17%", and a side written as a place or a move right before the size: "股价在MA250（约
 * 116.5元）下方约17%", "现价站上60日均线约4.7%". Each is the last bar's close against that average.
 */

/** An average by its span: MA20, 20日均线, 年线. */
const AVERAGE = String.raw`(?:MA\s*(?<ma>\d+)|(?<days>\d+)\s*日(?:均线|线)|(?<named>半年线|年线|季线))`;
/** Its value written beside it: "60日线103.32元", "MA250（约116.5元）". */
const VALUE = String.raw`(?:的?\s*\d+(?:\.\d+)?\s*元|\s*[（(][^)）]{0,12}[)）])?`;
// "在年线上方仅0.1%", "高出MA20只有约2%": 仅 and 只有 stress how small the size is, not its bound.
// "只比5日线5.38元高一分", "比60日线低一元多": a size in money (元/块, 毛/角, 分) right after its side word is the
// close minus the average (not "低于MA10（约162.9元）", the average's value).
const SIZE =
  String.raw`(?:仅仅|仅有|仅|只有|只)?\s*` +
  String.raw`(?:(?<size>(?:约|近|不足|不到|超过|逾)?\s*\d+(?:\.\d+)?\s*%(?:以内|之内|以上)?)|` +
  String.raw`(?<money>(?<=(?:[高低出了差]|线|MA\s*\d+)\s*(?:仅仅|仅有|仅|只有|只)?\s*)(?:约|大约|将?近)?\s*` +
  String.raw`(?:\d+(?:\.\d+)?|[一二两三四五六七八九十]{1,3})\s*多?\s*` +
  String.raw`(?:元|块|毛|角|分)(?:钱)?\s*多?)(?![\d%]))`;

/** "比MA60高出约17%", "低于MA20约3%", "距20日均线不足1.1%": a comparison word before the average. */
// "收盘价与MA5相差不到2%": the close with the average as a pair, a distance with no side.
const GAP = new RegExp(
  String.raw`(?:比|较|高于|低于|高出|低出|距离?|(?<![乖偏])离|(?<=(?:收盘价?|股价|现价|价格)\s*)[与和跟])\s*` +
    String.raw`${AVERAGE}${VALUE}` +
    String.raw`[^，,。；;%\d]{0,4}?(?<dir>高出|高|低|低出|折价|溢价)?\s*(?:了)?\s*${SIZE}`,
  "gi",
);

/**
 * "在MA250下方约17%", "位于60日线之上约5%", "站上60日均线约4.7%", "跌破20日线约3%": the side a place word after the
 * average (group 5) or a move before it (group 4) says, the size right after. 在/位于 with no place word says no side.
 */
const PLACED = new RegExp(
  String.raw`(?<move>站上|站稳|站在|突破|收复|跌破|失守|跌穿|跌至|在|位于|处于|运行于)\s*${AVERAGE}${VALUE}` +
    String.raw`\s*(?<place>之上|上方|以上|之下|下方|以下)?\s*(?:了)?\s*${SIZE}`,
  "gi",
);

function gapCheck(x: RegExpMatchArray, side: "up" | "down" | null, m: MarketFacts): ClaimCheck[] {
  const g = x.groups!;
  const n = g.named ? NAMED_MA[g.named]! : Number(g.ma ?? g.days);
  const ma = m.ma.find((a) => a.n === n);
  if (!ma) return [undecided("market", `MA${n}`, `没有${n}日均线的数据，无法核验`)];
  // "低于250日均线近4元": money right after the average is its distance only if it is far below the price (an
  // average's value lies near the close: "低于MA10约162.9元" is the value, read by check-averages.ts).
  if (g.money && !g.dir && !gapSized(g.money, m)) return [];
  if (g.money) return [moneyGap(g.money, side, ma, m)];
  const shown = shownPercent(g.size!);
  if (!shown) return [];
  const onSide = side === null || (side === "down" ? ma.gapPercent < 0 : ma.gapPercent > 0);
  // "距20日均线超过2.6%": a bound on the unrounded distance (bound-sizes.ts).
  const ok = onSide && boundHolds(Math.abs(ma.gapPercent), shown);
  const gap = `${ma.gapPercent >= 0 ? "+" : ""}${ma.gapPercent.toFixed(2)}%`;
  const found = `收盘价${m.close.toFixed(2)}较MA${ma.n} ${ma.value.toFixed(2)}${gap}`;
  return [{ kind: "market", ok, expected: x[0], found, reason: `${m.lastBar}${found}，${ok ? "相符" : "不符"}` }];
}

/** A size in money under half the close: a distance from an average near the price, never the average's value. */
export const gapSized = (money: string, m: Pick<MarketFacts, "close">): boolean => {
  const n = /([\d.]+)\s*(元|块)/.exec(money);
  return n !== null && Number(n[1]) < m.close / 2;
};

/** Yuan per unit word: 元 and 块 one, 毛 and 角 a tenth, 分 a hundredth. */
const UNIT: Record<string, number> = { 元: 1, 块: 1, 毛: 0.1, 角: 0.1, 分: 0.01 };

/**
 * The close's distance from an average in money: at the precision written (half its last place either way, 5 % with
 * 约), "一元多" from one up to two. Both are read at the two decimals prices are quoted in.
 */
function moneyGap(said: string, side: "up" | "down" | null, ma: MarketFacts["ma"][number], m: MarketFacts): ClaimCheck {
  const [, about, figure, moreFirst, unit, more] =
    /^(约|大约|将?近)?\s*([\d.]+|[一二两三四五六七八九十]+)\s*(多)?\s*(元|块|毛|角|分)(?:钱)?\s*(多)?/.exec(said)!;
  const n = /\d/.test(figure!) ? Number(figure) : chineseCount(figure!);
  // The last place written: 1.88元 a fen, 四十 ten yuan ("四十多元" from 40 up to 50).
  const decimals = figure!.split(".")[1]?.length ?? 0;
  const tens = decimals > 0 || n === 0 ? 0 : String(n).length - String(n).replace(/0+$/, "").length;
  const place = UNIT[unit!]! * 10 ** (tens - decimals);
  const size = n * UNIT[unit!]!;
  const gap = Number(m.close.toFixed(2)) - Number(ma.value.toFixed(2));
  const apart = Math.abs(gap) + 1e-9;
  const onSide = side === null || (side === "down" ? gap < 0 : gap > 0);
  const near =
    (more ?? moreFirst)
      ? apart >= size && apart < size + place
      : Math.abs(apart - size) <= Math.max(place / 2, about ? size * 0.05 : 0);
  const ok = onSide && near;
  const by = `${gap >= 0 ? "高" : "低"}${Math.abs(gap).toFixed(2)}元`;
  const found = `收盘价${m.close.toFixed(2)}较MA${ma.n} ${ma.value.toFixed(2)}${by}`;
  return {
    kind: "market",
    ok,
    expected: said,
    found,
    reason: `${m.lastBar}${found}，${ok ? "相符" : "不符"}`,
  };
}

export function checkAverageGaps(t: string, m: MarketFacts): ClaimCheck[] {
  const compared = [...t.matchAll(GAP)].flatMap((x) => {
    // "较60日均线向下偏离约17%": the side of a 偏离 said by its direction.
    const leaning = /(?:向上|上方|正)偏离/.test(x[0]) ? "up" : /(?:向下|下方|负)偏离/.test(x[0]) ? "down" : null;
    const dir = x.groups!.dir;
    // "较250日均线1453元折价约4.7%": a discount to the average is below it, a premium above.
    const below = /低|折价/.test(dir ?? "") || /低[于出]/.test(x[0]) || leaning === "down";
    // "较60日均线偏离约17%", "距20日均线不足1.1%": a distance with no side said is checked for its size alone.
    const apart = /偏离|乖离|^距|^离/.test(x[0]) || /^[与和跟].*相[差距]/.test(x[0]);
    const sideless = !dir && !/[高低]于/.test(x[0]) && apart && leaning === null;
    return gapCheck(x, sideless ? null : below ? "down" : "up", m);
  });
  const placed = [...t.matchAll(PLACED)].flatMap((x) => {
    const { place, move } = x.groups!;
    const side = place
      ? /上|以上/.test(place)
        ? "up"
        : "down"
      : /站上|站稳|突破|收复/.test(move!)
        ? "up"
        : /跌破|失守|跌穿/.test(move!)
          ? "down"
          : null;
    // "在60日线约5%" names no side: not a distance this reads.
    return side === null ? [] : gapCheck(x, side, m);
  });
  return [...compared, ...placed];
}
