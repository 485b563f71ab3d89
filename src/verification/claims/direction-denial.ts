import { DENIED_AFTER, type DirectionSense, NEGATIONS } from "./judgement-words";
import { DOUBLE_DENIAL, NEARLY_DENIED } from "./negation-words";
import { NEGATIVE_FIGURE_AFTER } from "./phrase-words";
import { deniedInOneWord } from "./size-direction-words";
import type { Hit } from "./word-scan";

/** A negated move word ("并未增长") reads the other way; a negated reading the opposite reading. */
export const OPPOSITE_SENSE = { up: "down", down: "up", favourable: "adverse", adverse: "favourable" } as const;

/**
 * "连续五年的利润增长就此中断", "增长势头在2025年戛然而止": a move said to end, at its clause's end, is the other way
 * now; an ended streak ("终结了此前的三连增") also needs the run it ended (basis `ended`, check-judgements.ts).
 */
// The one list of verbs that end a run: before the move they end only a run said to have gone on before (此前,
// 连续), not a year's own move; after it they end the move itself.
const ENDING = "终结|中断";
/** The verbs that end a run named after them ("打破了此前的三连增"). */
export const RUN_ENDERS = `${ENDING}|打破|结束|打断`;
/** "2019年以来", "2021年起": a run's window, which an ending verb before it ends. */
const WINDOW_START = "(?:19|20)\\d{2}年(?:以来|起)";
/** "下滑已经止住": a move halted is not going on now, whether flat or the other way (a denial, not a reversal). */
const HALTED = "止住|刹住";
// Said done ("下滑已经止住", "下滑止住了"), not hoped or doubted ("恐怕难以止住", "很难止住": the move goes on).
const HALTED_AFTER = new RegExp(
  `^(?![^，,。；;]*(?:难|恐怕|能否|未必|何时))[^，,。；;未没不无]{0,10}?(?:${HALTED})了?\\s*$`,
);
// "连增五年的纪录在2025年终结": the year it ended in may stand before the verb; "逐年抬升的利润曲线就此拐头": a run
// that turned (拐头 closing the clause, not 拐头向上) ended too; so did one "到此为止".
export const ENDED_AFTER = new RegExp(
  `^[^，,。；;未没不无]{0,10}?(?:(?:19|20)\\d{2}年)?(?:${ENDING}|中止|戛然而止|告终|画上了?句号|被打破|拐头|` +
    // "高增长的时期早已过去", "高增长一去不返": an era said gone.
    "到此为止|告一段落|走到了?尽头|(?:已经?)?结束|(?:早已|已经|已)过去|一去不复?返|不复存在|成为(?:过去|历史))了?" +
    `\\s*(?:[—-]+.*)?$`,
);
/**
 * "全年营收是靠下半年把负增长追平的": a move the clause's period made up (把…追平, 抹平, 弥补) is that period's move
 * the other way: to even out a fall, the period doing it grew. Only with 把, whose agent is the period the clause
 * names.
 */
const MADE_UP_AHEAD = /把[^，,。；;]{0,4}$/;
const MADE_UP_AFTER = /^\s*(?:给)?(?:追平|抹平|填平|扳平|弥补|补回|补上)(?:了|的)?\s*$/;

/**
 * "结束了此前的负增长" is growth; "终结了此前的三连增", "结束了此前连续五年的增长" (with its run, basis `ended`) is the
 * other way now.
 */
const ENDED_BEFORE = new RegExp(
  `(?:(?:结束|摆脱|告别|扭转|止住)(?:了)?[^,]{0,8}|` +
    `(?:${RUN_ENDERS})了?(?:此前|之前|过去|多年|连续|${WINDOW_START})[^,]{0,8})$`,
);

/**
 * "扭转了上半年营收同比下滑的态势", "扭转了一季度-2.08%的颓势": a reversal whose object names an earlier part of the
 * year asserts that part's move as said (the part is the period its check reads). A year named there ("一举扭转2024年
 * 的下滑") is read as the base of the judged year's change, so the move stays the other way now, as after "扭转了此前的
 * 下滑".
 */
