/** The one phrase of a fall taken back: "收复全部跌幅", "收复了此前的失地", "收复部分跌势". */
const RETAKEN = String.raw`收复(?:了)?(?:全部|大部分|大半|部分|此前|前期|之前)?(?:的)?(?:跌幅|失地|跌势)`;

/**
 * "反弹尚未收复失地", "仍未回到前期水平", "还没修复此前的跌幅": a recovery denied says the price is still below where
 * its fall began, a fall over the window the sentence names (a 反弹 before it is only part of that window). Read
 * before RECOVERED, which would read the same words, undenied, as a rise.
 */
export const NOT_RECOVERED = new RegExp(
  String.raw`(?:反弹|回升|反抽)?\s*(?:[仍尚还并]未能?|还没有?|仍没有?|尚没有?|没有|未能|迟迟未)\s*(?:完全|全部)?\s*` +
    String.raw`(?:${RETAKEN}` +
    String.raw`|回到(?:了)?(?:前期|此前|之前|原来|下跌前)(?:的)?(?:水平|位置|价位)` +
    String.raw`|修复(?:了)?(?:此前|前期)?(?:的)?(?:跌幅|失地))`,
  "g",
);

/** "收复全部跌幅", "收复失地": the price came back above where its fall began, a rise (read before 跌幅 is). */
export const RECOVERED = new RegExp(RETAKEN, "g");

/** "消化前期涨幅", "回吐部分涨幅", "回吐全部涨幅": the price gave back (some of) a rise, a fall (read before 涨幅). */
export const DIGESTED =
  /消化(?:了)?(?:前期|此前|之前|部分)?(?:的)?(?:涨幅|获利盘)|回吐(?:了)?(?:部分|全部|所有|前期|此前)?(?:的)?涨幅/g;

/**
 * "六年过去尚未收复高点", "仍未回到2023年的高点", "利润还没重回峰值", "没能回到历史峰值": a metric's period still below
 * an earlier high (peak-recovery.ts). The high is what it is measured against, not a record or a place the clause
 * claims, so the record and historic-level readings leave it alone.
 */
/**
 * "修复远未完成", "复苏还没走完", "回升仍未到位", "修复仍在半路", "修复之路任重道远": a recovery said unfinished
 * has the metric still short of where it fell from, an earlier high, as PEAK_NOT_RECOVERED says it. Not "反弹远未结
 * 束" (a move said to go on, a forecast) nor a bare "尚未修复" (no recovery at all, a denied move).
 */
export const UNFINISHED_RECOVERY =
  "(?:修复|复苏|回升|恢复|回暖|复原)(?:的)?(?:进程|之路|过程|进度)?\\s*(?:也|还|仍|尚|依然|依旧)?\\s*(?:远远|远)?\\s*" +
  "(?:未|没有?|没能|不曾)\\s*(?:能)?\\s*(?:完成|到位|走完)|" +
  "(?:修复|复苏|回升|恢复)(?:之路|进程)?\\s*(?:仍然?|还|尚)?(?:在|处于)?\\s*半(?:路|途|山腰)|" +
  "(?:修复|复苏|回升|恢复)(?:之路)?\\s*(?:仍然?|还|尚|依然)?\\s*任重道远";

export const PEAK_NOT_RECOVERED = new RegExp(
  "(?:尚未|仍未|还未|未能|没能|没有|还没有?|仍没有?|依然没有?|始终没有?|再没有?|未)\\s*" +
    "(?:收复|回到|重回|恢复到|恢复至|回升到|回升至|站回)(?:了)?\\s*" +
    "(?:((?:19|20)\\d{2})\\s*年\\s*(?:的)?)?\\s*(?:此前|之前|前期|历史|当年)?\\s*(?:的)?\\s*" +
    `(?:高点|峰值|高位|顶峰|巅峰|前高|最高点|最高水平)|${UNFINISHED_RECOVERY}`,
);
