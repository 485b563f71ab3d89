/**
 * The words a shrinking volume is written with (market-words.ts VOLUME_WORDS, 缩量): a noun ("缩量", "地量"), or a
 * verb after the volume's subject: "萎缩约三成", "少约7%", 缩 with its size ("缩了近两成", "缩水三成有余"), or the
 * volume giving way ("上涨的量能在衰减", "量能减弱", "成交明显降温"), read against the 20 sessions before as 缩量 is.
 */
const SHRINK_VERBS =
  "萎缩|缩减|缩小|收窄|减少|下降|收缩|少了|回落|略减|小减|(?<!不)低于|少(?=\\s*(?:约|近|了)?\\s*\\d)|" +
  // "成交略缩": a slight shrink is still a shrink (略 sizes it, it does not deny it).
  "略缩|微缩|缩(?:了|水|掉)|缩(?=\\s*(?:约|近)?\\s*(?:\\d|[一二两三四五六七八九]成))|衰减|减弱|降温|转冷";

export const volumeShrink = (subject: string): RegExp =>
  new RegExp(`缩量|地量|成交量萎缩|量能萎缩|成交萎缩|量能不足|成交清淡|${subject}[^，,。；;]{0,12}(?:${SHRINK_VERBS})`);
