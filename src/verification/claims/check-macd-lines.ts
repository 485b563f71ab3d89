import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { checkMacdZone } from "./macd-zones";
import { MACD_WORDS } from "./market-words";

/**
 * The MACD lines as a clause shows them: DIF's and DEA's values ("DIF（约-0.04）"), DIF against DEA with the values
 * written between ("DIF（约-0.04）在DEA上方"), and DIF against
 * the zero axis (零轴下方, 跌破零轴), each line its own side. Read on the last bar.
 */

// "DIF在0轴上方": the 0 of the zero axis is no value of DIF; "DIF在4月28日下穿DEA": nor is a date's month.
// "DIF随后回升至约-0.35", "DEA也只剩约0.01", "DIF至今约-3.9", "DEA的-0.72": only words of its path
// may stand before the value; "DIF从-0.8回升至-0.35" gives the value it moved to. A figure compared
// with (大于0, 低于0.2, 在0以上) is no value.
// "DIF落到零轴下方约-0.12": the axis' side it moved to may stand before the value too.
const PATH_WORD = [
  "仍|也|还有|还|随后|只剩|已经|已|目前|至今|现在|当前|最新|在|约|的",
  "(?:回升|回落|上升|下降|升|降|跌|涨|落|回)(?:至|到)",
  "(?:零轴|0轴)(?:下方|以下|之下|上方|以上|之上)",
  // "DIF已翻负约-0.12": the sign it turned to, then the value.
  "(?:由[正负])?(?:翻|转)[负正]",
].join("|");
const FROM_TO = String.raw`(?:从|由)\s*[-+]?\d+(?:\.\d+)?\s*(?:附近|左右)?\s*[\u4e00-\u9fa5]{0,3}?(?:至|到)`;
const LINE_VALUE = new RegExp(
  String.raw`(DIF|DEA)\s*[（(]?\s*(?:${FROM_TO})?\s*(?:${PATH_WORD}){0,3}\s*(约|大约|为|在)?\s*` +
    String.raw`([-+]?\d+(?:\.(\d+))?)(?![\d.]|\s*(?:[轴年月日号天个次周%倍]|以上|以下|上方|下方|之上|之下))` +
    String.raw`(\s*(?:左右|附近|上下))?`,
  "gi",
);
/** "0.59左右的DEA", "约-0.12的DIF": a line's value written before it, tied by 的. */
const VALUE_BEFORE = /(约|大约)?\s*([-+]?\d+(?:\.(\d+))?)\s*(左右|附近|上下)?\s*的\s*(DIF|DEA)/gi;
/** "DIF大于0", "DIF仍低于0.2", "DIF和DEA均在0以上", a card's "DIF>0": the lines' side of a figure. */
const LINE_SIDE = new RegExp(
  String.raw`(DIF|DEA)(?:\s*(?:和|与|及|、)\s*(DIF|DEA))?\s*(?:均|都)?\s*(?:${PATH_WORD})?\s*` +
    String.raw`(?:(大于|高于|超过|>|＞)|(小于|低于|<|＜)|` +
    String.raw`(?:在|位于|处于)?\s*(?=[-+]?\d[\d.]*\s*(?:以上|以下|上方|下方|之上|之下)))` +
    String.raw`\s*([-+]?\d+(?:\.\d+)?)\s*(以上|上方|之上|以下|下方|之下)?`,
  "gi",
);
// "DIF -1.17位于DEA -0.72下方": DEA's own value may stand between it and the side word.
const DEA_AT = String.raw`DEA\s*(?:约?[-+]?\d+(?:\.\d+)?)?.{0,2}`;
// "DIF始终没能重回DEA上方": a place denied is none.
const GAP = "[^没未不难]";
// "但已略低于DEA": a turn word may open the clause that places the DIF named before.
const OPENING = String.raw`^\s*(?:但是?|不过|而|可)?\s*(?:已经?|仍然?|也|又|再度|重新)?\s*`;
// "略低于0.59左右的DEA": a rank may be hedged and DEA's value may stand before it, tied by 的.
const RANK_HEDGE = "(?:略|稍|微)?";
const DIF_VALUE = String.raw`(?:(?:约|为)?\s*[-+]?\d+(?:\.\d+)?)?`;
const DEA_OBJECT = String.raw`(?:约?[-+]?\d+(?:\.\d+)?\s*(?:左右|附近|上下)?\s*的\s*)?DEA`;
/** DIF placed against DEA, and the clause that is only the place ("已经站到DEA上方"), whose DIF is named before. */
const placed = (verbs: string, side: string, ranks: string): { said: RegExp; bare: RegExp } => {
  const named = String.raw`(?:${verbs}).{0,2}${DEA_AT}(?:${side})`;
  return {
    // "DIF -1.24仍高于DEA -0.90": DIF's own value may stand between it and the rank.
    said: new RegExp(
      String.raw`DIF${GAP}{0,8}${named}|DIF\s*${DIF_VALUE}${GAP}{0,4}${RANK_HEDGE}(?:${ranks})${DEA_OBJECT}`,
      "i",
    ),
    bare: new RegExp(String.raw`${OPENING}(?:${named}|${RANK_HEDGE}(?:${ranks})${DEA_OBJECT})\s*$`, "i"),
  };
};
const ABOVE_DEA = placed(
  "位于|在|回到|运行于|升到|升至|回升至|站到|站在|站回|重回",
  "上方|之上",
  "略高于|高于|上穿|站上|站稳|重回",
);
const BELOW_DEA = placed("位于|在|跌到|跌至|运行于|落到|落至|回落至|降至", "下方|之下", "低于|下穿|跌破|跌穿");
/**
 * "MACD的DIF约0.52，已经站到DEA上方": a clause that is only the verb and DEA places the DIF the clause before names,
 * the one line placed against DEA; with no DIF before it, it names no line ("…，站到DEA上方还需时日" says more than
 * the place, so is not read).
 */
