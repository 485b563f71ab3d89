import { maskedAsParsed } from "./masked-words";
import { DISMISSALS } from "./read-levels";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import { CHINESE_DIGITS } from "../chinese-digits";
import { GROUP_NATURE } from "./group-nature";
import { NOT_CALLED, NOT_SO, REFUSED, REFUTED, anyOf, grantedOnly } from "./negation-words";

/**
 * Industry sense as data. A level word's threshold (负债率偏高: ≥60 %) is written for a general company; banks,
 * insurers and brokers fund themselves with deposits, policy reserves and client money, so a debt ratio near 90 % is
 * their normal, not 偏高. Each industry group states the normal band of the metrics it differs on: a "high" word then
 * needs a value above the band, a "low" word one below it. The groups also name the metrics that industry is judged on
 * (净息差, 不良贷款率, 偿付能力充足率...) which the stored data does not hold: a claim about them is undecidable.
 */

type Range = { min?: number; max?: number };

interface IndustryNorm {
  /** The group's name in a reason ("银行业"). */
  label: string;
  /** Matched against the company's stored industry ("银行", "股份制银行", "保险", "证券"). */
  industries: RegExp;
  /** The normal band per metric, in the metric's unit (%). */
  normal: Partial<Record<ClaimMetric, Range>>;
  /** The industry's own metrics, none of them in the stored data. */
  ownMetrics: readonly string[];
}

export const INDUSTRY_NORMS: readonly IndustryNorm[] = [
  {
    label: "银行业",
    industries: /银行/,
    normal: { debt_ratio: { min: 85, max: 95 } },
    ownMetrics: [
      "净息差",
      "净利差",
      "不良贷款率",
      "不良率",
      "拨备覆盖率",
      "拨贷比",
      "资本充足率",
      "核心一级资本充足率",
      "一级资本充足率",
      "存贷比",
    ],
  },
  {
    label: "保险业",
    industries: /保险/,
    normal: { debt_ratio: { min: 80, max: 93 } },
    ownMetrics: [
      "综合偿付能力充足率",
      "核心偿付能力充足率",
      "偿付能力充足率",
      "偿付能力",
      "新业务价值",
      "内含价值",
      "综合成本率",
      "赔付率",
      "保费收入",
    ],
  },
  {
    label: "证券业",
    industries: /证券|券商/,
    normal: { debt_ratio: { min: 65, max: 85 } },
    ownMetrics: ["净资本", "风险覆盖率", "资本杠杆率", "流动性覆盖率", "净稳定资金率"],
  },
];

/** The norm of the company's industry, or null for a general company (or an unknown industry). */
export function industryNorm(industry: string | null | undefined): IndustryNorm | null {
  if (!industry) return null;
  return INDUSTRY_NORMS.find((n) => n.industries.test(industry)) ?? null;
}

/**
 * The range a level word needs on a metric for a company of this industry: the general rule, moved outside the
 * industry's normal band (a "high" word above its top, a "low" word below its bottom). The checker's `checkLevel`
 * reads its range through this; a general company keeps the general rule.
 */
export function levelRuleFor(industry: string | null | undefined, metric: ClaimMetric, general: Range): Range {
  const band = industryNorm(industry)?.normal[metric];
  if (!band) return general;
  const out: Range = { ...general };
  if (general.min !== undefined && band.max !== undefined) out.min = Math.max(general.min, band.max);
  if (general.max !== undefined && band.min !== undefined) out.max = Math.min(general.max, band.min);
  return out;
}

/** Every industry's own metrics, longest first, so 核心一级资本充足率 is read before 资本充足率. */
const OWN_METRICS = INDUSTRY_NORMS.flatMap((n) => n.ownMetrics.map((word) => ({ word, norm: n }))).sort(
  (a, b) => b.word.length - a.word.length,
);

/**
 * A clause naming an industry metric the stored data does not hold (净息差, 不良贷款率, 偿付能力充足率...) is
 * undecidable: one ❔ check saying so, never ✅ by default nor ❌ against another metric. Empty when it names none.
 */
export function checkIndustryClause(text: string): ClaimCheck[] {
  const hit = OWN_METRICS.find((m) => text.includes(m.word));
  if (!hit) return [];
  return [
    {
      kind: "level",
      ok: null,
      expected: hit.word,
      found: "无数据",
      reason: `“${hit.word}”是${hit.norm.label}的专属指标，现有数据未收录（未能核验）`,
    },
  ];
}

