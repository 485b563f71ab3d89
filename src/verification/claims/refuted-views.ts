import type { Assertion } from "./assertion";
import type { ClaimCheck } from "./check-series";
import { QUOTE_REFUTED_END } from "./negation-words";
import { READ_AS, WRITTEN_AS } from "./phrase-words";
import { SPEAKERS, SPOKEN_BY } from "./speakers";
import { RUN_WORDS } from "./run-words";

const RUN_VIEW = new RegExp(RUN_WORDS);

/**
 * A view named and refuted: "认为宁德时代2025年营收增长的观点并不成立", "所谓净利润下降的说法站不住脚",
 * "说招行利润增长是错误的", "多方所说的经营现金流增长并不准确", or "空方称招行利润增长，这种说法与数据不符".
 * The view is no one's claim here, but its refutation is the point's: it asserts the view's negation. When the data
 * holds the view's move, the refutation is false; when the data contradicts the move, it holds; anything less certain
 * (the view's own figures true, the move unread, the data silent) leaves the refutation undecided (❔), for it may
 * target an inference the data cannot read.
 */
// "文中2024年每股收益0.51元有误": a figure the text under review wrote, named to be corrected, is a view refuted too.
// "质疑方把净利率写成45%有误": what the other side wrote a figure as is the view (from 把 on).
// "空头说2025年营收增长并不客观", "空方认为利润下滑站不住脚": a side's view said and denied in one clause. Not a
// quote ("反方说茅台'ROE跌破三成'并不成立"): its words are the quote readers', which read more than its level.
// "空方拿的30倍PE", "对方援引的数据": a figure the side brought is its view as much as one it said ("拿负债率说事"
// is a reading drawn from a figure, not the figure).
const SAYS = "说|称|讲|认为|声称|断言|强调|宣称|拿的|引用|援引";
const SPEAKER_SAYS = `(?:${SPEAKERS})[^，,。；;]{0,3}?(?:${SAYS})(?![^，,。；;]*["“”‘’「」'])`;
const HEAD = new RegExp(
  `^(?:认为|所谓|说|称|声称|断言|(?:原文|文中|上文|报告)中?|${SPOKEN_BY}|${SPEAKER_SAYS}|` +
    `(?:(?:${SPEAKERS})[^，,。；;]{0,3}?)?(?=${WRITTEN_AS}))`,
);
/** The denial at the clause's end, with what it denies (的观点, 这种说法) before it. */
/** The words that deny a view reported ("…并不成立", "言过其实"): one list, read here and by reported-voice.ts. */
export const VIEW_DENIALS =
  "不成立|站不住脚?|不对|不准确|不属实|失实|言过其实|夸大(?:其词|了)?|说反了|不存在|与(?:数据|事实)不符|有误|是错的|" +
  "是?错误的?|说不通|并非如此|不是这样|不客观|有失客观|失之偏颇|" +
  // "说招行利润负增长是看错了": the view called a misreading of the figures.
  "(?:看|搞|弄|算|读)错了?|是?(?:一种)?(?:误读|误解|曲解)了?|" +
  // "对方所说“营收增长42%”混淆了口径": the view called a mix-up of two figures' bases.
  "(?:混淆|搞混|弄混|偷换)了?(?:口径|概念)|张冠李戴|" +
  // "空方说利润还在下滑，数据不支持：…": the figures said not to bear the view out (the data named: a bare 不支持 is
  // a stance, not a denial of a view).
  "(?:数据|事实|财报|年报)(?:并|根本|完全)?不支持|" +
  // "对方引用的40倍PE是旧数据", "空方说的60倍市盈率早已过时": a figure called stale is denied as a reading of now.
  "是(?:(?:去年|前年|上一?年|\\d{4}年)的)?(?:旧|老|过时的?)数据|(?:已经?|早已|早就)?过时了?|是?老黄历了?|" +
  // "对方写成3074亿少了一位": a figure off by a digit (a factor of ten) is a figure misstated.
  "[少多]了?一位数?|[少多]了?一个零|小数点(?:点|标)?错了?位?";
