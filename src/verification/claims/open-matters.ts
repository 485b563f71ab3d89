/**
 * An open matter asserts nothing: "分歧在于利润增速能否回升", "关键在于营收能否重回增长", "利润增速会不会继续放缓
 * 有待观察". A clause that asks (能否, 是否, 会不会…) and is framed as what is in dispute, or as what remains to be
 * seen, names a question rather than answering it; its move words (回升, 放缓) are no claim. A clause with a figure
 * ("能否守住1400元") keeps it for the figure's own check.
 */
const ASKS = "能否|是否|会不会|能不能|是不是|可否|有没有|何时";
/** What frames a question as the matter in dispute: "分歧在于", "关键看", "取决于". */
const IN_DISPUTE =
  "(?:分歧|关键|焦点|问题|看点|悬念|胜负手)(?:只|主要|就)?(?:在于|在|是|看)|取决于|(?:还|就|主要)?要看|就看";
/** What leaves it open: "有待观察", "尚待验证", "仍是未知数". */
const LEFT_OPEN =
  "(?:有|尚|仍|还)?(?:待|需|需要)(?:进一步)?(?:观察|验证|确认|跟踪)|" +
  "(?:尚|仍|还)?不确定|存疑|(?:仍|还)?是未知数|难以判断|尚无定论";

const OPEN_MATTER = new RegExp(
  `(?<=^|[，,。；;：:！!\\s])(?:(?:${IN_DISPUTE})[^，,。；;？?!！：:]*?(?:${ASKS})[^，,。；;？?!！：:]*` +
    `|[^，,。；;？?!！：:]*?(?:${ASKS})[^，,。；;？?!！：:]*?(?:${LEFT_OPEN}))(?=[，,。；;！!]|$)`,
  "g",
);

const ASKED = new RegExp(`(?:${ASKS})[^]*$`);

/**
 * The open matters of a text masked (□) from their question on: what it asks about ("利润增速") stays, so a point that
 * says nothing else is still read as naming a topic it does not decide (❔), and a figure before the question
 * ("分歧只在2025年-1.2%的增速是否见底") is still checked. A question holding a figure ("能否守住1400元") is kept.
 */
export const maskOpenMatters = (s: string): string =>
  s.replace(OPEN_MATTER, (m) => m.replace(ASKED, (q) => (/\d/.test(q) ? q : "□".repeat(q.length))));
