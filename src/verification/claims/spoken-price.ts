import type { ClaimCheck } from "./check-series";
import { companiesIn } from "./company-names";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { cutToYuan } from "./whole-yuan";

/**
 * "五粮液都跌到97块了", "现在38块出头", "招行现在38块多": the price now said the way it is spoken. 块 is a yuan;
 * the figure is the close rounded, or cut to the unit of its last digit (whole-yuan.ts); 出头 and 多 put the close at
 * or above the figure, under its next whole unit (38块多 of a 38.97 close, not of 39.10).
 */
export function checkSpokenPrice(raw: string, hedged: boolean, m: MarketFacts): ClaimCheck {
  const shown = Number(raw);
  const decimals = raw.split(".")[1]?.length ?? 0;
  const step = 10 ** -decimals;
  const close = m.close;
  const ok = hedged
    ? close >= shown && close < shown + step
    : Math.abs(close - shown) <= 0.5 * step + 1e-9 || cutToYuan(close, shown, decimals);
  return agreement(ok, `现价${raw}元${hedged ? "多" : ""}`, `${m.lastBar}收盘价${close.toFixed(2)}元`);
}

/**
 * "…，436块", "…，5块4了", "…，97元出头": a price alone as a clause, the price as a forum states it now - spoken (块,
 * or 元 with a tail), not a bare "400元" left of a plan's trigger ("跌破400元止损").
 */
const ALONE = /^\s*(\d+(?:\.\d+)?)\s*(?:块|元(?=\s*(?:出头|多|了|啦)))\s*(出头|多)?\s*(?:了|啦)?\s*$/;

/** The check of a clause that is only a price, held to the last close as spoken; null for any other clause. */
export function spokenAlone(text: string, m: MarketFacts): ClaimCheck | null {
  const hit = ALONE.exec(text);
  return hit ? checkSpokenPrice(hit[1]!, hit[2] !== undefined, m) : null;
}

/**
 * "茅台1384块，离一年低点1322不到5%": a company's name, then only a spoken price, is its price now wherever the clause
 * stands (the name says whose; 块 or a tail says it is a price, not a figure of a report).
 */
export function spokenNamed(text: string, m: MarketFacts): ClaimCheck | null {
  const name = companiesIn(text).find((c) => text.slice(0, c.index).trim() === "");
  return name ? spokenAlone(text.slice(name.end), m) : null;
}
