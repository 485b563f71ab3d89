import { type ClaimMetric, METRIC_LEXICON } from "./metric-lexicon";
import { RSI_NAME } from "./rsi-bands";

/**
 * Whose move a direction word is in a clause about a technical indicator. "均线空头排列、RSI约30、近20日下跌8.5%": the
 * 下跌 is the price's over its window, not RSI's; only a direction word in the same list item as the indicator's
 * name ("RSI从28回升到45") moves the indicator. A level named for it (超卖) says no move at all.
 */
/** A move to a side of a line ("升至70上方", "跌破30", "冲过70"): the line crossed, not how far it moved. */
const CROSSING = new RegExp(
  String.raw`^\S{0,2}?(?:(?:至|到)\s*\d+(?:\.\d+)?\s*(?:上方|以上|之上|下方|以下|之下|一线)` +
    String.raw`|(?:过|破|穿|上)\s*\d+(?:\.\d+)?(?!\s*(?:%|点|个)))`,
);
/** The items of a list inside one clause: 、 and ；. */
const ITEM_BREAK = /[、;；]/;

export function indicatorDirection<D>(
  text: string,
  metric: ClaimMetric | null,
  direction: D | null,
  levelNamed: boolean,
  at: number | undefined,
): D | null {
  if (!metric || METRIC_LEXICON[metric].topic !== "technical" || direction === null) return direction;
  if (levelNamed) return null;
  if (at === undefined) return direction;
  // "RSI升至70上方", "RSI已经冲过70": a crossing of a line, which its level reads, not the week's direction.
  if (CROSSING.test(text.slice(at))) return null;
  const start = Math.max(...[...text.slice(0, at)].map((c, i) => (ITEM_BREAK.test(c) ? i + 1 : 0)), 0);
  const rest = text.slice(at).search(ITEM_BREAK);
  const item = text.slice(start, rest < 0 ? text.length : at + rest);
  return RSI_NAME.test(item) ? direction : null;
}
