import { CONDITION_WORDS, LATE_TURN, TURN_WORDS } from "./contrast-words";
/**
 * The one table of negation words of the claim checker. Each reader (a direction word denied, a level word denied, a
 * reading refused, a cause denied) builds its pattern from these groups, so a word added here is known everywhere it
 * belongs: "仍未" denies a move, a level and a cause alike. Groups, not one list, because a refusal (不能据此认定)
 * reaches over a few words to what it refuses, while a plain 未 only denies the word right after it.
 */

/** A fact that did not happen (yet): "未增长", "尚未进入", "并没有出现". */
export const NOT_HAPPENED = [
  "并没有",
  "还没有",
  "还没",
  "并未",
  "尚未",
  "还未",
  "仍未",
  "未曾",
  "不曾",
  // "五年未有一年回落": 未有 before the year it counts.
  "未有",
  // "不存在超买", "并不存在下滑": a state said not to hold now, as 没有 says it.
  "并不存在",
  "不存在",
  "没有",
  "没",
  "未",
];
/**
 * Words of caution or prohibition: "风险不可低估", "别低估价格战的冲击", "不能只看同比". Before a verb they warn the
 * reader off it; they deny no fact (estimated-sizes.ts, side-readings.ts, idle-clauses.ts build on them).
 */
export const CAUTION = ["不可", "不容", "不能", "不应", "不该", "不要", "不宜", "别", "切勿", "切莫", "勿", "莫"];
/**
 * Words that hold a negation character and deny nothing: "无疑比上年高", "无论比2023年还是2024年都低", "毫无疑问".
 * A reader that looks back for 无 or 不 reads the text without them.
 */
export const NOT_DENIALS = ["毫无疑问", "无疑", "无论", "不论", "不管", "无非", "不仅", "不但", "不少"];
/** A copula denied: "并非负增长", "不是下滑". */
// "是不是在下降？" asks; it denies nothing.
export const NOT_SO = ["并不是", "并非", "(?<!是)不是", "绝非", "并不"];
/**
 * One thing set against another ("降16.8%而非腰斩", "4.8%而不是48%"): what follows is denied as a size or a figure.
 * Not a copula denied everywhere: "这是利好而非利空" is a reading, not a denial of one.
 */
export const SET_AGAINST = ["而非", "而不是"];
/** A calling denied: "谈不上增长", "算不上超卖", "难言改善". */
export const NOT_CALLED = ["谈不上", "称不上", "算不上", "不算", "难言"];
/**
 * A word asked back to be denied: "哪来的暴跌", "何来“大增”", "哪里谈得上腰斩", "谈何高增长". The question is
 * rhetorical; it says the word does not fit, as 谈不上 does.
 */
export const ASKED_BACK = [
  "哪来的?",
  "哪儿来的?",
  "何来",
  "哪有(?:什么)?",
  "哪里(?:有|是|谈得上|称得上|算得上)(?:什么)?",
  "哪(?:谈|称|算)得上",
  "谈何",
];
/**
 * A reading refused a few words before what it refuses: "不能据此认定…偏高", "不足以说明", "无需视为高杠杆";
 * "不能忽视…偏高" asserts it (the lookahead).
 */
export const REFUSED = [
  "不构成",
  "无需",
  "无须",
  "不必",
  "不应",
  "不宜",
  "不足以",
  "不代表",
  // "RSI 28.4也不等于见底", "缩量不意味着见顶": a reading refused as a consequence; nothing after it is asserted.
  "不等于",
  "不意味着",
  // "风险不能排除": a risk held open is asserted, not refused.
  "不能(?!忽视|忽略|小觑|低估|轻视|否认|掉以轻心|排除)",
];
/** A capacity doubted: "难以形成支撑", "无力突破", "未必能站稳" - what follows is not asserted. */
export const DOUBTED = ["难以", "很难", "难", "无力", "未必", "能否"];
/** A state given up: "已不再高于2025年末收盘价" - what held before no longer does. */
export const NO_LONGER = ["不再"];
/** A side asked about or set as a goal, not reached: "是否站上", "必须收复", "需守住", "想要重回", "距离收复…还差". */
export const SOUGHT = ["是否", "必须", "需要", "需", "想要", "要", "距离", "还差"];
/** A claim said to be wrong: "“偏高”属误读", "这种说法站不住". */
export const REFUTED = [
  "不成立",
  "站不住脚?",
  "表述不当",
  "说法不当",
  "不恰当",
  "不妥",
  "有误",
  "误读",
  "不准确",
  "误判",
];
/** Before a level, a move into it denied with its line between: "未到30的超卖线", "尚未跌入30以下的超卖区间". */
export const MOVE_INTO = [
  "跌入",
  // "没跌进30以下的超卖区": 进 as 入.
  "跌进",
  "落进",
  "掉进",
  "掉入",
  "落入",
  "步入",
  "进入",
  "迈入",
  "升入",
  "涨入",
  "涨进",
  "升进",
  "冲进",
  "触及",
  "跌破",
  "跌到",
  "跌至",
  "达到",
  "到达",
  "升破",
  "突破",
  "到",
];