export const withPlacedDif = (text: string, previous: string | null): string =>
  previous !== null && /DIF/i.test(previous) && (ABOVE_DEA.bare.test(text) || BELOW_DEA.bare.test(text))
    ? `DIF${text.trim()}`
    : text;
/** A line right after a verb of place or rank is that verb's object: "位于DEA", "运行在DEA", "高于DEA". */
const LINE_OBJECT =
  /(?:DIF|DEA)[^，,。；;]*(?:位于|在|处于|运行于|回到|落到|落至|跌到|跌至|升到|升至|降至|回落至|回升至)\s*$/i;
// "DIF已经上穿零轴", "DIF刚刚翻上零轴": a cross of the zero axis leaves DIF on its far side; so does its sign turned.
// "MACD仍在零轴下": the bare side word is the side too, unless it begins a verb (零轴下移, 零轴上穿).
// "DIF转为负值", "DIF仍为正": a line's sign is its side of the axis (not the bars': "MACD柱为负").
// Not "DIF与DEA之差为负" (the bars' sign: the two lines' difference).
const SIGN_OF_LINE = String.raw`(?<=(?:DIF|DEA)[^，,。；;柱差与和及]{0,6})(?:转为|变为|为|是|呈)`;
const BELOW_ZERO = new RegExp(
  String.raw`(?:零轴|0轴)\s*(?:下方|以下|之下|下(?![穿移行降滑破]))|(?:跌破|下穿|跌穿|翻下)\s*(?:零|0)轴` +
    String.raw`|(?:由正)?(?:转负|翻负)|${SIGN_OF_LINE}负(?:值|数)?`,
);
const ABOVE_ZERO = new RegExp(
  String.raw`(?:零轴|0轴)\s*(?:上方|以上|之上|上(?![穿移行升涨破]))|(?:站上|上穿|突破|升破|翻上|重回)\s*(?:零|0)轴` +
    String.raw`|(?:由负)?(?:转正|翻正)|${SIGN_OF_LINE}正(?:值|数)?`,
);
const ZERO_DENIED =
  /(?:还没|尚未|没有|没|未|并未|仍未|还未)\s*(?:有)?\s*(?:回到|站上|回升到|升至|跌到|跌破|跌至|进入|位于|在)?\s*$/;

/**
 * A line's value as written against the data: the writer reads the lines at the three decimals they are shown at
 * (DIF -0.125) and may round that reading again (-0.13), so a figure within the tolerance of either holds.
 */
const within = (actual: number, shown: number, tol: number): boolean =>
  [actual, Math.round(actual * 1000) / 1000].some((a) => Math.abs(a - shown) <= tol + 1e-9);

const verdict = (ok: boolean, expected: string, found: string): ClaimCheck => ({
  kind: "market",
  ok,
  expected,
  found,
  reason: `“${expected}”：${found}，${ok ? "相符" : "不符"}`,
});

