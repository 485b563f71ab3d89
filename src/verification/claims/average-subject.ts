/**
 * The side of the close the words right after an average give when the average is their subject ("10日、20日均线层层
 * 压在头顶") or the object of a denied move with its mover left out ("250日均线也没收复"): true above it, false below.
 */

/**
 * After an average, its move denied with the mover left out: "250日均线也没收复" leaves the close below it, "年线始终
 * 未跌破" above it.
 */
const DENIED_AFTER = new RegExp(
  String.raw`^\s*(?:也|仍|还|都|均|始终|一直)*\s*(?:没有|没|尚未|仍未|还没有?|未能|没能|未)\s*(?:被)?\s*` +
    String.raw`(?:(收复|站上|站回|突破)|跌破|失守|击穿)`,
);
/**
 * The price an average is placed against when it is the subject: "股价", "收盘价", "100.79元的收盘价" (the figure is
 * the close's, checked as one).
 */
// "压在中石化股价上方", "压在茅台的收盘价上方": the company's short name (two to four characters) before its price.
const CLOSE_NAMED =
  String.raw`(?:股价|价格|K线|(?:约?\d+(?:\.\d+)?\s*元\s*(?:的)?\s*|[\u4e00-\u9fa5]{2,4}?\s*(?:的)?\s*)?` +
  String.raw`(?:当前|最新)?(?:收盘价?|股价))`;
/** "10日、20日均线则层层压在头顶", "120日线、250日线双双在…上方": the adverbs of a list of averages and its head. */
// "中长期均线（60/120/250日）仍悉数压在5.66元的股价上方": 悉数 and 全线 say each one, as 全部 does.
// "10日、20日、60日均线依次压在股价上方": 依次 says each one too, layer on layer (their order: average-layers.ts).
const SUBJECT_ADVERBS = String.raw`(?:全部|全线|悉数|全|均|都|仍|依然|持续|还|仍然|则|层层|双双|一起|同时|依次)*`;
/**
 * The average as the subject: "MA60在股价上方压制", "全部压在股价上方" - the close is on the other side; "60日线、
 * 年线还压在上面", "MA60在上方": the averages over a price left unnamed.
 */
const SUBJECT_ABOVE = new RegExp(
  String.raw`^\s*${SUBJECT_ADVERBS}\s*(?:压在|位于|在|运行于|运行在|处于)\s*${CLOSE_NAMED}?` +
    String.raw`\s*(?:之上|上方|上面|头上|头顶)`,
);
// "5、10、20日线全在下方", "60日线在下面托着": the averages under a price left unnamed.
const SUBJECT_BELOW = new RegExp(
  String.raw`^\s*${SUBJECT_ADVERBS}\s*(?:托在|位于|在|运行于|运行在|处于)\s*${CLOSE_NAMED}?` +
    String.raw`\s*(?:之下|下方|下面)`,
);
/** The close's side from the words after an average (true above it), or null when they give none. */
export function subjectSide(after: string): boolean | null {
  if (SUBJECT_ABOVE.test(after)) return false;
  if (SUBJECT_BELOW.test(after)) return true;
  const denied = DENIED_AFTER.exec(after);
  return denied ? denied[1] === undefined : null;
}

/**
 * The close short of an average it has yet to reach: "收盘价离250日线仍差一截", "距年线还差约9%", "离60日线只差一步"
 * - below it, as "距离站上年线还差一步". "离年线还有一段距离" says no side (far above is as far), nor does a denied
 * 差 ("离年线不差多少").
 */
const SHORT_OF = /^\s*(?:仍然|依然|仍|还|尚|都|也)*\s*(?:只|仅)?\s*差(?!\s*不多)/;
export function shortOfSide(before: string, after: string): false | null {
  // "距离站上年线还差一步": the move still wanted is not made.
  const towards = /(?:离|距离?)\s*(?:重新)?(?:站上|站回|收复|突破|回到|重回)?\s*$/;
  return towards.test(before) && SHORT_OF.test(after) ? false : null;
}