/** The words of the groups as one alternation (a non-capturing group). */
export const anyOf = (...groups: readonly (readonly string[])[]): string => `(?:${groups.flat().join("|")})`;

/**
 * Right before a side's verb (站上, 守住, 收复, 高于), the side doubted, asked about, sought or set as a condition:
 * "关键看能否守住20日均线", "股价需守住60日均线才有反弹机会", "股价距离收复2025年末收盘价还差约13%", "若跌破年线".
 * The side is not stated; the readers of a side leave it unread. An adverb of the move may stand between.
 */
export const SIDE_UNSTATED = new RegExp(
  `${anyOf(DOUBTED, SOUGHT, CONDITION_WORDS)}\\s*(?:重新|再度|再次|有效|真正|一举|成功|稳稳)?\\s*$`,
);

/**
 * After a level word, its distance denied: "离30的超卖线还有距离", "距超买区尚远", "超卖线仍有一段距离",
 * "距离30的超卖线还有空间" (空间 right after 还有: room left before the line).
 * The level is what the sentence measures from, not what it asserts.
 */
export const DISTANCE_LEFT =
  "(?:线|区间?|水平|位置|阈值)?\\s*(?:也|都)?(?:还|仍|尚)(?:有|存在)?" +
  "(?:一段|一定|不小的?|较大的?|很大的?)?(?:距离|空间)|" +
  "(?:线|区间?|水平)?\\s*(?:尚远|还远|较远|甚远)";
export const DISTANCE_AFTER = new RegExp(`^(?:${DISTANCE_LEFT})`);

/**
 * After a direction word, the move denied: "估值修复尚未真正展开", "反弹仍未到来" (a move not yet begun is not
 * asserted to have happened); "复核意见：“2025年归母净利润增长”与年报不符" (a quoted claim refuted after it).
 */
// A quote's closing mark then its refutation: "”一说不成立", "”的表述不妥", "”与年报不符".
const REFUTED_TAIL =
  '["”’」]\\s*(?:的|这一|这种|这个|之|一)?(?:说法|表述|判断|结论|提法|观点|说)?\\s*(?:纯属|实属|属于?|是|为)?' +
  `(?:与(?:年报|财报|数据|事实|公告|实际)(?:并)?不符|${anyOf(REFUTED)})`;
/** A clause ending on a quote it refutes ("所谓“利润腰斩”站不住脚"): one test for every reader of such a quote. */
export const QUOTE_REFUTED_END = new RegExp(`${REFUTED_TAIL}[:：\\s]*$`);
// "下滑并未延续", "下滑趋势没有延续": a move said not to go on is denied now, like one said not to happen.
export const DENIED_AFTER = new RegExp(
  `^(?:的?(?:趋势|势头|态势))?(?:并)?${anyOf(NOT_HAPPENED)}(?:真正)?` +
    `(?:出现|发生|展开|开启|启动|到来|兑现|延续|持续|继续)|^${REFUTED_TAIL}`,
);
/**
 * After a level word, the quote it stands in refuted: "将…表述为“偿债风险高”不妥" - a reviewer names the word to
 * reject it; the level is not asserted.
 */
export const QUOTE_REFUTED_AFTER = new RegExp(`^[^“”"，,。；;]{0,6}${REFUTED_TAIL}`);

/**
 * A reading granted only as an appearance, to be turned: "看似偏高，但…", "乍看之下很高", "表面上看杠杆偏高". What
 * follows it is not asserted; `before` is the text up to the reading word, `after` the rest of its sentence. Without
 * a turn after it ("负债率看起来偏高。") the appearance is the writer's own tentative reading, checked as said.
 */
export const grantedOnly = (before: string, after: string): boolean =>
  /(?:看似|貌似|乍看(?:之下|上去)?|表面上(?:看)?|看起来|看上去|似乎)[^，,。；;]{0,4}$/.test(before) &&
  APPEARANCE_TURNED.test(after);
/** The turn that makes an appearance a concession: "但", "不过", "其实", "实际上" later in its sentence. */
const IN_FACT = ["其实", "实际上", "事实上", "实则"];
const APPEARANCE_TURNED = new RegExp(`^[^。；;!！?？]*?(?:${[...TURN_WORDS, ...LATE_TURN, ...IN_FACT].join("|")})`);

/** A denial denied: "规模并非没有增长", "不是没有改善" - the move is asserted after all. */
export const DOUBLE_DENIAL = new RegExp(`${anyOf(NOT_SO)}\\s*(?:${anyOf(NOT_HAPPENED)}|无)[^，,。；;]{0,4}$`);
/** A denial hedged: "几乎没有增长", "基本未变" - a change too small to count, not none at all. */
export const NEARLY_DENIED = new RegExp(`(?:几乎|基本上?|近乎)\\s*(?:${anyOf(NOT_HAPPENED)}|无|不)[^，,。；;]{0,4}$`);
