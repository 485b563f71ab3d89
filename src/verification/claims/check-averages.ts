import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { NEGATIONS } from "./judgement-words";
import { type Group, groups, spanAverages } from "./average-groups";
import { NAMED_MA } from "./market-words";
import { MA_ORDER_WORDS } from "./order-words";
import { LEVEL_SIDE, averageTolerance, checkAverageValues } from "./average-values";
import { DENIED_LEVEL } from "./phrase-words";
import { nearAverages } from "./market-near-average";
import { LATE_TURN, SOFT_TURN, TURN_WORDS } from "./contrast-words";
import { SIDE_UNSTATED, anyOf } from "./negation-words";
import { checkAveragePairs } from "./average-pairs";
import { checkAverageListing } from "./average-listing";
import { checkAverageGaps, gapSized } from "./average-gaps";
import { checkAverageStreak } from "./average-streak";
import { checkAverageBetween } from "./average-between";
import { checkAverageLayers } from "./average-layers";
import { checkAverageCrosses } from "./average-crosses";
import { checkAverageTurns } from "./average-turn";
import { REGION, placedSide, supportSide } from "./average-support";
import { shortOfSide, subjectSide } from "./average-subject";
import { orderSpan } from "./order-span";
import { ORDER_CHAIN, writtenOrder } from "./written-order";

/**
 * The moving averages a clause places the close against, each with its own side: "站上MA5但仍低于MA10", "在MA20与
 * MA60之上、MA120之下", "MA60在股价上方压制" (the average is the subject: the close is below it). Also an order
 * written out ("MA5(325)>MA10(311)>MA20(302)"), 多头/空头排列, and the averages' values ("MA60（约108元）").
 */

/** Before an average: the close moved or stands above it, or below it. */
// "收盘守住20日和60日均线": a line held is one the close stays above.
const ABOVE_BEFORE = /站上|站回|站稳|突破|收复|高于|重回|回到|升破|上穿|守住/g;
const BELOW_BEFORE = /跌破|失守|跌穿|低于|承压于|跌回|下穿|压在|受制于|受压于/g;
// After an average (its value in brackets removed): the side after it, a bare 上/下 ending its clause ("收在5日线下"),
// the spoken 上面/下面 ("股价倒是在60日线上面稳着", "已落到250日均线下面"),
// or a passive move past it with its adverbs and its mover: "60日均线也已经被站上", "5日均线刚刚被收盘价站上",
// "60日线也已被有效突破" (how firmly it was passed says no other side).
const PASSIVE =
  String.raw`^\s*(?:都|均|全部|全线|悉数|也|早已|早就|已|已经|刚|刚刚|再度|再次|终于|一举)*\s*被?` +
  String.raw`\s*(?:股价|收盘价?|价格|K线)?\s*(?:有效|彻底|成功|正式|完全|放量|强势|一举)?\s*`;
// "收在5、10、20、60日均线全部下方": every line of the list on that side.
const ALL_OF = String.raw`(?:都|均|全部|全都|全线|悉数)?\s*(?:的)?\s*`;
const ABOVE_AFTER = new RegExp(
  String.raw`^\s*(?:附近)?\s*${ALL_OF}(?:之上|上方|以上|上面|上边|上(?=\s*(?:[，,。；;、]|$)))${REGION}` +
    String.raw`|${PASSIVE}(?:收复|站上|站回|突破)`,
);
const BELOW_AFTER = new RegExp(
  String.raw`^\s*(?:附近)?\s*${ALL_OF}(?:之下|下方|以下|下面|下边|下(?=\s*(?:[，,。；;、]|$)))${REGION}` +
    String.raw`|${PASSIVE}(?:跌破|击穿|失守)`,
);
/** An average pressing the price down from above: "被年线压制", "60日均线在上方压制". */
// "仍被60日线和120日线压着": 压着/压住 say the same as 压制; "5/10/20/60日均线全部压制在上方": of every one listed;
// "MA10、MA20、MA60依次压制": each one, layer on layer (average-layers.ts).
const PRESSED =
  /^\s*(?:仍|依然|持续|还)?\s*(?:全部|全都|都|均|全线|依次)?\s*(?:在上方|从上方)?\s*(?:的)?\s*(?:压制|压着|压住)/;
