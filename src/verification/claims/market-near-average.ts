import type { ClaimCheck } from "./check-series";
import { undecided } from "./check-series";
import type { MarketFacts } from "./market-facts";
import { CONDITION_WORDS } from "./contrast-words";
import { NAMED_MA } from "./market-words";
import { anyOf } from "./negation-words";

/**
 * The close said to sit at an average: "股价已回踩60日均线（约392元）附近", "收盘在MA20一带震荡", "现价贴近年线附近".
 * The average's own value in brackets is checked elsewhere; this checks the close's distance from it, which a writer
 * may get wrong while quoting the average right. Within NEAR_PERCENT it holds, past FAR_PERCENT it fails; between,
 * 附近 is a matter of taste and the clause is left ❔.
 */
const NEAR_PERCENT = 3;
const FAR_PERCENT = 6;

const NEAR = new RegExp(
  String.raw`(?:MA\s*(\d+)|(?<![\d.])(\d+)\s*日(?:均线|线)|(半年线|年线|季线))` +
    String.raw`(?:\s*[（(][^）)]{0,20}[）)])?\s*(?:的)?\s*(?:附近|一带)`,
  "g",
);
/** Who sits there: the price, or a move that brings it there. */
const SUBJECT = /股价|收盘|现价|价格|股票|K线|回踩|回落|回调|回到|跌至|跌到|跌回|贴近|靠近|逼近|企稳/;
/** A condition, a wish or a denial before it: not a statement of where the close is. */
const NOT_STATED = new RegExp(`${anyOf(CONDITION_WORDS)}|等待|待|等到|远离|不在|脱离|目标|预计|有望`);
/** Another average before it: "MA20运行至MA60附近" places one average against another, not the close. */
const OTHER_MA = /MA\s*\d+|\d+\s*日(?:均线|线)|半年线|年线|季线/;

export function nearAverages(t: string, m: MarketFacts): ClaimCheck[] {
  return [...t.matchAll(NEAR)].flatMap((x): ClaimCheck[] => {
    const before = t.slice(0, x.index);
    if (!SUBJECT.test(before) || NOT_STATED.test(before) || OTHER_MA.test(before)) return [];
    const n = x[3] ? NAMED_MA[x[3]]! : Number(x[1] ?? x[2]);
    const ma = m.ma.find((a) => a.n === n);
    const name = `收盘价与MA${n}的距离`;
    if (!ma) return [undecided("market", name, `没有${n}日均线的数据，无法核验`)];
    const gap = `${ma.gapPercent >= 0 ? "+" : ""}${ma.gapPercent.toFixed(2)}%`;
    const found = `${m.lastBar}收盘价${m.close.toFixed(2)}较MA${n} ${ma.value.toFixed(2)}${gap}`;
    const distance = Math.abs(ma.gapPercent);
    if (distance > NEAR_PERCENT && distance <= FAR_PERCENT) {
      return [undecided("market", name, `${found}，是否算在均线附近无法确定`)];
    }
    const ok = distance <= NEAR_PERCENT;
    const reason = `${found}，${ok ? "位于均线附近，相符" : "离均线较远，不在附近"}`;
    return [{ kind: "market", ok, expected: `收盘价在MA${n}附近`, found, reason }];
  });
}
