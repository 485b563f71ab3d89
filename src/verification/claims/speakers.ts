/**
 * Who speaks a claim the point reports rather than makes: the debate's other sides, a questioner, "有人", the market.
 * Its own module because readers low in the import order (denied-sizes.ts) need it as much as phrase-words.ts does.
 */
export const SPEAKERS =
  // "信任方", "保守派": the debate protocols' own names for the sides (findebate's 信任/质疑智能体, a vote's camps).
  "空方|多方|对方|反方|正方|质疑方|质疑者|信任方|信任者|反对方|看空者|看多者|看空方|看多方|唱空者|" +
  "保守派|乐观派|悲观派|激进派|" +
  // "质疑智能体称负债率在上升": a debate's agents named by their role (质疑/信任智能体), as 质疑方 names the side.
  "(?:质疑|信任|反对|支持|看多|看空)智能体|" +
  // "估值方说PB只有0.7倍", "激进风控说“估值只有17倍”": a debate's camps named by their brief or by the risk seat
  // they hold (a trading debate's aggressive, conservative and neutral risk analysts).
  // Not 估值方面, 收益方面, 保守方案: a camp's 方 is never followed by 面 or 案.
  "(?:估值|收益|保守|激进|中性|风控)方(?![面案法式向])|激进风控|保守风控|中性风控|" +
  "有观点|有人|市场|部分投资者|部分观点|不少人|" +
  // "空头说营收停滞", "多头讲的储能高增长": a debate's bull or bear as a speaker, only before its word (多头排列,
  // 空头动能 and 多头研究 are a chart's or a seat's names, never a speaker).
  "(?:多头|空头)(?:研究员|分析师)?(?=说|称|讲|认为|强调|指出|所|拿|引用|担心|把|用|口中)";
/** "空方所说的利润下滑", "质疑方所担心的…": the other side's claim named as a subject, not asserted. */
// "信任方引用的“站上年线”": a view cited names it as much as one said (所 may be left out before 引用).
// "空方所谓利润持续下滑不成立": 所谓 names the view without 的.
export const SPOKEN_BY = `(?:${SPEAKERS})[^，,。；;]{0,3}(?:(?:所(?:说|称|谓|担心|担忧|强调|指出|引用)|引用)的|所谓)`;
/** "空方说的", "市场担心的": another's word named between a denial and what it denies ("并非空方说的翻倍"). */
export const SAID_BY = `(?:${SPEAKERS})[^，,。；;]{0,3}?所?(?:说|称|讲|谓|担心|担忧|以为|认为|宣称)的`;