const REVERSED_PART = new RegExp(
  "(?:结束|摆脱|告别|扭转|走出|止住)(?:了)?(?:此前|之前)?的?(?:(?:19|20)\\d{2}年)?" +
    "(?:上半年|下半年|前三季度|[一二三四]季度|Q[1-4]|H[12])[^,，。；;]{0,10}$",
  "i",
);

/**
 * "打断了2019年以来逐年增长的节奏": the run held from the window's start to the year before the judged one, and the
 * judged year broke it (year-runs.ts reads both).
 */
// "2019年以来逐年抬升的利润曲线就此拐头": the same, with the ending verb closing the clause (not "从未中断").
export const ENDED_WINDOW = new RegExp(
  `(?:${RUN_ENDERS})了?${WINDOW_START}|` +
    `${WINDOW_START}[^，,。；;未没不无]{0,16}?(?:${ENDING}|戛然而止|告终|被打破|拐头)了?\\s*$`,
);

/** After a move word, the word called a stretch: "说'增长'也勉强", "叫下滑都有点牵强", "称为增长实在勉强". */
const STRETCHED_AFTER =
  /^\s*["“”'‘’」]?\s*(?:也|都|还|就|未免|实在|确实)?(?:有些|有点|有一点|太|过于|略显|稍显)?(?:勉强|牵强)/;

/**
 * "股东回报不缩水", "利润不下滑": a bare 不 right before a metric's move denies it (不得不下调 is done, not denied).
 * Here, not in NEGATIONS: before a price line ("若不跌破170元") the bare 不 is a condition's, not a denial.
 */
const BARE_NOT = /(?<!不得)不["“‘「']?$/;

/**
 * Whether a direction word is turned and why: `denied` when a negation denies it ("并未扩张", "谈不上下滑";
 * "几乎没有增长" is denied `nearly`; "并非没有增长" is a denial denied, so asserted), `negated` when its sense is the
 * opposite's for any reason - denied, a move ended ("结束了此前的负增长") or a rise by a negative figure ("同比增长
 * -11.8%").
 */

export function directionDenial(
  text: string,
  hit: (Hit & { sense: string }) | null,
): { negated: boolean; denied?: "plain" | "nearly" } {
  if (!hit) return { negated: false };
  const ahead = text.slice(0, hit.index);
  const after = text.slice(hit.end);
  const word = text.slice(hit.index, hit.end);
  const denied =
    (NEGATIONS.test(ahead) && !DOUBLE_DENIAL.test(ahead)) ||
    DENIED_AFTER.test(after) ||
    deniedInOneWord(word) ||
    BARE_NOT.test(ahead);
  if (denied || HALTED_AFTER.test(after))
    return { negated: true, denied: NEARLY_DENIED.test(ahead) ? "nearly" : "plain" };
  // "说'增长'也勉强", "称之为下滑都有些牵强": the word barely fits, as "几乎没有增长" says.
  if (STRETCHED_AFTER.test(after)) return { negated: true, denied: "nearly" };
  if (REVERSED_PART.test(ahead)) return { negated: false };
  // "止住了2025全年下滑4.5%的势头": a year's move shown with its size is that year's own, not the move reversed now.
  const sized = /\d{4}年[^,\d]{0,4}$/.test(ahead) && /^\s*(?:了|约|近)?\s*[-+]?\d/.test(after);
  const negated =
    (ENDED_BEFORE.test(ahead) && !sized) ||
    ENDED_AFTER.test(after) ||
    (MADE_UP_AHEAD.test(ahead) && MADE_UP_AFTER.test(after)) ||
    (hit.sense === "up" && NEGATIVE_FIGURE_AFTER.test(after));
  return { negated };
}

/**
 * A word that says the way and the size at once ("高增长", "大增"), read as the move: "高增长阶段已经结束" is a move
 * ended, the other way now, as "增长就此中断" is.
 */
export function impliedMove(
  text: string,
  size: Hit & { word: string },
  sense: DirectionSense,
): { word: string; sense: DirectionSense; denied?: "plain" | "nearly" } {
  const { negated, denied } = directionDenial(text, { ...size, sense });
  return { word: size.word, sense: negated ? OPPOSITE_SENSE[sense] : sense, ...(denied ? { denied } : {}) };
}