const BROKEN_THROUGH = /(?:突破|站上|摆脱|冲破|冲过|挣脱|上穿|收复)\s*(?:了)?\s*$/;
/**
 * How a side word (站上, 跌破, 形成) is denied right before it, read with the claims' own negations: "未能站上MA20"
 * and "还没有收复年线" say the close is below, "尚未跌破100元" above - a denial of 过 is its opposite, ties aside.
 * A bare 不/不是 ("若不跌破", "不是站上") is a condition or a correction, not a side; nor is a side asked about or
 * sought ("能否守住20日均线", "需站上60日均线才…", SIDE_UNSTATED): those readings are left unread.
 */
type Denial = "none" | "denied" | "unsafe";
function denial(before: string): Denial {
  // "未能有效站上", "没有形成": an adverb or a verb of forming between the denial and its side word.
  const b = before.replace(/(?:有效|真正|成功|再度|再次|重新|一举|明显|完全)?(?:形成|呈现|构成|走出)?(?:了)?\s*$/, "");
  if (SIDE_UNSTATED.test(b)) return "unsafe";
  if (NEGATIONS.test(b)) return "denied";
  return DENIED_LEVEL.test(b) ? "unsafe" : "none";
}

/** Between two averages, the first placed against the second: "上穿", "高于", "又在", "站在". */
const AVERAGE_AGAINST =
  /^\s*(?:又|仍|仍然|也|还|已|已经|均|都|继续)?\s*(?:[上下]穿|高于|低于|[站稳压托]?在|位于|运行于|处于|[>＞<＜])\s*$/;

/** Words that turn the reading: a side named before them is not carried past them. */
const TURN = new RegExp(anyOf(TURN_WORDS, LATE_TURN, SOFT_TURN), "g");
const BRACKETS = /[（(][^)）]*[)）]/g;
/**
 * A bracket that is a clause of its own, placing the close against averages ("短期偏强（收盘高于5/10/20日线）",
 * "中期偏弱（低于60/120日线）"): only its brackets are blanked, its side and averages read; a value in brackets is not.
 */
const BRACKET_CLAUSE = /^[（(][^)）]*(?:高于|低于|站上|站稳|跌破|失守|之上|之下|上方|下方)[^)）]*[)）]$/;
const blankBracket = (b: string) => (BRACKET_CLAUSE.test(b) ? ` ${b.slice(1, -1)} ` : " ".repeat(b.length));
/** A bare value in 元 right after an average (after 的): "60日均线391.63元之上", "在MA60的61.25元之下". */
// "60日线98.35在下面托着": a value with no unit, when a place word follows it.
const VALUE_AFTER = new RegExp(
  String.raw`(?<=均线|日线|年线|季线|MA\s*\d+(?!\d))\s*(?:的)?\s*约?\s*\d+(?:\.\d+)?\s*` +
    String.raw`(?:元|(?=\s*(?:在|位于|处于|运行|托|压)))`,
  "gi",
);