const DENIAL = `(?:并|根本|完全)?(?:${VIEW_DENIALS})`;
/** What names a view: one list for the three readings below. */
const VIEW_NOUNS = "观点|说法|判断|看法|结论|论调|论断|担忧|担心";
const TAIL = new RegExp(`(?:的|这[一种个]?|此)?(?:${VIEW_NOUNS})?(?:是|也|其实|恐怕|显然)?${DENIAL}[:：\\s]*$`);
/** "利润腰斩的说法不成立": with no head, the view is named as one by the noun before its denial. */
const NAMED_TAIL = new RegExp(`的(?:${VIEW_NOUNS})(?:是|也|其实|恐怕|显然)?${DENIAL}[:：\\s]*$`);
/** A clause that only judges the view reported before it: "这种说法与数据不符", "这一判断并不准确". */
// "这对银行并不成立", "这在保险业并不成立": the view denied for the industry (or case) it is applied to; so applied,
// the view before needs no 这 ("…当作风险信号，对保险业并不成立").
const APPLIED = "(?:对|在|于|放在|用在)[^，,；;。]{1,8}?(?:来说|而言|身上)?";
const JUDGES_BEFORE = new RegExp(
  // "这是对银行业的误读": the judgement may come before the case it is applied to.
  `^(?:(?:这|此|该)[一种个点]?(?:${VIEW_NOUNS})?(?:是|其实是)?(?:${APPLIED})?(?:是|其实是)?|${APPLIED})` +
    `${DENIAL}[:：\\s]*$`,
);

/** Whether a clause's words end on the denial of a view ("…言过其实", "…的说法不成立"). */
export const deniesView = (clause: string): boolean => TAIL.test(clause);

/** The view a clause names and denies in itself, or null. */
export function refutedView(clause: string): string | null {
  // "所谓“利润下滑”的说法不成立": a quote refuted right after it is denied where it is read (DENIED_AFTER, and
  // paceDenied for a size), so it is no view to reverse here as well.
  if (QUOTE_REFUTED_END.test(clause)) return null;
  const head = HEAD.exec(clause);
  const tail = TAIL.exec(clause);
  if (!head) {
    const named = NAMED_TAIL.exec(clause);
    return named && named.index > 0 ? clause.slice(0, named.index) : null;
  }
  if (!tail || tail.index <= head[0].length) return null;
  return clause.slice(head[0].length, tail.index);
}

/** A clause that states what is so instead of the refuted view. */
// "更正：207.38亿元同比增约48.5%": a correction announced is the point's own figure for the view's subject.
const CORRECTION = /^(?:实际上?|事实上|其实|真实情况是|而是|实则|更正|纠正)/;

/** A clause that denies the view the clauses before it in its sentence reported ("…，这种说法与数据不符"). */
export const deniesReported = (clause: string): boolean => JUDGES_BEFORE.test(clause);

/** The denials that dispute a view's degree, not its way ("言过其实", "夸大了"). */
const OVERSTATED = /言过其实|夸大|说过头|过度解读/;

/** The kinds of check that say whether the view's substance (its move, its level, its comparison) holds. */
const SUBSTANCE = new Set<ClaimCheck["kind"]>(["direction", "comparison", "level", "recency", "magnitude", "market"]);

/**
 * "质疑方把70%的负债率当作风险信号", "空方用负债率近90%证明平安高杠杆": a reading drawn from a figure. The figure is
 * shared by the point that reports the reading (check-assertions.ts reads a wrong one as the point's).
 */
export const drawsReading = (view: Assertion): boolean => new RegExp(READ_AS).test(view.text);

/** READ_AS with what the reading is drawn from captured: "把(89.8%的负债率)当成风险点". */
const READ_FROM = new RegExp(READ_AS.replace("[^，,。；;]{0,20}?", "([^，,。；;]{1,20}?)"));
/** "保守派嫌(61.94%的负债率)偏高", "空方担心(近九成的负债率)过高": a figure the other side finds too high or low. */
const COMPLAINED_OF = /(?:嫌弃?|诟病|担心|担忧)([^，,。；;]{1,20}?)(?:偏|过|太|较|还是)?(?:高|低|贵|便宜|重|大)/;
/**
 * The figure a reported reading is drawn from, without the reading ("质疑方把89.8%的负债率当成风险点" → "89.8%的负债
 * 率"): the premise both sides share, which the point's own reading then names back ("但对保险集团而言，这一水平本就是
 * 行业常态"). Null for a view that draws no reading from a figure (or finds none too high or low).
 */
export function premiseOf(view: Assertion): string | null {
  const m = READ_FROM.exec(view.text) ?? COMPLAINED_OF.exec(view.text);
  return m?.[1] && /\d|[一二三四五六七八九十]成/.test(m[1]) ? m[1] : null;
}

