import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";
import { INDUSTRY_NORMS, industryNorm } from "./industry-norms";
import { LEVEL_WORDS } from "./judgement-words";
import { CAUTION, NOT_CALLED, NOT_SO, anyOf } from "./negation-words";
import { FINANCIAL_GROUPS } from "./peer-groups";

/**
 * Another industry's normal borrowed to judge a general company's leverage: "50.04%的负债率与银行类似" (a bank runs at
 * 85-95 %, a refiner does not), "和银行动辄九成的杠杆比，宁德这点负债根本不算事", "金融企业动辄九成，这个水平根本谈不上
 * 风险". The band is the named group's (INDUSTRY_NORMS); 金融企业 in general is read by the banks' band, the widest.
 */
const GROUP = new RegExp(FINANCIAL_GROUPS);
const TOPIC = /负债率|杠杆|负债/;
/** "与银行类似", "和银行差不多": the company's ratio said to lie in that group's band. */
// "和银行不一样", "与银行并不相近": a likeness denied says the ratio is outside the band, not in it.
const LIKE = new RegExp(
  `(?:与|和|跟|同)(${GROUP.source})[^，,。；;]{0,8}?(?<![不没非])(?:类似|相似|差不多|相当|相近|接近|一样)`,
);
/** "可以忽略", "根本不构成风险": a worry dismissed (the clause kept by the parser, and the leverage dismissed). */
// "比起来不值一提，杠杆完全不是问题": the leverage called negligible, or no problem at all.
const NO_WORRY =
  "不足为虑|可以忽略|无需担心|不必担心|不用担心|没什么可担心|不值一提|不是(?:什么)?问题|不成问题|" +
  "不构成(?:任何)?(?:风险|威胁|隐患|压力)";
/** "根本不算事", "谈不上风险", "完全正常", "算低": the leverage dismissed, by that group's normal ("不算低" is not). */
const DISMISSED = new RegExp(
  `${anyOf(NOT_CALLED)}(?![^，,。；;]{0,2}[低少小])|${NO_WORRY}|完全正常|(?<![不没])(?:算低的|算低|偏低)`,
);

/**
 * "保险公司九成负债都算正常，石化这点杠杆更不算风险": an a-fortiori dismissal from another industry's normal. The
 * inference is the error whatever the ratio: a refiner's leverage is not measured on an insurer's balance sheet.
 */
const A_FORTIORI = /(?:更|就更|自然|当然|何况)(?:加)?(?:不算|谈不上|称不上|算不上|不是|不构成|没什么)/;
/** "跟银行、保险比", "和金融企业相比": a financial group set up as the yardstick, the clause before the judgement. */
const YARDSTICK = new RegExp(`(?:与|和|跟|同|比起|对比)(?:${GROUP.source})[^，,。；;]{0,6}(?:比|相比|对比|比较)`);
/** "不能拿银行九成的常态来类比": the borrowed yardstick refused, which is the writer's industry sense, not its lack. */
// "比亚迪又不是银行", "宁德时代并非保险公司": the company said not to be of the group refuses its normal too; so does
// "…，不能套用这一标准", "不宜以此作为参照", "不能这么比" after the group's normal is named.
// The words of caution (negation-words.ts CAUTION) and of no need.
const REFUSING = `(?:${anyOf(CAUTION)}|没必要|不必)`;
/** "不能拿来类比白酒", "两者不宜横比", "不可同日而语": two set side by side refused as comparable. */
const NOT_COMPARABLE = new RegExp(
  `${REFUSING}(?:简单)?(?:拿来|用来)?(?:套用|照搬|类比|横比|这么比|这样比|以此(?:作为|为)?(?:参照|标准|对比|比较))|` +
    "不可同日而语",
);
const DENIED_YARDSTICK = new RegExp(
  `${REFUSING}(?:再)?(?:拿|用|以|把|套用|照搬)(?:${GROUP.source})|` +
    `(?:${anyOf(NOT_SO)}|又不是|可不是)(?:${GROUP.source})|${NOT_COMPARABLE.source}`,
);