/** The property developers as a writer names them. */
const DEVELOPERS = "地产商|地产公司|地产股|房企|房地产企业|房地产公司|开发商";
/** A point reading the company's leverage as a risk, and one reading it as the industry's normal. */
const LEVERAGE_TOPIC = /负债率|杠杆|高负债/;
// "负债端压力加大，偿债能力值得担忧": a change read as a risk is the same reading as a level read as one.
const LEVERAGE_RISK = new RegExp(
  "偏高|过高|高达|之高|高杠杆|高负债|杠杆偏高|压力巨大|压力大|压力会|担忧|堪忧|" +
    // "债务压力进一步加大", "偿债压力持续上升": the pressure's growth, with its adverb.
    "压力(?:进一步|持续|明显|不断|有所|逐步)?(?:加大|上升|增大|加重|攀升)|" +
    "偿债能力(?:下降|减弱|弱化|存疑|不足)|偿债风险|偿债压力|偿债危机|杠杆风险|风险信号|" +
    // "放在任何行业都意味着高风险", "就是危险信号": the level called high-risk or a danger in so many words.
    "(?<![不非没低无])(?:高|重大|巨大|极大)风险|危险信号|(?:很|非常|相当|极其|十分|极度)危险|" +
    "风险点|风险很大|风险较大|隐患|加剧|名列前茅|脆弱|红线|警戒线|危险区|高危|财务风险|经营风险|风险的信号|值得警惕|" +
    // "负债率九成以上，一旦遭遇挤兑就会资不抵债，这是最大的风险": insolvency, and the leverage itself called the first
    // risk (not "最大的风险在于净息差", a risk named apart from it).
    // "90.20%的负债率说明资产负债结构已严重失衡": the balance sheet called out of balance is the leverage read as a
    // risk.
    "(?:资产负债|负债|资本|杠杆)(?:结构)?[^，,。；;]{0,4}失衡|资不抵债|" +
    "(?:这|此|其)(?:是|为|乃|才是)[^，,。；;]{0,6}(?:最大|首要|头号|核心)的?(?:尾部)?风险|" +
    // "一旦存款搬家就会触发流动性危机", "杠杆继续抬升，…建议减仓回避" (降仓, 清仓): a run on the funding, or a sell on
    // the leverage.
    // "需下调仓位防范偿付危机": a solvency or debt crisis feared, and the position cut for it.
    "流动性危机|挤兑|减仓|降仓|清仓|回避|(?:下调|调低|降低)仓位|(?:偿付|兑付|债务)危机|" +
    // "净资产只占一成，抗风险能力极弱": the thin equity a high ratio leaves, read as fragility.
    "抗风险能力(?:极|很|较|偏|非常|相当)?(?:弱|差|不足|堪忧)|" +
    // "杠杆比地产商还夸张", "杠杆比房企还高": the leverage set above the developers', the byword for overleverage.
    `比(?:${DEVELOPERS})[^，,。；;]{0,2}(?:还|更|都)?(?:要)?(?:高|夸张|激进|吓人|大)|` +
    // "杠杆高得吓人": a retail voice's alarm at the level.
    "(?:高得|高到)(?:吓人|离谱|可怕|惊人)|杠杆[^，,。；;]{0,4}(?:吓人|惊人|恐怖|离谱)|" +
    // "这杠杆放在任何公司都是爆雷级别": a default foretold, not of an investment ("地产投资踩雷").
    "(?<!投资|项目|理财|债券|资产|地产)(?:爆雷|暴雷|踩雷)|" +
    // "质疑方把90.20%的负债率当成风险", "这个负债率就是风险": the level itself taken for a risk (not "风险可控").
    "(?:当成|当作|视为|视作|看作|看成|算作)了?(?:一[个种大项]|个)?(?:高|重大|巨大)?(?:风险|隐患)|" +
    "(?<![不非没])(?:就|本身就?)?是(?:一[个种大项]|个)?大?(?:风险|隐患)" +
    "(?![^，,。；;]{0,2}(?:可控|不大|有限|较?小|很小|不高))",
);
// "这是保险负债经营的行业属性", "符合保险业特征": the level named the industry's nature is its normal too.
// "九成的负债率对银行不是问题": the level said to be no problem for the industry.
export const LEVERAGE_NORMAL = new RegExp(
  "正常|常态|合理|自然结果|行业惯例|一致|行业(?:属性|特征|特性|特点)|(?:保险|银行|金融)业?的?特征|" +
    "(?:不是|不成|算不上)问题",
);
/** "高负债属金融业常态", "这种高杠杆在保险业属正常现象": the risk word is what its clause then calls normal. */
const NAMED_NORMAL = /^[^，,；;。]{0,12}(?:属|是|为|乃)[^，,；;。]{0,6}(?:正常|常态|合理|行业惯例)/;
/** "不应简单视作风险信号", "并不构成…风险": the risk words denied. */
// "不能据此认定…", "不足以说明…", "“…偿债压力大”的表述不当": a reading refused or quoted to be refuted.
const DENIED = new RegExp(anyOf(REFUSED, NOT_SO, NOT_CALLED, REFUTED, ["没有", "并未", "不可"]));