/** A number of tenths in a premise ("近九成的负债率"), a level word the checks read it by. */
const PREMISE_TENTHS = /(?:近|约|逾|超过?|不到|接近|将近)?[一二两三四五六七八九]成(?:半|多|以上|左右)?/g;

/**
 * A failed check of a reported reading that is the premise's own error: its figure misstated ("把95%的负债率当作风险"
 * when it is 89.9 %), or its tenths ("把近六成的负债率视为隐患" when it is nine tenths). The reading's own words
 * (风险, 隐患) failing are the view's, left to the point's reading of it.
 */
export function wrongPremise(c: ClaimCheck, premise: string | null): boolean {
  if (c.kind === "number") return true;
  if (c.kind !== "level" || !premise) return false;
  return [...premise.matchAll(PREMISE_TENTHS)].some((m) => c.reason.includes(`“${m[0]}”`));
}

/** The refutation's verdict, from the checks of the view read as if asserted. */
export function refutationChecks(view: Assertion, checks: readonly ClaimCheck[]): ClaimCheck[] {
  const read = checks.filter((c) => c.kind !== "polarity" && c.kind !== "scope");
  if (read.length === 0) return [];
  const expected = `驳斥的观点“${view.text}”不成立`;
  // A level of the view the data contradicts ("0.51元有误，应为0.41元") refutes it as much as a wrong move does; a
  // view with a move ("净利润下滑了10%…不成立") may be refuted for its way, which its size does not settle.
  // "空方用负债率近90%证明平安高杠杆": the figure a reading is drawn from is no part of the view refuted.
  const premise = drawsReading(view);
  const level = (c: ClaimCheck) => c.kind === "number" && !view.direction && !view.magnitude && !premise;
  const wrong = read.find((c) => c.ok === false && (SUBSTANCE.has(c.kind) || level(c)));
  if (wrong)
    return [{ kind: "direction", ok: true, expected, found: wrong.found, reason: `${wrong.reason}，驳斥成立` }];
  const allTrue = read.every((c) => c.ok === true);
  const held = read.find((c) => SUBSTANCE.has(c.kind));
  // "文中比亚迪2025年净利润326亿元有误" when it was 326.19亿: a view of levels only, each as the data has it.
  const shown = read.find(level);
  if (allTrue && shown && read.every(level)) {
    const reason = `${shown.reason}：被驳斥的数字与数据相符`;
    return [{ kind: "direction", ok: false, expected, found: shown.found, reason }];
  }
  // "把这说成“增长失速”未免言过其实": an overstatement disputes the view's degree, which a held move does not settle;
  // "多方说收入也一路增长，这不对：2024年…少了390亿": nor does the last year's move settle a run no year bounds.
  const unboundedRun = view.years.length === 0 && RUN_VIEW.test(view.text);
  if (allTrue && view.numbers.length === 0 && held && !OVERSTATED.test(view.text) && !unboundedRun) {
    return [
      { kind: "direction", ok: false, expected, found: held.found, reason: `${held.reason}：被驳斥的观点与数据相符` },
    ];
  }
  return [
    {
      kind: "direction",
      ok: null,
      expected,
      found: "无法判断",
      reason: "被驳斥的观点无法确定地与数据对照，驳斥本身无法核验（未能核验）",
    },
  ];
}

/**
 * Marks the assertions of a sentence that state a refuted view: a clause naming and denying one, or the reported
 * clauses before a clause that denies them. They are the other side's (attributed), checked only as refuted.
 */
export function markRefuted(out: Assertion[], from: Assertion["from"], sentence: number, clauses: string[]): void {
  const said = clauses.map((c) => c.trim().replace(/[。.!！]+$/, ""));
  const refuted = new Set<string>();
  said.forEach((c, k) => {
    // "…的观点并不成立，实际上营收同比下滑了1.2%": the correction after it carries the point and is checked; what the
    // denial disputes (the move, or only its size) is then the correction's business, not reversed here.
    if (said.slice(k + 1).some((x) => CORRECTION.test(x))) return;
    if (refutedView(c) !== null) refuted.add(c);
    if (!deniesReported(c)) return;
    const reported = out.filter((a) => a.from === from && a.sentence === sentence && a.attributed);
    for (const a of reported) if (said.slice(0, k).includes(a.text.trim())) refuted.add(a.text.trim());
  });
  out.forEach((a, k) => {
    if (a.from === from && a.sentence === sentence && refuted.has(a.text.trim()))
      out[k] = { ...a, attributed: true, refuted: true };
  });
}
