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
// "年线5.85元上方压力明显": the pressure from above it (placedSide), not the close above it.
export const REGION = String.raw`(?!\s*(?:都|全|均|还|也)?\s*(?:是|有|堆|积|聚)|\s*(?:的)?\s*(?:压力|阻力|抛压|支撑))`;

/**
 * Right after an average, where it stands against the price: "年线5.85元上方压力明显" (pressure from above: the
 * close below it), "60日线下方支撑较强" (support from below: the close above it). A side set as the trigger of an
 * action ("跌破MA60即止损", "站上年线就加仓") is a plan, not where the close is: "unread".
 */
const PRESSURE_ABOVE = /^\s*(?:在|从)?\s*上方\s*(?:的)?\s*(?:压力|阻力|抛压)/;
const SUPPORT_BELOW = /^\s*(?:在|从)?\s*下方\s*(?:的)?\s*支撑(?!位)/;
const TRIGGER =
  /^\s*(?:时|后)?\s*(?:就|即|则|便)\s*(?:要|应|需|该)?\s*(?:止损|离场|出局|出场|减仓|清仓|卖出|加仓|买入|介入)/;
export function placedSide(after: string): boolean | "unread" | null {
  if (TRIGGER.test(after)) return "unread";
  return PRESSURE_ABOVE.test(after) ? false : SUPPORT_BELOW.test(after) ? true : null;
}

/** The side of the close the words after an average give by support (true above it), or null. */
export function supportSide(after: string, before: string): boolean | null {
  const hit = SUPPORT.exec(after);
  if (!hit || NEGATIONS.test(hit[1]!) || /[不没未]/.test(hit[1]!) || DOUBT.test(hit[1]!) || CONDITION.test(before))
    return null;
  return hit[2] === "支撑";
}
