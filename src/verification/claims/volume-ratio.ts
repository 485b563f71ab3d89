import { type ClaimCheck, undecided } from "./check-series";
import { verdict } from "./market-change";
import type { MarketFacts } from "./market-facts";

/**
 * A bare 量比 with its value ("量比约1.1确属温和放量", "量比0.68"): no window is named, and by the usual definition
 * 量比 is a day's volume against the days before, which the bars do not hold. The one volume ratio stored is the last
 * 20 sessions' mean over the 20 before (market-shorthand.ts writes "20日量比" and "量比(20/20)" out as it): a value
 * agreeing with it, to the precision shown (5 % with 约), is that ratio, read as held; one that does not may be the
 * other 量比 and stays unread, never refuted.
 */
const BARE_RATIO = /(?<![\d日）)])量比\s*(?:[=≈:：]|为|是|在)?\s*(约|大约)?\s*(\d+(?:\.(\d+))?)(?![\d.%倍])/;

export function checkBareVolumeRatio(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = BARE_RATIO.exec(t);
  if (!hit) return [];
  const said = `量比${hit[1] ?? ""}${hit[2]}`;
  // "量比为1.06，较前一日放大": a day's ratio by its own words, which the bars do not hold.
  if (/前一日|前一天|昨日|今日|当日|单日|盘中/.test(t))
    return [undecided("market", said, "单日量比数据未收录，无法核验")];
  if (!m.volume) return [undecided("market", said, "没有连续40个交易日的成交量，无法核验")];
  const shown = Number(hit[2]);
  const tol = hit[1] ? 0.05 * shown : 0.5 * 10 ** -(hit[3]?.length ?? 0) + 1e-9;
  const found = `近20日均量为此前20日的${(m.volume.ratio * 100).toFixed(1)}%`;
  if (Math.abs(m.volume.ratio - shown) <= tol) return [verdict(true, said, found, `“${said}”与${found}相符`)];
  const note = `“${said}”未写明所比的交易日，与${found}不一致，可能是按单日计算的量比，无法核验`;
  return [undecided("market", said, note)];
}
