import { NEGATIONS } from "./judgement-words";
import { anyOf, DOUBTED, REFUSED } from "./negation-words";

/**
 * An average named as the subject of support or pressure: "60日均线对42.76元的股价形成支撑" holds the close above
 * it, "年线构成压力" below it. A support level ("支撑位") is a price, not a side; a denied support ("未能形成支撑")
 * or one set in a condition is left unread (null).
 */
const SUPPORT = new RegExp(
  String.raw`^\s*(?:对[^，,。；;]{0,14}?)?([^，,。；;]{0,6}?)(?:形成|构成|提供|带来)\s*(?:了)?\s*` +
    String.raw`(?:有效|较强|强力?)?\s*(支撑|压力|压制)(?!位)`,
);
const CONDITION = /如果|若|一旦|假如|能否|是否/;
/** "60日均线难以形成支撑", "不足以构成压力": a support doubted or refused. */
const DOUBT = new RegExp(anyOf(DOUBTED, REFUSED));
/** "全部均线上方都是套牢盘": what lies above or below the averages, not the close's side (a lookahead). */
export const REGION = String.raw`(?!\s*(?:都|全|均|还|也)?\s*(?:是|有|堆|积|聚))`;

/** The side of the close the words after an average give by support (true above it), or null. */
export function supportSide(after: string, before: string): boolean | null {
  const hit = SUPPORT.exec(after);
  if (!hit || NEGATIONS.test(hit[1]!) || /[不没未]/.test(hit[1]!) || DOUBT.test(hit[1]!) || CONDITION.test(before))
    return null;
  return hit[2] === "支撑";
}
