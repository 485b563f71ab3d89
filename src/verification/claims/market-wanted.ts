import { NOT_HAPPENED } from "./negation-words";
/**
 * "建议等待放量确认", "有待站稳MA20", "需要放量突破", "等放量再跟": a price or volume event the writer waits
 * for, a condition of the advice, not a reading of the bars. The clause is read only up to the waiting verb.
 */
// "等放量再跟", "等站回1433元上方再评估": a bare 等 waits only when the action after it comes 再 (才) then; the
// event may name the level it waits for. "…，等回踩20日线。": a bare 等 right before a pullback or a return it waits
// for, its clause ending there, is a wait too (not "MA5、MA10等站上年线", a list's 等; not with a level in 元 after
// it, "宜等回踩20日线（约425元）", whose value is still read).
const WANTED = new RegExp(
  "(?:等待|等到|静待|有待|需要|需|要等|待|(?<![平相对均])等(?=[^，,。；;]{1,16}[再才])|" +
    "(?<![平相对均\\d日线A-Za-z])等(?=\\s*(?:回踩|站回|企稳)[^，,。；;元]{0,16}(?:[，,。；;]|$)))" +
    "\\s*[^，,。；;\\d]{0,4}?" +
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

/**
 * "站回MA20约1433.6元前不加仓", "在重新站上年线之前建议观望", "没站上MA60前别急着抄底": the time before a price event
 * bounds a wait or an advice; the event is not said to have happened. Only the level it names is read.
 */
const UNTIL = new RegExp(
  `(?:${NOT_HAPPENED.join("|")})?(?:重新|有效|再次|再度)?` +
    "(?:站上|站稳|站回|收复|突破|跌破|跌穿|失守|回到|重回|企稳)" +
    "([^，,。；;]{0,16}?)(?:之)?前(?=\\s*(?:[，,]|不|别|暂|先|宜|都|均|仍|还|保持|继续|维持|观望|建议|谨慎|" +
    "少|轻|勿|莫|只|最好|应|要))",
);

export function beforeWanted(text: string): string {
  const hit = WANTED.exec(text);
  if (hit) return text.slice(0, hit.index);
  // "站稳MA120前不宜加仓": the time before the event, read before a trigger that would take 前不宜 as its level.
  const until = UNTIL.exec(text);
  // The level is kept only with its value ("MA20约1433.6元"): an average's bare name places nothing.
  if (until) return `${text.slice(0, until.index)}${/\d\s*元/.test(until[1] ?? "") ? until[1] : ""}`;
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
  if (hit !== null && ADVICE.test(text.slice(0, hit.index))) return true;
  // "比亚迪没站上MA60前别急着抄底": a subject, then only the wait; nothing before it reads the bars.
  const until = UNTIL.exec(text);
  return until !== null && /^[^，,。；;\d]{0,8}$/.test(text.slice(0, until.index)) && !/\d\s*元/.test(until[1] ?? "");
}
