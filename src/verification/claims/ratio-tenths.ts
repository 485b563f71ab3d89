import type { Assertion } from "./assertion";
import { companiesIn } from "./company-names";
import { CHINESE_TENTHS } from "./judgement-words";
import { METRIC_LEXICON, findMetrics } from "./metric-lexicon";
import { FINANCIAL_GROUPS, PEER_GROUPS } from "./peer-groups";

/**
 * Tenths said of a rate with no change before them are its level, not the size of a change: "毛利率超过九成",
 * "营业利润率接近五成", "ROE不到两成", "净利率约四成半" say where the rate stands (≥ 90 %, 45-50 %, < 20 %,
 * 42.5-47.5 %). Only a change verb makes tenths a change ("毛利率下降近一成": intensity-words.ts), and a share's
 * tenths ("相当于利润的八成", "占营收两成") are a share; an amount's tenths ("利润超过三成") stay a change's size.
 */
// "ROE跌破三成", "净利率突破五成": a level broken through is on the far side of it (under, over).
const TENTHS = /(超过|逾|超|突破|近|接近|将近|不到|不足|跌破|约|大约)?([一二两三四五六七八九])成(多|半|以上|左右)?/;
/** A half said the same way: "负债率过半", "净利率接近一半", "毛利率约为一半" (50 %). */
const HALF = /(超过|逾|超|近|接近|将近|不到|不足|约|大约)?(?:一半|半数)(以上|左右)?|(过半|超半)/;
/** Between the rate's name and its tenths, what makes them a share of another quantity, not the rate's level. */
const SHARE_BEFORE = /占|的|相当于|之/;
/** After the tenths, what makes them no level of the rate: an idiom or a part's source. */
const AFTER_NOT_LEVEL = /^(?:不变|来自|源自|源于|由|靠|出自|归功|得益|贡献)/;
/** At most this many characters between the rate's name and its tenths ("负债率已经超过六成"). */
const NAME_SPAN = 6;
type Band = { min?: number; max?: number };

/** The band of a rate its tenths say, in %: bounded as the qualifier before or after them bounds it. */
function bandOf(bound: string | undefined, value: number, tail: string | undefined): Band {
  if (bound === "不到" || bound === "不足" || bound === "跌破") return { max: value };
  if (bound === "超过" || bound === "逾" || bound === "超" || bound === "突破" || tail === "以上")
    return { min: value };
  if (tail === "多") return { min: value, max: value + 10 };
  if (bound === "近" || bound === "接近" || bound === "将近") return { min: value - 5, max: value };
  // A half tenth is named to within its half; a rounded tenth to within five points.
  return tail === "半" ? { min: value - 2.5, max: value + 2.5 } : { min: value - 5, max: value + 5 };
}

/** A peer group right before tenths makes them the group's level ("银行九成的负债率"), not the company's. */
// "金融机构九成的负债率": the financial groups a leverage comparison borrows are peers too.
const GROUP_BEFORE = new RegExp(`(?:${PEER_GROUPS}|${FINANCIAL_GROUPS}|房企|地产商?)[^，,。；;\\d]{0,2}$`);

/**
 * "近九成的负债率", "超过六成的毛利率": the tenths before 的 and the rate's name are its level too, unless a peer group
 * owns them.
 */
function namedAfter(a: Assertion, at: number, length: number): boolean {
  const end = at + length;
  const rate = findMetrics(a.read).find((x) => x.metric === a.metric && x.index >= end);
  if (!rate || !/^的?$/.test(a.read.slice(end, rate.index))) return false;
  return !GROUP_BEFORE.test(a.read.slice(0, at));
}

/** The clause with its tenths read as a level of its rate, where they are one; else the clause as it is. */
export function tenthsAsLevel(a: Assertion): Assertion {
  if (!a.metric || a.bound !== "own" || a.direction || a.basis || a.signChange || a.comparison) return a;
  if (METRIC_LEXICON[a.metric].kind !== "ratio" || a.magnitude?.ofGap) return a;
  const tenths = TENTHS.exec(a.read);
  const half = tenths ? null : HALF.exec(a.read);
  const m = tenths ?? half;
  // The rate named just before its tenths: "负债率近九成", not "银行九成的负债率" (a peer's) nor "占营收两成".
  const named = m && findMetrics(a.read).find((x) => x.metric === a.metric && x.end <= m.index);
  const between = m && named ? a.read.slice(named.end, m.index) : null;
  const before = m && !named && namedAfter(a, m.index, m[0].length);
  if (!m || (!before && (between === null || between.length > NAME_SPAN || SHARE_BEFORE.test(between)))) return a;
  // "负债率不能拿金融业九成来比", "金融机构资产负债率普遍在九成左右": a group named right before the tenths, or
  // before the rate's name they follow, owns them.
  // A company's own name ("招商银行资产负债率约九成") owns nothing as a group.
  const unnamed = companiesIn(a.read).reduce(
    (t, c) => t.slice(0, c.index) + "□".repeat(c.end - c.index) + t.slice(c.end),
    a.read,
  );
  if (named && (GROUP_BEFORE.test(unnamed.slice(0, m.index)) || GROUP_BEFORE.test(unnamed.slice(0, named.index))))
    return a;
  // The size word the parser read must be these tenths (not another word of the clause), or there is none.
  if (a.magnitude && !m[0].includes(a.magnitude.word) && !a.magnitude.word.includes(m[0])) return a;
  // "一成不变" is an idiom (unchanged); "ROE约一成来自投资收益" says where a part of the rate comes from.
  if (AFTER_NOT_LEVEL.test(a.read.slice(m.index + m[0].length))) return a;
  const word = m[0];
  const band = tenths
    ? bandOf(tenths[1], CHINESE_TENTHS[tenths[2]!]! * 10 + (tenths[3] === "半" ? 5 : 0), tenths[3])
    : bandOf(half![3] ? "超过" : half![1], 50, half![2]);
  const rule = {
    words: [word],
    side: "neutral" as const,
    on: { [a.metric]: band },
    ownMetric: true,
  };
  // "负债率超过八成，偿债压力大" in one clause: the band is checked beside the judgement word, which keeps its level.
  if (a.level) return { ...a, magnitude: null, band: { word, rule } };
  return { ...a, magnitude: null, level: { word, rule, hedged: false, stated: true } };
}

/** Right after a comparison word, tenths or a half with no figure: "低于两成", "高于一半", "不及三成". */
const BOUND_TENTHS = /^\s*(?:约|大约)?(?:([一二两三四五六七八九])成(半)?|一半|半数)/;

/**
 * What a comparison with no figure is bounded by: "资产负债率16.42%，低于两成" (a rate below 20 %), "增速不到三成"
 * (a growth rate below 30 %), "经营现金流能覆盖利息" (a multiple over 1). Tenths bound only a rate or a growth rate:
 * of an amount ("利润高于两成") they would be no level of it.
 */
export function bareBound(a: Assertion, rate: boolean): { value: number; text: string } | null {
  const c = a.comparison;
  if (!c?.left) return null;
  if (METRIC_LEXICON[c.left].kind === "multiple" && c.word.includes("覆盖")) return { value: 1, text: "1倍" };
  const at = a.read.indexOf(c.word);
  const m =
    at < 0 || !(rate || METRIC_LEXICON[c.left].kind === "ratio")
      ? null
      : BOUND_TENTHS.exec(a.read.slice(at + c.word.length));
  if (!m) return null;
  const value = m[1] ? (CHINESE_TENTHS[m[1]] ?? 0) * 10 + (m[2] ? 5 : 0) : 50;
  return { value, text: m[0].trim() };
}