/** The side of the close a group is read with: after it first, else the last side word before it since a turn. */
function sideOf(t: string, g: Group, from: number): boolean | null {
  const after = t.slice(g.end);
  const subject = placedSide(after) ?? subjectSide(after) ?? shortOfSide(t.slice(from, g.index), after);
  if (subject !== null) return subject === "unread" ? null : subject;
  // "仍被250日均线压制", "60日均线在上方压制": the close under it, unless it is broken through ("突破年线压制");
  // "均线压制明显" names no average: a mood, not a side of each.
  if (PRESSED.test(after) && g.ns !== "unnamed" && !BROKEN_THROUGH.test(t.slice(from, g.index))) return false;
  const side = ABOVE_AFTER.test(after) || (!BELOW_AFTER.test(after) && supportSide(after, t.slice(from, g.index)));
  if (side !== null) {
    // "尚未站在MA20之上", "未能回到MA60上方": the verb before the average is denied, so is the side after it.
    const verb = /(?:站稳于?|站在|稳在|位于|处于|运行于|回到|重回|回升至|跌至|跌到|回落至|在)\s*$/.exec(
      t.slice(from, g.index),
    );
    const denied = verb ? denial(t.slice(0, g.index - verb[0].length)) : "none";
    return denied === "unsafe" ? null : denied === "denied" ? !side : side;
  }
  const before = t.slice(from, g.index);
  const last = (re: RegExp) => Math.max(-1, ...[...before.matchAll(re)].map((x) => x.index));
  const [up, down] = [last(ABOVE_BEFORE), last(BELOW_BEFORE)];
  // "位于MA10、MA20、MA60之下" is read after; "位于…" alone says nothing.
  if (up < 0 && down < 0) return null;
  const denied = denial(t.slice(0, from + Math.max(up, down)));
  if (denied === "unsafe") return null;
  return denied === "denied" ? up < down : up > down;
}

