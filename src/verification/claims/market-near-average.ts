import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { CONDITION_WORDS } from "./contrast-words";
import { averageSpan } from "./average-names";
import { MA_NAME } from "./market-words";
import { anyOf } from "./negation-words";

/**
 * The close said to sit at an average: "股价已回踩60日均线（约392元）附近", "收盘在MA20一带震荡", "现价贴近年线附近".
 * The average's own value in brackets is checked elsewhere; this checks the close's distance from it, which a writer
 * may get wrong while quoting the average right. Within NEAR_PERCENT it holds, past FAR_PERCENT it fails; between,
 * 附近 is a matter of taste and the clause is left ❔.
 */
const NEAR_PERCENT = 3;
const FAR_PERCENT = 6;
/** "与20日均线基本齐平", "和MA60持平": level with it, a tighter nearness. */
const LEVEL_PERCENT = 1.5;
const UNLEVEL_PERCENT = 3;

const NEAR = new RegExp(MA_NAME + String.raw`(?:\s*[（(][^）)]{0,20}[）)])?\s*(?:的)?\s*(?:附近|一带)`, "g");
const LEVEL = new RegExp(
  String.raw`(?:与|和|跟|同)\s*` +
    MA_NAME +
    String.raw`(?:\s*[（(][^）)]{0,20}[）)])?\s*(?:基本|大致|大体|几乎|接近)?\s*(?:齐平|持平|重合)`,
  "g",
);
/** Who sits there: the price, or a move that brings it there. */
const SUBJECT = /股价|收盘|现价|价格|股票|K线|回踩|回落|回调|回到|跌至|跌到|跌回|贴近|靠近|逼近|企稳/;
/** A condition, a wish or a denial before it: not a statement of where the close is. */
const NOT_STATED = new RegExp(`${anyOf(CONDITION_WORDS)}|等待|待|等到|远离|不在|脱离|目标|预计|有望`);
/** Another average before it: "MA20运行至MA60附近" places one average against another, not the close. */
const OTHER_MA = new RegExp(MA_NAME);

/**
 * The price running along an average: "贴着年线运行", "围绕20日线运行" - near it (the bands of 附近). Not "围绕20日线
 * 横盘", "沿5日线上行": a sideways or a rising path is a claim about the sessions, which the last close alone does
 * not settle (left 未能核验).
 */
const ALONG = new RegExp(
  String.raw`(?:贴着|紧贴|围绕着?|绕着|沿着?|顺着)\s*` +
    MA_NAME +
    String.raw`(?:\s*[（(][^）)]{0,20}[）)])?\s*(?:的)?\s*(?:上下)?\s*运行`,
  "g",
);
/** "股价已远离年线": far from it, past the far band (within the near band it fails; between, left ❔). */
const AWAY = new RegExp(String.raw`远离\s*` + MA_NAME, "g");

function distanceCheck(n: number, bands: readonly [number, number], want: "near" | "far", m: MarketFacts): ClaimCheck {
  const ma = m.ma.find((a) => a.n === n);
  const name = `收盘价与MA${n}的距离`;
  if (!ma) return undecided("market", name, `没有${n}日均线的数据，无法核验`);
  const gap = `${ma.gapPercent >= 0 ? "+" : ""}${ma.gapPercent.toFixed(2)}%`;
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}较MA${n} ${ma.value.toFixed(2)}${gap}`;
  const distance = Math.abs(ma.gapPercent);
  const [nearBand, farBand] = bands;
  if (distance > nearBand && distance <= farBand) {
    return undecided("market", name, `${found}，是否算在均线附近无法确定`);
  }
  const near = distance <= nearBand;
  const ok = want === "near" ? near : !near;
  const read = near ? "位于均线附近" : "离均线较远";
  const expected = want === "near" ? `收盘价在MA${n}附近` : `收盘价远离MA${n}`;
  return {
    kind: "market",
    ok,
    expected,
    found,
    reason: `${found}，${read}${ok ? "，相符" : "，不符"}`,
  };
}

/** The close moving along an average, or far from it. */
function alongAverages(t: string, m: MarketFacts): ClaimCheck[] {
  const along = [...t.matchAll(ALONG)].flatMap((x): ClaimCheck[] => {
    const before = t.slice(0, x.index);
    if (!(SUBJECT.test(before) || before.trim() === "") || NOT_STATED.test(before) || OTHER_MA.test(before)) return [];
    return [distanceCheck(averageSpan(x, 1), [NEAR_PERCENT, FAR_PERCENT], "near", m)];
  });
  const away = [...t.matchAll(AWAY)].flatMap((x): ClaimCheck[] => {
    const before = t.slice(0, x.index);
    if (new RegExp(anyOf(CONDITION_WORDS)).test(before) || /[不没未别勿]\s*$/.test(before)) return [];
    return [distanceCheck(averageSpan(x, 1), [NEAR_PERCENT, FAR_PERCENT], "far", m)];
  });
  return [...along, ...away];
}

export function nearAverages(t: string, m: MarketFacts): ClaimCheck[] {
  const near = [...t.matchAll(NEAR)].map((x) => ({ x, bands: [NEAR_PERCENT, FAR_PERCENT] as const }));
  const level = [...t.matchAll(LEVEL)].map((x) => ({ x, bands: [LEVEL_PERCENT, UNLEVEL_PERCENT] as const }));
  const at = [...near, ...level].flatMap(({ x, bands }): ClaimCheck[] => {
    const before = t.slice(0, x.index);
    // "，与20日均线基本齐平": a clause opening on 与 continues the price of the clause before it.
    const subject = SUBJECT.test(before) || (x[0].startsWith("与") && before.trim() === "");
    if (!subject || NOT_STATED.test(before) || OTHER_MA.test(before)) return [];
    return [distanceCheck(averageSpan(x, 1), bands, "near", m)];
  });
  return [...at, ...alongAverages(t, m)];
}