/** A general company's 负债率偏高 threshold (judgement-words.ts), the band a borrowed normal hides a ratio past. */
const HIGH = LEVEL_WORDS.find((r) => r.words.includes("负债率偏高"))?.on.debt_ratio?.min ?? 60;

/**
 * Across a point's clauses, for a company with no industry band of its own: its ratio said to be like a financial
 * group's passes only inside that group's band; its leverage dismissed by the group's normal fails while the ratio is
 * past the general 偏高 threshold (a bank's 九成 says nothing of a carmaker's 70 %). Empty otherwise.
 */
export function checkBorrowedNorm(texts: readonly string[], facts: Facts): ClaimCheck[] {
  const text = texts.join("，");
  const named = GROUP.exec(text);
  if (industryNorm(facts.industry) || !named || !TOPIC.test(text)) return [];
  const latest = (facts.series.debt_ratio ?? []).at(-1);
  if (!latest) return [];
  const norm = industryNorm(named[0]) ?? INDUSTRY_NORMS[0]!;
  const band = norm.normal.debt_ratio;
  if (!band) return [];
  const found = `资产负债率 ${latest.period} ${latest.value.toFixed(2)}%`;
  const like = LIKE.exec(text);
  if (like) {
    const inside = latest.value >= (band.min ?? -Infinity) && latest.value <= (band.max ?? Infinity);
    const reason = `${found}，${norm.label}正常约${band.min}%-${band.max}%，${inside ? "相符" : "并不类似"}`;
    return [{ kind: "level", ok: inside, expected: `负债率与${like[1]}类似`, found, reason }];
  }
  // A general company's leverage kept off the group's normal: its industry is not the group's, as the writer says;
  // a dismissal beside the refusal ("不是银行，但七成负债也不算高") is still judged by the general rule below.
  const dismissed = DISMISSED.test(text) && latest.value >= HIGH;
  const refused = DENIED_YARDSTICK.test(text);
  if (refused && !dismissed) {
    const reason = `${found}；本公司不属${norm.label}，${norm.label}的常态（约${band.min}%-${band.max}%）不适用，相符`;
    return [{ kind: "level", ok: true, expected: `不以${named[0]}的负债常态衡量`, found, reason }];
  }
  if (!DISMISSED.test(text)) return [];
  const fortiori = A_FORTIORI.test(text);
  if (latest.value < HIGH && !fortiori) return [];
  const level = latest.value < HIGH ? "" : `按一般企业≥${HIGH}%已属偏高；`;
  const reason = refused
    ? `${found}，${level}虽未拿${norm.label}类比，说它不高仍不成立`
    : `${found}，${level}${norm.label}的常态不是本公司所在行业的标准`;
  return [{ kind: "level", ok: false, expected: "负债率不高", found, reason }];
}

/** "金融企业动辄九成", "这个水平根本谈不上风险": clauses naming no metric this check reads; the parser keeps them. */
// "石化这点杠杆更不算风险": the a-fortiori dismissal's own clause.
const KEPT = new RegExp(
  `不算事|谈不上风险|${NO_WORRY}|` +
    "(?:更|就更|自然|何况)(?:不算|谈不上|算不上|不构成)[^，,。；;]{0,3}(?:风险|问题|什么|事|高)|" +
    // "六成对任何企业都不算高": a level dismissed for every company, the financial group's included.
    "(?:对|在)(?:任何|所有)(?:企业|公司|行业)[^，,。；;]{0,3}(?:不算|谈不上|算不上)",
);
export const readsBorrowed = (text: string): boolean =>
  (GROUP.test(text) && (/[八九]成|杠杆|负债/.test(text) || DENIED_YARDSTICK.test(text))) ||
  YARDSTICK.test(text) ||
  KEPT.test(text) ||
  NOT_COMPARABLE.test(text);

/** Whether a point's clauses borrow another industry's leverage normal this check judges (coverage skips them). */
export const borrowedRead = (texts: readonly string[], facts: Facts): boolean =>
  checkBorrowedNorm(texts, facts).length > 0;
