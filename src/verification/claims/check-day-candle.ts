import { type ClaimCheck, undecided } from "./check-series";
import { agreement, change, pct } from "./market-change";
import type { MarketFacts } from "./market-facts";

/**
 * A named session's candle and open ("4月24日放量长阳", "4月29日跳空低开", "收出十字星"): its body is the close against
 * the open, its open against the close (and for a gap, the range) of the session before. 长阳 / 大阴 need a body of at
 * least `LONG_BODY_PERCENT`; a body of the right side but shorter is undecided (how long is long is the writer's call),
 * never failed. Without a stored open the reading is undecided with that reason.
 */

/** A candle: 阳 (close above open) or 阴, long (长/大) or not; 十字星 a body of at most `DOJI_PERCENT`. */
export const CANDLE = /收阳|收阴|阳线|阴线|长阳|长阴|大阳|大阴|十字星|光头|实体/;
/** The open itself ("跳空低开", "高开低走"). */
export const OPEN = /跳空|高开|低开|平开|开盘/;
export const LONG_BODY_PERCENT = 2;
const DOJI_PERCENT = 0.3;

type Day = { date: string; name: string };

/** The candle and open a clause gives the day it names, against that session's bar. */
export function checkDayCandle(t: string, m: MarketFacts, day: Day): ClaimCheck[] {
  const candle = CANDLE.exec(t);
  const open = OPEN.exec(t);
  if (!candle && !open) return [];
  const s = m.sessions ?? [];
  const i = s.findIndex((x) => x.date === day.date);
  const at = s[i];
  const before = s[i - 1];
  if (!at || at.open == null || !before) {
    const why = at ? "存有的日线不含该日开盘价" : `存有的日线中没有${day.date}`;
    return [undecided("market", `${day.name}的K线`, `${why}，无法核验阴线阳线与开盘`)];
  }
  const body = change(at.close, at.open);
  const bar =
    `${at.date}开盘${at.open.toFixed(2)}、收盘${at.close.toFixed(2)}（实体${pct(body)}），` +
    `前收${before.close.toFixed(2)}`;
  const out: ClaimCheck[] = [];
  if (candle && candle[0] === "十字星") out.push(agreement(Math.abs(body) <= DOJI_PERCENT, "十字星", bar));
  else if (candle && /阳|阴/.test(candle[0])) {
    const up = /阳/.test(candle[0]);
    const side = up ? body > 0 : body < 0;
    const long = /长|大/.test(candle[0]);
    if (long && side && Math.abs(body) < LONG_BODY_PERCENT)
      out.push(
        undecided(
          "market",
          `${day.name}${candle[0]}`,
          `${bar}，实体不足${LONG_BODY_PERCENT}%，是否算${candle[0]}无法确定`,
        ),
      );
    else out.push(agreement(side, `${day.name}${candle[0]}`, bar));
  } else if (candle) out.push(undecided("market", `${day.name}${candle[0]}`, `${bar}，无法核验“${candle[0]}”`));
  const side = open ? /高开|低开/.exec(t) : null;
  if (side) {
    const high = side[0] === "高开";
    const opened = high ? at.open > before.close : at.open < before.close;
    // 跳空: the open beyond the whole range of the session before.
    const gap = /跳空/.test(t) ? (high ? at.open > before.high : at.open < before.low) : true;
    const said = `${day.name}${/跳空/.test(t) ? "跳空" : ""}${side[0]}`;
    const range = `${bar}，前一日最高${before.high.toFixed(2)}、最低${before.low.toFixed(2)}`;
    if (opened && !gap) out.push(undecided("market", said, `${range}，开盘未越过前一日区间，是否算跳空无法确定`));
    else out.push(agreement(opened, said, range));
  }
  return out;
}