function relations(text: string, m: MarketFacts): ClaimCheck[] {
  // A value in brackets ("MA60（约250.6元）之下") stands between an average and its side: read without it.
  // So does one written bare in 元 ("60日均线391.63元之上").
  const t = text.replace(BRACKETS, blankBracket).replace(VALUE_AFTER, (b) => " ".repeat(b.length));
  const gs = groups(t);
  const turns = [...t.matchAll(TURN)].map((x) => x.index);
  const read: { ns: Group["ns"]; above: boolean }[] = [];
  gs.forEach((g, i) => {
    // A side word before the last turn (但, 却) is not this group's: "站上MA5但仍低于MA10".
    const from = Math.max(0, ...turns.filter((x) => x < g.index));
    // "MA5上穿MA10": two averages compared with each other, not the close with the second.
    const prev = gs[i - 1];
    // "MA5站在MA20之上": an average placed against another (average-pairs.ts).
    if (prev && prev.end >= from && AVERAGE_AGAINST.test(t.slice(prev.end, g.index))) return;
    const above = sideOf(t, g, from);
    if (above !== null) read.push({ ns: g.ns, above });
  });
  if (read.length === 0) return [];
  const out: ClaimCheck[] = [];
  const close = `收盘价${m.close.toFixed(2)}`;
  const expected: string[] = [];
  const found: string[] = [];
  let ok = true;
  for (const r of read) {
    const mas = Array.isArray(r.ns) ? null : spanAverages(r.ns, m);
    const named = Array.isArray(r.ns) ? r.ns : [];
    const missing = named.filter((n) => !m.ma.some((x) => x.n === n));
    const held = mas ?? m.ma.filter((x) => named.includes(x.n));
    if (held.length === 0 || missing.length > 0) {
      const n = missing[0] ?? named[0];
      return [
        undecided("market", n ? `MA${n}` : "均线", n ? `没有${n}日均线的数据，无法核验` : "未指明均线周期，无法核验"),
      ];
    }
    if (held.some((x) => x.above !== r.above)) ok = false;
    expected.push(`收盘价${r.above ? "高于" : "低于"}${held.map((x) => `MA${x.n}`).join("、")}`);
    found.push(...held.map((x) => `MA${x.n} ${x.value.toFixed(2)}`));
  }
  const shown = [...new Set(found)].join("、");
  out.push({
    kind: "market",
    ok,
    expected: expected.join("，"),
    found: `${close}，${shown}`,
    reason: `${m.lastBar}${close}，${shown}，${ok ? "相符" : "不符"}`,
  });
  return out;
}
const COMPARED_BEFORE = /(?:比|较|高于|低于|距离?|离)\s*$/;
/** An average's value: "MA60（约108元）", "MA5(325)", "年线（约54.3元）"; 约 within 5 %, else the precision shown. */
function values(t: string, m: MarketFacts): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  const value = new RegExp(
    String.raw`(?:MA\s*(\d+)|(半年线|年线|季线))\s*` +
      // "MA20在57.9元上方", "60日线位于102.98元的收盘价下方": after 在 (位于, 处于), a level the average is placed
      // against (average-values.ts); "站在60日线331.98元上方" gives the value, then the close's side; "250日线远在
      // 116.47元", "年线还在116.5元附近": an adverb before 在 does not change what is placed; "250日线仅335元左右"
      // (仅/只有/才: how low the value is) gives the value too, not after 离 ("离60日线仅4.6元" is a distance).
      // "MA60压在6.17元", "年线托在5.85元附近": where the line presses from above or holds from below is its value.
      String.raw`(?:[（(]\s*(约|为)?\s*(\d+(?:\.(\d+))?)\s*元?|` +
      String.raw`(?:远|还|仍|就|则|(?<!(?:离|距)[^，,。；;]{0,8})(?:仅|只有|才))?` +
      String.raw`(约|为|在|位于|处于|约在|大约在|约为|压在|托在|横在|挡在)?\s*(\d+(?:\.(\d+))?)\s*元` +
      String.raw`(?!(?<=[在于]\s*[\d.]+\s*元)\s*(?:的)?\s*(?:收盘价?|股价|现价)?\s*${LEVEL_SIDE})` +
      // "（年线约43.5）": inside a parenthesis 约 alone marks the average's value.
      String.raw`|(约)\s*(\d+(?:\.(\d+))?)(?![\d.%])` +
      // "年线116.47远在上方": a named line's value written right after it.
      String.raw`|(?<=线)()(\d+(?:\.(\d+))?)(?![\d.%])` +
      // "60日线98.35在下面托着" (MA60 98.35 once the span is written as MA60): a decimal value right after it, a place
      // word after the value (a log line's "MA5 437.69" is read as a label, average-labels.ts).
      String.raw`|(?<=MA\s*\d+\s)()(\d+\.(\d+))(?=\s*(?:在|位于|处于|运行|托|压)))`,
    "gi",
  );
  for (const v of t.matchAll(value)) {
    const n = v[2] ? NAMED_MA[v[2]]! : Number(v[1]);
    const ma = m.ma.find((x) => x.n === n);
    if (!ma) continue;
    const [about, raw] = v[4]
      ? [v[3], v[4]]
      : v[7]
        ? [v[6], v[7]]
        : v[10]
          ? [v[9], v[10]]
          : v[13]
            ? [v[12], v[13]]
            : [v[15], v[16] ?? ""];
    // "低于250日均线约3.9元": after a comparison word, money far below the price is the distance (average-gaps.ts).
    if (COMPARED_BEFORE.test(t.slice(0, v.index)) && gapSized(`${raw}元`, m)) continue;
    // "60日均线在1500元附近": a hedge after the value widens it as 约 before it does, by averageTolerance.
    const hedged = /约/.test(about ?? "") || /^\s*(?:附近|左右|上下|一带)/.test(t.slice(v.index + v[0].length));
    const ok = Math.abs(ma.value - Number(raw)) <= averageTolerance(raw, hedged);
    const found = `MA${ma.n} ${ma.value.toFixed(2)}元`;
    out.push({
      kind: "market",
      ok,
      expected: `MA${ma.n} ${hedged ? "约" : ""}${raw}元`,
      found,
      reason: `${m.lastBar} ${found}，${ok ? "相符" : "不符"}`,
    });
  }
  return out;
}