export function checkMacdLines(t: string, m: MarketFacts): ClaimCheck[] {
  const zone = checkMacdZone(t, m);
  if (!/DIF|DEA|零轴|0轴/i.test(t)) return zone;
  if (!m.macd) return [undecided("market", "MACD", "日线不足以计算MACD(12,26,9)")];
  const { dif, dea } = m.macd;
  const found = `${m.lastBar} DIF ${dif.toFixed(3)}，DEA ${dea.toFixed(3)}`;
  const out: ClaimCheck[] = [];
  for (const v of t.matchAll(LINE_VALUE)) {
    const actual = v[1]!.toUpperCase() === "DIF" ? dif : dea;
    const shown = Number(v[3]);
    // A value at the precision shown; 约, 左右 or 附近 allow a unit of its last digit or 5 %.
    const unit = 10 ** -(v[4]?.length ?? 0);
    const about = /约/.test(v[2] ?? "") || Boolean(v[5]);
    const tol = about ? Math.max(unit, 0.05 * Math.abs(shown)) : unit / 2;
    const said = `${v[1]} ${v[2] ?? ""}${v[3]}${v[5]?.trim() ?? ""}`;
    out.push(verdict(within(actual, shown, tol), said, found));
  }
  for (const v of t.matchAll(VALUE_BEFORE)) {
    const actual = v[5]?.toUpperCase() === "DIF" ? dif : dea;
    const unit = 10 ** -(v[3]?.length ?? 0);
    const tol = v[1] || v[4] ? Math.max(unit, 0.05 * Math.abs(Number(v[2]))) : unit / 2;
    out.push(verdict(within(actual, Number(v[2]), tol), `${v[5]} ${v[1] ?? ""}${v[2]}${v[4] ?? ""}`, found));
  }
  for (const v of t.matchAll(LINE_SIDE)) {
    const above = v[3] ? true : v[4] ? false : v[6] ? /上/.test(v[6]) : null;
    if (above === null) continue;
    // "DIF -1.17位于DEA -0.72下方": a line placed after 位于/在 is the object; the side word is its subject's
    // (DIF below DEA) and the figure is the object line's own value, read at the precision shown.
    if (!v[2] && !v[3] && !v[4] && LINE_OBJECT.test(t.slice(0, v.index))) {
      const actual = v[1]!.toUpperCase() === "DIF" ? dif : dea;
      const unit = 10 ** -(v[5]!.split(".")[1]?.length ?? 0);
      out.push(verdict(within(actual, Number(v[5]), unit / 2), `${v[1]} ${v[5]}`, found));
      continue;
    }
    const level = Number(v[5]);
    for (const name of [v[1]!, v[2]].filter((x): x is string => Boolean(x))) {
      const actual = name.toUpperCase() === "DIF" ? dif : dea;
      const said = `${name}${above ? "高于" : "低于"}${v[5]}`;
      out.push(verdict(above ? actual > level : actual < level, said, found));
    }
  }
  // The written values do not stand between DIF and its relation to DEA.
  const bare = t.replace(/[（(][^)）]*[)）]/g, "");
  // Unless the red/green bar words (check-market.ts) already read the relation on the text as written.
  const readAlready = MACD_WORDS.some((w) => (w.reads === "red" || w.reads === "green") && w.re.test(t));
  if (!readAlready && ABOVE_DEA.said.test(bare)) out.push(verdict(dif > dea, "DIF在DEA上方", found));
  else if (!readAlready && BELOW_DEA.said.test(bare)) out.push(verdict(dif < dea, "DIF在DEA下方", found));
  // "DIF还没回到0轴上方": a denied side holds when the line is on the other one.
  for (const { line, below, denied } of zeroSides(bare)) {
    const value = line === "DEA" ? dea : dif;
    const ok = below !== denied ? value < 0 : value > 0;
    out.push(verdict(ok, `${line}${denied ? "不" : ""}在零轴${below ? "下方" : "上方"}`, found));
  }
  return [...zone, ...out];
}

const ZERO_SIDE = new RegExp(`${BELOW_ZERO.source}|${ABOVE_ZERO.source}`, "g");
const BELOW_AT = new RegExp(BELOW_ZERO.source, "y");
/** A verb whose object is the line after it (下穿DEA, 高于DEA, 与DEA…): that line is not what the clause places. */
export const OBJECT_OF = /(?:下穿|上穿|穿越|跌破|突破|击穿|站上|高于|低于|超过|与|和|同)\s*$/;
export const BOTH_LINES = /双线|两线|DIF\s*(?:和|与|及|、)\s*DEA|DEA\s*(?:和|与|及|、)\s*DIF/i;

/**
 * Each side of the zero axis a text says a line is on, said of the line named last before it: "DIF已跌至零轴下方，
 * DEA仍略在零轴之上" puts DIF below and DEA above; "DIF和DEA均在零轴上方" both; MACD's side with no line named
 * ("MACD在零轴下方金叉") is DIF's. The first side only when no line is named, as before.
 */
function zeroSides(t: string): { line: "DIF" | "DEA"; below: boolean; denied: boolean }[] {
  const out: { line: "DIF" | "DEA"; below: boolean; denied: boolean }[] = [];
  let from = 0;
  let lines: ("DIF" | "DEA")[] = ["DIF"];
  for (const side of t.matchAll(ZERO_SIDE)) {
    const before = t.slice(from, side.index);
    // "DIF下穿DEA后仍运行在零轴上方": a line crossed or compared with is the object; the side is its subject's.
    const subjects = [...before.matchAll(/DIF|DEA/gi)].filter((x) => !OBJECT_OF.test(before.slice(0, x.index)));
    const named = subjects.at(-1)?.[0].toUpperCase() as "DIF" | "DEA" | undefined;
    if (BOTH_LINES.test(before)) lines = ["DIF", "DEA"];
    else if (named) lines = [named];
    else if (out.length > 0) break;
    // Read where it stands: a sign word ("为负") is a side only after its line, which the match alone does not show.
    BELOW_AT.lastIndex = side.index;
    const below = BELOW_AT.test(t);
    const denied = ZERO_DENIED.test(t.slice(0, side.index));
    for (const line of lines) out.push({ line, below, denied });
    from = side.index + side[0].length;
  }
  return out;
}
