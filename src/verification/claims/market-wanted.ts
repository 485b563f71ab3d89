/**
 * "建议等待放量确认", "有待站稳MA20", "需要放量突破", "等放量再跟": a price or volume event the writer waits
 * for, a condition of the advice, not a reading of the bars. The clause is read only up to the waiting verb.
 */
// "等放量再跟", "等站回1433元上方再评估": a bare 等 waits only when the action after it comes 再 (才) then; the
// event may name the level it waits for.
const WANTED = new RegExp(
  "(?:等待|等到|静待|有待|需要|需|要等|待|(?<![平相对均])等(?=[^，,。；;]{1,16}[再才]))\\s*[^，,。；;\\d]{0,4}?" +
    "(?:放量|缩量|站上|站稳|站回|收复|突破|企稳|金叉|死叉|回踩|确认)",
);

/**
 * "跌破52周低点50.55元止损", "有效突破前高就加仓": a price event closed by the action taken on it is a
 * plan's trigger, not a reading that the price did it; only the level it names is read.
 */
const TRIGGERED = new RegExp(
  "(?:有效)?(?:跌破|跌穿|失守|突破|站上|站稳|收复|回踩|破)([^，,。；;]{0,16}?)" +
    "(?:就|即|则|便|时|后)?\\s*(?:要|应|需|该)?\\s*" +
    "(?:止损|止盈|离场|出局|出场|减仓|清仓|卖出|加仓|买入|介入|建仓)\\s*$",
);

export function beforeWanted(text: string): string {
  const hit = WANTED.exec(text);
  if (hit) return text.slice(0, hit.index);
  // The trigger's level is still a reading ("回踩20日均线438元附近买入": MA20 at 438元); its crossing is not.
  const trigger = TRIGGERED.exec(text);
  return trigger ? `${text.slice(0, trigger.index)}${trigger[1]}` : text;
}

/** Advice words a waiting plan may open with: "建议等待放量确认", "先等站回MA20再说". */
const ADVICE = /^\s*(?:建议|先|暂且|暂时|可以|可|宜|应|最好|还是|仍需|仍)*\s*$/;

/**
 * "等放量再跟", "等站回1433元上方再评估": a clause that is only a plan waiting on an event recommends an action; the
 * level it waits for is no reading of the bars, so it asserts nothing to check.
 */
export function waitsFor(text: string): boolean {
  const hit = WANTED.exec(text);
  return hit !== null && ADVICE.test(text.slice(0, hit.index));
}
