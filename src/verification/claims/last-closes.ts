import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { sessionCount } from "./market-words";

/**
 * "最近三个收盘101.48→105.40→102.98", "最近三个交易日收盘分别为101.48、105.40、102.98元": the last N closes listed in
 * order, each against the close it stands for at the precision it is written with. A list of another length than the
 * N named is not read.
 */
const LAST_CLOSES = new RegExp(
  String.raw`(?:最近|近|过去|最后)\s*(\d+|[一二两三四五六七八九十]+)\s*(?:个)?\s*(?:交易日|天|日)?\s*(?:的)?\s*` +
    String.raw`收盘(?:价)?\s*(?:分别)?\s*(?:为|是|:|：)?\s*` +
    String.raw`(\d+(?:\.\d+)?(?:\s*(?:元|块)?\s*(?:、|,|，|→|->|—>|-|~|～|/)\s*\d+(?:\.\d+)?)+)\s*(?:元|块)?`,
);

export const namesLastCloses = (t: string): boolean => LAST_CLOSES.test(t);

export function checkLastCloses(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = LAST_CLOSES.exec(t);
  if (!hit) return [];
  const n = sessionCount(hit[1]!);
  const shown = [...hit[2]!.matchAll(/\d+(?:\.(\d+))?/g)];
  if (shown.length !== n) return [];
  const name = `最近${n}个收盘${shown.map((x) => x[0]).join("、")}`;
  const s = m.sessions?.slice(-n) ?? [];
  if (s.length < n) return [undecided("market", name, "存有的日线不足所述交易日数，无法核验")];
  const fits = shown.every((x, i) => Math.abs(s[i]!.close - Number(x[0])) <= 0.5 * 10 ** -(x[1]?.length ?? 0) + 1e-9);
  const found = s.map((x) => `${x.date}收盘${x.close.toFixed(2)}`).join("、");
  return [agreement(fits, name, found)];
}
