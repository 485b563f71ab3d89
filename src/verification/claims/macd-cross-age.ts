import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { sessionCount } from "./market-words";

/**
 * A MACD cross dated by how many sessions ago it fell: "5个交易日前MACD金叉", "MACD三天前刚刚死叉", a log's
 * "macd=golden_cross(5d)" (market-shorthand.ts writes it out so). It is the last cross of the run, of the kind named,
 * on the session that many back from the last bar; one session either way is allowed (whether the cross day itself is
 * counted varies). A clause naming both kinds ("10天前金叉，随后又死叉") is left to the dated-cross readers.
 */
const AGE_CROSS = new RegExp(
  String.raw`(\d+|[一二两三四五六七八九十]+)\s*(?:个)?(?:交易日|天)\s*(?:之)?前` +
    String.raw`[^，,。；;\d]{0,6}?(?:MACD|DIF)?[^，,。；;\d]{0,3}?(金叉|死叉)`,
  "i",
);

export function checkMacdCrossAge(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = AGE_CROSS.exec(t);
  if (!hit || (/金叉/.test(t) && /死叉/.test(t))) return [];
  const n = sessionCount(hit[1]!);
  const kind = hit[2] === "金叉" ? "golden" : "dead";
  const name = `${n}个交易日前MACD${hit[2]}`;
  const last = m.macd?.lastCross;
  if (!last) return [undecided("market", name, "日线不足以确定MACD最近一次交叉")];
  const word = last.kind === "golden" ? "金叉" : "死叉";
  const s = m.sessions ?? [];
  const at = s.findIndex((x) => x.date === last.date);
  const found = `MACD最近一次${word}在${last.date}`;
  if (last.kind !== kind) return [agreement(false, name, found)];
  if (at < 0) return [undecided("market", name, `${found}，早于存有的日线，无法数出隔了几个交易日`)];
  const age = s.length - 1 - at;
  return [agreement(Math.abs(age - n) <= 1, name, `${found}，距${m.lastBar}隔${age}个交易日`)];
}