/** "对银行而言杠杆风险很低", "财务风险可以忽略": the risk named only to be dismissed (read-levels.ts). */
const RISK_DISMISSED = new RegExp(`^\\s*${anyOf(DISMISSALS.flatMap((d) => [d, maskedAsParsed(d)]))}`);

/**
 * "负债率看似偏高，但…属于行业常态", "乍看之下杠杆很高": a risk word the writer only grants as an appearance, to turn
 * it, is not read as asserted.
 */
const assertsRisk = (text: string): boolean =>
  [...text.matchAll(new RegExp(LEVERAGE_RISK.source, "g"))].some(
    (m) =>
      !grantedOnly(text.slice(0, m.index), text.slice(m.index + m[0].length)) &&
      !RISK_DISMISSED.test(text.slice(m.index + m[0].length)) &&
      !GROUP_NATURE.test(text.slice(0, m.index)) &&
      !NAMED_NORMAL.test(text.slice(m.index + m[0].length).split(/[，,；;。]/)[0]!),
  );

/**
 * "保险负债以准备金为主", "准备金负债本就占大头", "银行的负债主要是存款": what funds a financial group, named as the
 * reason its leverage is normal. The stored data holds no split of liabilities; the clause is read, with the point's
 * leverage words, by the industry's band (coverage.ts leaves it to checkIndustryLeverage).
 */
const FUNDING = "准备金|存款|客户(?:资金|保证金)|保险合同负债";
/** "本就是", "其实就是": the funding named as what the liabilities are by nature. */
const BY_NATURE = "(?:本就|本来就|本身就|其实就|其实|就|即|实为)?(?:是|为)";
// "保险负债本就是准备金", "银行吸收存款本就是负债": the liabilities and the funding said to be one thing.
// "银行负债经营", "保险公司负债经营是行业本色": the group's business run on liabilities, the same reason.
// "（负债）主要是保险合同负债": the split named with its subject left to the clause before.
export const NAMES_FUNDING = new RegExp(
  `(?:${FUNDING})[^，,。；;]{0,6}(?:为主|占大头|占多数|居多|占主体|占大部分)|` +
    `负债[^，,。；;]{0,4}(?:主要|大多|大部分|多半)(?:是|为|来自)[^，,。；;]{0,4}(?:${FUNDING})|` +
    `负债${BY_NATURE}[^，,。；;]{0,4}(?:${FUNDING})|(?:${FUNDING})${BY_NATURE}负债|负债经营|` +
    `^(?:而|且|其)?(?:主要|大多|大部分|多半)(?:是|为|来自)[^，,。；;]{0,4}(?:${FUNDING})`,
);

/** Whether a point speaks of leverage: its ratio named, or what funds it ("保险负债以准备金为主"). */
const aboutLeverage = (text: string): boolean => LEVERAGE_TOPIC.test(text) || NAMES_FUNDING.test(text);

/** A clause that reads leverage as a risk or as normal, which the parser keeps for checkIndustryLeverage. */
export const readsLeverage = (text: string): boolean =>
  LEVERAGE_RISK.test(text) || LEVERAGE_NORMAL.test(text) || INDUSTRY_LEVEL.test(text) || NAMES_FUNDING.test(text);

/**
 * The industry as a writer names it: its own (行业, 同业) or a financial group by name, never a bare 银行 or 保险,
 * which end a company's name (招商银行, 中国平安保险).
 */
const GROUP_NAMES =
  // "这是误读：银行负债率普遍在九成上下": a bare group name opening its clause is the group, not a company's tail.
  String.raw`(?<=本|所在|整个|^|[^\u4e00-\u9fff])(?:行业|同业|业内|银行|保险|券商)|` +
  "银行业|银行股|上市银行|商业银行|各家?银行|保险业|险企|保险公司|券商|证券业|金融(?:企业|机构|业)";