/** Between a list of averages and its order word: "是", "并未形成", "已经呈"; 自上而下 and 依次 keep the order. */
// "MA5/MA10/MA20且三线空头排列", "六条均线自上而下完全空头排列", "MA5至MA250全线空头排列": the lines counted back are
// the averages named.
// "MA20、MA60、MA120、MA250保持多头排列": 保持/维持/继续/处于 only say the order still holds.
const ORDER_BETWEEN = new RegExp(
  String.raw`^(?:[\s是呈现形成已经仍均都还并尚未没有非且全]|保持|维持|继续|处于|自上而下|依次|完全|全部|全线|` +
    String.raw`[两三四五六]\s*条?\s*均?线)*$`,
);
/**
 * "MA5、MA10、MA20依次抬高呈空头排列": a list of two or more averages is the subject of an order word later in its
 * clause, unless a turn, another line or a span word stands between (then the order is of those).
 */
const ORDER_LOOSE = /^[^，,。；;！!？?但却而不过只是然均线期日MA]*$/i;
// "MA5、MA10、MA20短线空头排列": 短线 is the trader's horizon the listed short lines already are, no line of its own;
// "MA5到MA250六条均线自下而上完全空头排列": the way a list is read names no other line either.
const HORIZON_OR_WAY = /自[上下]而[上下]|短线/g;

/** Windows written bare in brackets after an order word: "多头排列（5>10）", "空头排列(5<10<20日线)". */
const BRACKET_ORDER = /^\s*[（(]\s*(\d+(?:\s*[>＞<＜]\s*\d+)+)\s*(?:日?(?:均线|线))?\s*[)）]/;

/** The averages named in order of their spans, each above (bull) or below (bear) the longer one after it. */
function partialOrder(ns: number[], order: "bull" | "bear", denied: boolean, m: MarketFacts): ClaimCheck {
  const name = `${ns.map((n) => `MA${n}`).join("、")}${order === "bull" ? "多头排列" : "空头排列"}`;
  const mas = [...ns].sort((a, b) => a - b).map((n) => m.ma.find((x) => x.n === n));
  const missing = ns.find((n) => !m.ma.some((x) => x.n === n));
  if (missing !== undefined) return undecided("market", name, `没有${missing}日均线的数据，无法核验`);
  const held = mas.every(
    (x, i) => i === 0 || (order === "bull" ? mas[i - 1]!.value > x!.value : mas[i - 1]!.value < x!.value),
  );
  const found = mas.map((x) => `MA${x!.n} ${x!.value.toFixed(2)}`).join("、");
  const ok = held !== denied;
  const expected = denied ? `不是${name}` : name;
  return { kind: "market", ok, expected, found, reason: `${m.lastBar} ${found}，${held ? "为" : "不是"}${name}` };
}

