import { MA_REF } from "./market-words";

/**
 * "MA60在98.35元，现价102.98元高出约4.7%": a sized distance of the close naming no average of its own, right after a
 * clause that names exactly one average, is the close's distance from that average. The clause is read again with
 * the average written in ("现价102.98元较MA60高出约4.7%", check-averages.ts). With a list of averages, or another
 * level beside the one average (a platform, a high), which one is meant is not said and the clause is left alone.
 */

/** The close as the subject, its price optional, then a side word and a size in per cent. */
const CLOSE_DISTANCE = new RegExp(
  String.raw`^(\s*(?:而|但|且)?\s*(?:现价|股价|目前股价|当前股价|收盘价?|最新价)\s*(?:约|报)?\s*` +
    String.raw`(?:\d+(?:\.\d+)?\s*元?)?\s*(?:已经?|仍然?|还|只|仅)?\s*)` +
    // "20日线1433.56元是第一道压力，现价低于该线约3.4%": 该线 points back as 其 does.
    String.raw`((?:高出|高了|高于|高|低出|低了|低于|低)\s*(?:其|它|该线|该均线|这条线|这条均线)?)` +
    String.raw`(?=\s*(?:约|近|超过|逾|不到|不足)?\s*\d+(?:\.\d+)?\s*%)`,
);
/** Levels other than an average in the clause before: the distance could be from them. */
const OTHER_LEVEL = /平台|高点|低点|前高|前低|关口|大关|支撑位|压力位|52周|最高|最低/;

/**
 * "60日线61.25元、120日线62.69元双重压制，59.37元的收盘离突破仍差3%以上": how far the close must rise to break the
 * averages pressing from above named before; the first named is the first it meets (read "收盘较MA60低3%以上").
 */
const BREAK_GAP = new RegExp(
  String.raw`^([^，,。；;]*?)(?:离|距离?)\s*(?:有效)?(?:突破|站上|收复|站回)\s*(?:仍|还|尚|只|仅)?\s*(?:差|有)\s*` +
    String.raw`(?=(?:约|近|超过|逾|不到|不足)?\s*\d+(?:\.\d+)?\s*%)`,
);
const PRESSING = /压制|压力|阻力|头顶|上方/;

function withBreakGap(text: string, previous: string): string | null {
  const hit = BREAK_GAP.exec(text);
  const average = previous.match(MA_REF)?.[0];
  const listed = /\d\s*日\s*[、和与及/]/.test(previous);
  if (!hit || !average || listed || !PRESSING.test(previous) || OTHER_LEVEL.test(previous)) return null;
  return `${hit[1]}较${average}低${text.slice(hit[0].length)}`;
}

export function withAverageDistance(text: string, previous: string | null): string {
  const broken = previous === null ? null : withBreakGap(text, previous);
  if (broken) return broken;
  const hit = previous === null ? null : CLOSE_DISTANCE.exec(text);
  if (!hit || previous === null) return text;
  const [average, ...others] = [...previous.matchAll(MA_REF)];
  // "20日、60日均线…": a list of windows names more than one average.
  const listed = /\d\s*日\s*[、和与及/]/.test(previous);
  if (!average || others.length > 0 || listed || OTHER_LEVEL.test(previous)) return text;
  const side = (hit[2] ?? "").replace(/(?:[其它]|该线|该均线|这条线|这条均线)$/, "").replace(/于$/, "");
  return `${hit[1] ?? ""}较${average[0]}${side}${text.slice(hit[0].length)}`;
}
