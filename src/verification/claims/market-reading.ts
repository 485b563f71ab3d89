import { type ClaimCheck, undecided } from "./check-series";
import { isMarketClause, prepared } from "./check-market";
import type { Facts } from "./facts";
import { pct, verdict } from "./market-change";
import { DOWN_WORDS, POSITIVE_READING, UP_WORDS, VOLUME_WORDS, WINDOW_WORDS, YTD_WORDS } from "./market-words";
import { LATE_TURN, STILL, TURN_WORDS } from "./contrast-words";
import { NOT_CALLED, NOT_SO, REFUTED, anyOf } from "./negation-words";

/** "这并不是积极信号", "难言利好": a reading denied (negation-words.ts). */
const READING_DENIED = new RegExp(anyOf(NOT_SO, NOT_CALLED, REFUTED, ["不宜"]));
/**
 * A technical reading that the price is topping or weakening ("量价背离是见顶信号", "技术面全面转弱"): the mirror of
 * 积极信号, but a call on what follows a rise, so a rise leaves it 未能核验 (never ✅ on the figures beside it). A
 * contrast in its own clause ("但技术面仍偏弱") reads it apart.
 */
const NEGATIVE_READING = /见顶信号|顶部信号|技术面[^，,。；;]{0,4}(?:转弱|走弱|偏弱|恶化)/;
const CONTRAST = new RegExp(anyOf(TURN_WORDS, LATE_TURN, STILL));
/** A rise written without a figure: "股价却稳中有升", "重心上移". */
const STEADY_UP = /稳中有升|震荡上行|稳步上行|重心(?:不断)?上移/;

/**
 * Across a point's clauses: a price fall (the return a clause names, else the 20-session one) read as good news
 * ("缩量下跌…释放积极信号") fails, and so does a rise read as a top or a weakening. One fact cannot be read both
 * ways: a fall is adverse, whatever the volume.
 */
export function checkMarketReading(texts: readonly string[], facts: Facts): ClaimCheck[] {
  const m = facts.market;
  if (!m) return [];
  const clauses = texts.map(prepared);
  const positive = clauses.find((t) => POSITIVE_READING.test(t) && !READING_DENIED.test(t));
  const negative = clauses.find((t) => NEGATIVE_READING.test(t) && !READING_DENIED.test(t) && !CONTRAST.test(t));
  const aboutPrice = (t: string, i: number) => isMarketClause(t, i > 0 && isMarketClause(clauses[i - 1]!));
  const trades = (t: string) => VOLUME_WORDS.some((w) => w.re.test(t));
  const falls = (t: string) => DOWN_WORDS.test(t) || trades(t);
  const rises = (t: string) => (UP_WORDS.test(t) || STEADY_UP.test(t)) && !DOWN_WORDS.test(t);
  // "4月反弹4.6%对多方是积极信号，但今年以来仍下跌13.2%": a reading in a clause naming a rise is of that rise, not of
  // a fall another clause (here across a 但) concedes.
  // "近60个交易日下跌约9.1%，但最近5日反弹2.57%，情绪在冰点附近回暖": a reading after a rise, the last move named
  // before it, is of that rise, not of the fall named earlier.
  const upTo = positive === undefined ? [] : clauses.slice(0, clauses.indexOf(positive));
  const lastMove = upTo.findLast((t, i) => aboutPrice(t, i) && (falls(t) || rises(t)));
  const ownRise = positive !== undefined && (rises(positive) || (lastMove !== undefined && rises(lastMove)));
  const read = positive
    ? clauses.find((t, i) => (!ownRise || t === positive) && aboutPrice(t, i) && falls(t))
    : undefined;
  const readNegative =
    !read && negative ? clauses.find((t, i) => t !== negative && aboutPrice(t, i) && rises(t)) : undefined;
  const priceClause = read ?? readNegative;
  if (!priceClause) return [];
  const named = WINDOW_WORDS.map((w) => w.re.exec(priceClause)).find((x) => x);
  const days = named ? (WINDOW_WORDS.find((w) => w.re.test(priceClause))?.days(named) ?? 20) : 20;
  const byDays = m.returns.find((x) => x.days === days) ?? m.returns.find((x) => x.days === 20);
  // "今年以来下跌7%，反而是情绪面转暖的信号": the move over the window the clause names.
  const ytd = YTD_WORDS.test(priceClause) && m.ytd !== null ? { name: `年初至${m.lastBar}`, percent: m.ytd } : null;
  const r = ytd ?? (byDays ? { name: `近${byDays.days}个交易日`, percent: byDays.percent } : null);
  if (!r) return [];
  const found = `${r.name}股价${pct(r.percent)}`;
  if (read && r.percent < 0)
    return [verdict(false, "价格信号方向一致", found, `${found}，股价下跌（无论放量缩量）不是积极信号`)];
  // A top or a weakening is a call on what comes after a rise, which a rise cannot refute: 未能核验, not ❌.
  if (readNegative && r.percent > 0)
    return [undecided("market", "价格信号方向一致", `${found}，“见顶/转弱”是对上涨之后走势的判断，数据不能判定`)];
  return [];
}