function order(t: string, m: MarketFacts): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  for (const w of MA_ORDER_WORDS) {
    const hit = w.re.exec(t);
    // "MA20>MA60>MA120>MA250的中长期多头排列": the order word names the averages written out, checked pair by pair.
    if (!hit || new RegExp(ORDER_CHAIN.source, "i").test(t)) continue;
    // "没有形成多头排列" says only that it is not one (it may be mixed, not 空头): the check is that it is not.
    const denied = denial(t.slice(0, hit.index));
    if (denied === "unsafe") continue;
    const name = w.order === "bull" ? "多头排列" : "空头排列";
    // "20日、60日、120日、250日线是多头排列", "是MA250、MA20、MA5，空头排列": the order of those named, not MA5-MA60.
    const between = (g: Group) => t.slice(g.end, hit.index).replace(/^\s*[，,]/, "");
    const before = groups(t).filter((g) => g.end <= hit.index);
    const named =
      before.findLast((g) => ORDER_BETWEEN.test(between(g).replace(HORIZON_OR_WAY, ""))) ??
      [before.at(-1)].find(
        (g) => g && Array.isArray(g.ns) && g.ns.length >= 2 && ORDER_LOOSE.test(between(g).replace(HORIZON_OR_WAY, "")),
      );
    // "中长期均线多头排列", "中期多头排列": the averages the span word names (order-span.ts); a bare 均线 names none.
    const listed = before.flatMap((g) => (Array.isArray(g.ns) ? [g.ns] : []));
    const span = named && named.ns !== "unnamed" ? null : orderSpan(t.slice(0, hit.index), listed);
    const ns = span ?? (!named || ["unnamed", "all", "shortMid"].includes(`${named.ns}`) ? null : named.ns);
    // "均线全面空头", "均线全线多头": every stored average, not only MA5-MA60.
    const whole = /^均线[^多空]*(?:全面|全线)/.test(hit[0]) ? m.ma.map((x) => x.n) : null;
    // "短期均线已多头排列（5>10）": the windows in brackets after the order word are the lines it is said of.
    const bracketed = BRACKET_ORDER.exec(t.slice(hit.index + hit[0].length));
    if (bracketed) {
      const ns = [...bracketed[1]!.matchAll(/\d+/g)].map((x) => Number(x[0]));
      out.push(partialOrder(ns, w.order, denied === "denied", m));
      continue;
    }
    const spans = whole ?? (Array.isArray(ns) ? ns : ns ? spanAverages(ns, m).map((x) => x.n) : []);
    if (spans.length >= 2) {
      out.push(partialOrder(spans, w.order, denied === "denied", m));
      continue;
    }
    if (m.maOrder === null) out.push(undecided("market", name, "日线不足60个交易日，无法判断均线排列"));
    else {
      const found = m.ma
        .filter((x) => x.n <= 60)
        .map((x) => `MA${x.n} ${x.value.toFixed(2)}`)
        .join("、");
      const ok = (m.maOrder === w.order) === (denied === "none");
      out.push({
        kind: "market",
        ok,
        expected: denied === "none" ? name : `不是${name}`,
        found,
        reason: `${m.lastBar} ${found}，${m.maOrder === w.order ? "为" : "不是"}${name}`,
      });
    }
  }
  return out;
}
/** "跌破100元关口", "站稳40元": a price line the close is placed against. */
const PRICE_LINE = /(站上|突破|站稳|收复|守住|跌破|失守|跌穿|击穿)\s*(?:了)?\s*(\d+(?:\.\d+)?)\s*元(?!\s*[/每])/g;

function priceLines(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(PRICE_LINE)].flatMap((x): ClaimCheck[] => {
    const denied = denial(t.slice(0, x.index));
    if (denied === "unsafe") return [];
    // "尚未跌破100元" holds at 100 itself: a denial allows the line, a move past it does not.
    const moved = /站上|突破|站稳|收复|守住/.test(x[1]!);
    const above = moved === (denied === "none");
    const line = Number(x[2]);
    const ok =
      denied === "none" ? (above ? m.close > line : m.close < line) : above ? m.close >= line : m.close <= line;
    const close = `收盘价${m.close.toFixed(2)}`;
    const missed = denied === "none" ? (above ? "未站上" : "未跌破") : above ? "已跌破" : "已站上";
    const reason = `${m.lastBar}${close}，${ok ? "相符" : `${missed}${x[2]}元`}`;
    const expected = `收盘价${above ? "高于" : "低于"}${denied === "none" ? "" : "或等于"}${x[2]}元`;
    return [{ kind: "market", ok, expected, found: close, reason }];
  });
}

/** Every reading of the moving averages (and of price lines) in one clause. */
export function checkAverages(t: string, m: MarketFacts): ClaimCheck[] {
  return [
    ...checkAverageValues(t, m),
    ...relations(t, m),
    ...checkAveragePairs(t, m),
    ...checkAverageListing(t, m),
    ...writtenOrder(t, m),
    // "60日线约在6.17元" is read as MA60 (约 hedged); "60日均线391.63元" keeps the span apart from the value
    // (not MA60391).
    ...values(t.replace(/(?<![月\d.])(\d+)\s*日(?:均线|线)/g, "MA$1 "), m),
    ...order(t, m),
    ...priceLines(t, m),
    ...checkAverageGaps(t, m),
    ...checkAverageStreak(t, m),
    ...checkAverageBetween(t, m),
    ...checkAverageLayers(t, m),
    ...checkAverageCrosses(t, m),
    ...checkAverageTurns(t, m),
    ...nearAverages(t, m),
  ];
}