/**
 * "行业负债率普遍在九成上下", "银行业负债率一般85%-95%": the industry's typical level stated, which the norm table
 * decides as it decides the company's: a figure (or a range's middle) inside the band holds, outside it fails.
 */
// Not "房地产行业负债率…": a bare 行业 right after another industry's name is that industry, not the company's own.
const INDUSTRY_LEVEL = new RegExp(
  String.raw`(${GROUP_NAMES})[^，,。；;\d]{0,6}?(?:负债率|杠杆率)[^，,。；;\d]{0,8}?` +
    String.raw`(?:(\d+(?:\.\d+)?)%?\s*(?:[-~～至到]\s*(\d+(?:\.\d+)?))?%|([五六七八九])成(半)?)`,
);

function checkIndustryLevel(text: string, own: IndustryNorm): ClaimCheck[] {
  const m = INDUSTRY_LEVEL.exec(text);
  if (!m) return [];
  const norm = /^(?:行业|同业|业内)$/.test(m[1] ?? "") ? own : (industryNorm(m[1]) ?? own);
  const band = norm.normal.debt_ratio;
  if (!band) return [];
  const tenths = m[4] ? (CHINESE_DIGITS[m[4]] ?? 0) * 10 + (m[5] ? 5 : 0) : null;
  const value = tenths ?? (Number(m[2]) + Number(m[3] ?? m[2])) / 2;
  const inside = value >= (band.min ?? -Infinity) && value <= (band.max ?? Infinity);
  const found = `${norm.label}资产负债率正常约${band.min}%-${band.max}%`;
  const reason = `“${m[0]}”：${found}，${inside ? "相符" : "不符"}`;
  return [{ kind: "level", ok: inside, expected: "行业负债率常态", found, reason }];
}

/**
 * Whether checkIndustryLeverage reads these clauses: a clause that only reads leverage ("在银行业属常态") is then
 * checked with them, not left as another industry's fact.
 */
export const leverageRead = (texts: readonly string[], facts: Facts): boolean =>
  !!industryNorm(facts.industry)?.normal.debt_ratio &&
  aboutLeverage(texts.join("，")) &&
  (facts.series.debt_ratio ?? []).length > 0;

/**
 * Across a point's clauses, for a company whose industry has a normal leverage band (banks, insurers, brokers): its
 * debt ratio called a risk (偏高, 高达, 偿债风险...) fails while the latest stated ratio lies inside the band, and
 * called the industry's normal passes only inside it. Empty for a general company or a point not about leverage.
 */
export function checkIndustryLeverage(texts: readonly string[], facts: Facts): ClaimCheck[] {
  const norm = industryNorm(facts.industry);
  const band = norm?.normal.debt_ratio;
  const text = texts.join("，");
  if (!norm || !band || !aboutLeverage(text)) return [];
  const latest = (facts.series.debt_ratio ?? []).at(-1);
  if (!latest) return [];
  return [...checkCompanyLeverage(text, norm, band, latest), ...checkIndustryLevel(text, norm)];
}

/** "银行本来就是高杠杆经营": a risk word said of the group's nature calls the company's leverage the group's normal. */
const natureRisk = (text: string): boolean =>
  [...text.matchAll(new RegExp(LEVERAGE_RISK.source, "g"))].some((m) => GROUP_NATURE.test(text.slice(0, m.index)));

/** The company's latest ratio read by its industry's band, as the point's risk or normal words call it. */
function checkCompanyLeverage(
  text: string,
  norm: IndustryNorm,
  band: Range,
  latest: { period: string; value: number },
): ClaimCheck[] {
  const inside = latest.value >= (band.min ?? -Infinity) && latest.value <= (band.max ?? Infinity);
  const found =
    `资产负债率 ${latest.period} ${latest.value.toFixed(2)}%` + `（${norm.label}正常约${band.min}%-${band.max}%）`;
  const denied = DENIED.test(text);
  if (assertsRisk(text) && !denied) {
    const reason = `${found}，${inside ? "属行业常态，不是偏高或偿债风险" : "高于行业常态"}`;
    return [{ kind: "level", ok: !inside, expected: "负债率高于行业常态", found, reason }];
  }
  if (LEVERAGE_NORMAL.test(text) || NAMES_FUNDING.test(text) || denied || natureRisk(text)) {
    return [
      {
        kind: "level",
        ok: inside,
        expected: "负债率属行业常态",
        found,
        reason: `${found}，${inside ? "相符" : "超出行业常态"}`,
      },
    ];
  }
  return [];
}
