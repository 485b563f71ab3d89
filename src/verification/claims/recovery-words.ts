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
