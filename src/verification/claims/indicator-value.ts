import { BOTH_LINES, OBJECT_OF } from "./check-macd-lines";
import { INDICATOR_NAME, INDICATOR_PARAMS } from "./indicator-names";

/**
 * "RSI(14)回落到40以下，约39.6", "DIF翻到零轴下方，读数-10.0左右": a bare reading (a value with only a hedge word
 * around it) right after a clause naming one indicator is that indicator's value now. The clause is read again with
 * the indicator written in, so the indicator check compares the value (a wrong one fails as it would written out).
 */
const BARE_READING = new RegExp(
  String.raw`^\s*(?:而|且|目前|当前|现在|最新)?\s*(?:读数|数值|值)?\s*(?:约为|约|大约|大概|在|为|报)?\s*` +
    String.raw`(-?\d+(?:\.\d+)?)\s*(?:左右|附近|上下|一带)?\s*$`,
);

/** "RSI(14)约39.6，处在40下方": a bare side of a level, placed like a bare reading. */
const BARE_SIDE = new RegExp(
  String.raw`^\s*(?:但|而|且)?\s*(?:仍|已|已经|还)?\s*(?:处在|处于|位于|落在|运行在|在)\s*` +
    String.raw`\d+(?:\.\d+)?\s*(?:以下|下方|之下|以上|上方|之上)\s*$`,
);

/** "RSI14约53.7，处在30到70之间": a bare band of two levels, placed like a bare reading. */
const BARE_BAND = new RegExp(
  String.raw`^\s*(?:但|而|且)?\s*(?:仍|已|已经|还)?\s*(?:处在|处于|位于|落在|运行在|在)\s*` +
    String.raw`\d+(?:\.\d+)?\s*(?:到|至|~|～|-|—|－)\s*\d+(?:\.\d+)?\s*(?:的)?\s*(?:之间|区间)`,
);

/** "RSI约30，尚未跌破30": a bare line passed or not, placed like a bare reading. */
const BARE_LINE = new RegExp(
  String.raw`^\s*(?:但|而|且)?\s*(?:仍|已|已经|还|尚)?\s*(?:未|没有?|未能|没能)?\s*` +
    String.raw`(?:越过|突破|跌破|跌穿|升破|站上|冲过|高于|低于|超过)\s*\d+(?:\.\d+)?\s*$`,
);

/** The indicators named in a clause, parameters left out ("RSI(14)" is RSI). */
function namedIndicators(text: string): string[] {
  const bare = text.replace(INDICATOR_PARAMS, "$1");
  const all = new RegExp(INDICATOR_NAME.source, "gi");
  return [...bare.matchAll(all)].map((m) => m[0].toUpperCase());
}

/**
 * "DIF在4月20日下穿DEA，目前约-1.17", "MACD死叉后DIF仍在零轴上方，约0.52": MACD's one line the clause before makes its
 * subject (DEA crossed or compared with is the object, MACD itself no line), when no other indicator is named.
 */
function subjectLine(previous: string): string | null {
  const names = new Set(namedIndicators(previous));
  // "DIF与DEA都还在零轴上方": both lines are the subject, so a bare reading after them is no one line's.
  if ([...names].some((n) => n !== "MACD" && n !== "DIF" && n !== "DEA") || BOTH_LINES.test(previous)) return null;
  const lines = [...previous.matchAll(/DIF|DEA/gi)].filter((x) => !OBJECT_OF.test(previous.slice(0, x.index)));
  const named = new Set(lines.map((x) => x[0].toUpperCase()));
  return named.size === 1 ? [...named][0]! : null;
}

export function withIndicatorValue(text: string, previous: string | null): string {
  if (previous === null || ![BARE_READING, BARE_SIDE, BARE_BAND, BARE_LINE].some((re) => re.test(text))) return text;
  const line = BARE_READING.test(text) ? subjectLine(previous) : null;
  if (line) return `${line}${text.trim()}`;
  const names = [...new Set(namedIndicators(previous))];
  // Two indicators named before ("RSI与KDJ双双…") leave the reading's owner open; MACD alone has two lines.
  if (names.length !== 1 || names[0] === "MACD") return text;
  return `${names[0]}${text.trim()}`;
}
