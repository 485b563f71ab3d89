import type { ClaimCheck } from "./check-series";
import { isMarketClause, prepared } from "./check-market";
import type { Facts } from "./facts";
import { pct, verdict } from "./market-change";
import { DOWN_WORDS, POSITIVE_READING, VOLUME_WORDS, WINDOW_WORDS, YTD_WORDS } from "./market-words";
import { NOT_CALLED, NOT_SO, REFUTED, anyOf } from "./negation-words";

/** "这并不是积极信号", "难言利好": a reading denied (negation-words.ts). */
const READING_DENIED = new RegExp(anyOf(NOT_SO, NOT_CALLED, REFUTED, ["不宜"]));

/**
 * Across a point's clauses: a price fall (the return a clause names, else the 20-session one) read as good news
 * ("缩量下跌…释放积极信号") fails. One fact cannot be read both ways: a fall is adverse, whatever the volume.
 */
export function checkMarketReading(texts: readonly string[], facts: Facts): ClaimCheck[] {
  const m = facts.market;
  if (!m) return [];
  const clauses = texts.map(prepared);
  const positive = clauses.find((t) => POSITIVE_READING.test(t) && !READING_DENIED.test(t));
  const aboutPrice = (t: string, i: number) => isMarketClause(t, i > 0 && isMarketClause(clauses[i - 1]!));
  const movesOrTrades = (t: string) => DOWN_WORDS.test(t) || VOLUME_WORDS.some((w) => w.re.test(t));
  const priceClause = clauses.find((t, i) => aboutPrice(t, i) && movesOrTrades(t));
  if (!positive || !priceClause) return [];
  const named = WINDOW_WORDS.map((w) => w.re.exec(priceClause)).find((x) => x);
  const days = named ? (WINDOW_WORDS.find((w) => w.re.test(priceClause))?.days(named) ?? 20) : 20;
  const byDays = m.returns.find((x) => x.days === days) ?? m.returns.find((x) => x.days === 20);
  // "今年以来下跌7%，反而是情绪面转暖的信号": the move over the window the clause names.
  const ytd = YTD_WORDS.test(priceClause) && m.ytd !== null ? { name: `年初至${m.lastBar}`, percent: m.ytd } : null;
  const r = ytd ?? (byDays ? { name: `近${byDays.days}个交易日`, percent: byDays.percent } : null);
  if (!r || r.percent >= 0) return [];
  const found = `${r.name}股价${pct(r.percent)}`;
  return [verdict(false, "价格信号方向一致", found, `${found}，股价下跌（无论放量缩量）不是积极信号`)];
}
