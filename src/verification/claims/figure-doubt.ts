import { type BoundFigure, CHANGE_RAW } from "./binding";
import { METRIC_LEXICON, findMetrics } from "./metric-lexicon";
import { type PeriodKind, TRAILING_QUARTERS, TTM_OF_CLAUSE } from "./periods";
import { perUnitDoubt } from "./per-unit";
import { RANGE_JOIN } from "./year-range";

/**
 * The gate of a figure's ❌: a figure is failed only when its binding was read with confidence - its metric named
 * with nothing un-read between the two, and its kind (a level, a change, a share, a multiple) known. Otherwise the
 * figure may be a value of something the reader did not understand (a sum, an average, a share, a rate over years,
 * a peer's or an input's figure), and a false accusation of a true sentence is the worst mark given: it is ❔.
 */

/** How a figure is derived, from the words before it; the checker computes some of them where the inputs are held. */
export type Derivation = "sum" | "average" | "compound" | "span" | "yearly" | "other";

/** A compound yearly rate's words; "ROE（未年化）" is a quarter's own figure, not a rate over years. */
// "年均增速约10.8%", "年均增长约12%": a yearly rate over years in %, which analysts compound (an amount's 年均增长约
// 50亿元 is an average change, not this).
// "年均降幅约11%", "年均下降约13.5%": a yearly rate of decline compounds as one of growth does.
export const COMPOUND_WORDS = new RegExp(
  "复合|CAGR|(?<!未|不)年化|年均(?:增速|增长率|增幅|涨幅|降幅|跌幅|减幅|" +
    String.raw`(?:增长|下降|下滑|减少)(?=[约近超逾达了\s]*\d[\d.]*%))`,
  "i",
);

/** The yearly rate, in %, that compounds `from` into `to` over `years` years. */
export function compoundRate(from: number, to: number, years: number): number {
  return ((to / from) ** (1 / years) - 1) * 100;
}

/** Words that make the figure after them a derived quantity (a sum, an average, a share, a difference, a rate). */
const DERIVATIONS: readonly { re: RegExp; kind: Derivation }[] = [
  // First: "年均复合增长约3%" is a compound rate, not an average.
  { re: COMPOUND_WORDS, kind: "compound" },
  { re: /合计|累计|总计|共计|之和|加起来|加总|一共|总共/, kind: "sum" },
  // "平均每年提升约2.6个百分点", "一年就抬升约2.5个百分点": a change a year, over a span of years (a change only).
  { re: /(?:平均)?每年|一年(?:就|便)/, kind: "yearly" },
  // Not "2019年均约174亿元": one year followed by 均 (both of the figures named before), not an average; a range of
  // years before 年均 ("2017-2019年均增长") is an average over them.
  { re: new RegExp(String.raw`平均|(?<!(?<!${RANGE_JOIN}\s*)(?:19|20)\d{2}\s*)年均|均值`), kind: "average" },
  // "两年少了170多亿", "一年内几乎翻倍", "三年增长约3.5倍": a change over one or more years, not into one.
  // Not "较上一年", "前两年", "第三年", "一年前": those name a year, not a span.
  { re: /(?<![上前去今明第近])[一两二三四五六七八九十]年(?!之?前)/, kind: "span" },
  // "与归母口径仅差约1.7亿元", "利润增速跑赢收入约25个百分点": a difference of two quantities, not either one.
  {
    re: /比重|比例|占比?|相当于|恢复到|恢复至|回到|差距|相差|差了|差值|差额|之差|[仅只]差|差约|跑赢|跑输|快于|慢于/,
    kind: "other",
  },
];

/**
 * "前三季度累计", "H1累计", "年初至今累计": a report period's cumulative figure is its own level, not a sum; so is
 * "近四个季度归母净利润合计", "近四季…合计" (TTM).
 */
const CUMULATIVE_PERIOD = new RegExp(
  String.raw`(?:前三季度|上半年|半年度?|[一二三四]季度|季度|[QH][1-4]|年初至今|今年以来)\s*(?:累计|合计)` +
    `|${TRAILING_QUARTERS}` +
    String.raw`[^,;\d]{0,8}?(?:累计|合计)`,
  "gi",
);

/** A balance sheet total right before 合计/总计 (负债合计, 资产总计, 所有者权益合计), not a list of parts before it. */
const STATEMENT_TOTAL = /(?<![与和及、,，]\s*[^与和及、,，]{0,6})(?:负债|资产|所有者权益|股东权益)\s*$/;

/** The report periods that run from the year's start: a flow's level there is the sum of the year so far. */
const SO_FAR: ReadonlySet<PeriodKind> = new Set(["q1", "h1", "q3"]);

/**
 * The derivation named before a figure (the first in the table that is named), if any. A figure written as a change
 * ("三年累计减少约209亿元", "平均每年增长") is a change over the years, not a sum or an average of levels.
 */
export function derivationOf(
  before: string,
  change = false,
  period?: PeriodKind,
): { kind: Derivation; word: string } | null {
  const text = before.replace(CUMULATIVE_PERIOD, "");
  for (const d of DERIVATIONS) {
    const hit = d.re.exec(text);
    if (!hit) continue;
    // "截至三季度末，宁德累计实现营收2830.72亿元": in a clause of the year so far (its period word may stand in the
    // clause before), 累计 is that period's own level, as CUMULATIVE_PERIOD reads it when the two stand together.
    // Not "三年累计净利润约1300亿元": a count of years before it makes it a sum over those years.
    const overYears = /(?<![\d前第])(?:[两二三四五六七八九十]|\d{1,2})\s*(?:个)?(?:年(?!度)|个季度)/.test(
      text.slice(0, hit.index),
    );
    if (/累计/.test(hit[0]) && period !== undefined && SO_FAR.has(period) && !overYears) continue;
    // "2025年下半年营收合计2448.16亿元": 下半年 is itself the sum of its two quarters, so 合计 is its own level.
    if (/累计|合计/.test(hit[0]) && period === "h2" && !overYears) continue;
    // "负债合计6252亿元", "资产总计": a balance sheet total's own name is that total, not a sum to compute.
    if (/合计|总计/.test(hit[0]) && STATEMENT_TOTAL.test(text.slice(0, hit.index)) && !overYears) continue;
    if (d.kind === "yearly" && !change) continue;
    const kind = change && (d.kind === "sum" || d.kind === "average") ? "span" : d.kind;
    return { kind, word: hit[0] };
  }
  return null;
}

/** Written as a change: after a change word, or with one in the figure itself ("降幅约23%", "减少约209亿元"). */
export const changeFigure = (f: BoundFigure): boolean => f.change || CHANGE_RAW.test(f.n.raw);

/**
 * "三年蒸发超过300亿元", "少了不到50亿元": a bounded amount right after its change word sizes the change, so a level
 * that happens to fall within the bound is no reading of it ("下降为约300亿元" names the level it fell to).
 */
export const boundedChange = (f: BoundFigure, read: string): boolean =>
  f.change && f.bound !== null && f.n.kind === "amount" && !/为\s*$/.test(read.slice(0, f.n.index));

/**
 * A figure after a sum, average or compound word that the checker could not compute (the inputs or the years are not
 * held): whatever single value it happens to equal, it is not that value, so it is not checked (❔), not even ✅.
 */
export function uncomputedDerivation(
  read: string,
  f: BoundFigure,
  all: readonly BoundFigure[],
  computed: ReadonlySet<Derivation>,
  period?: PeriodKind,
): string | null {
  if (f.role === "ratio") return null;
  const d = derivationOf(stretchOf(read, f, all).text, changeFigure(f), period);
  if (!d || (d.kind !== "sum" && d.kind !== "average" && d.kind !== "compound") || computed.has(d.kind)) return null;
  return `“${f.n.raw}”是${d.word}的推算值，数据中没有可算出它的各年数值，未能核验`;
}

/** Latin tokens the reader knows: periods, change words, indicators and units; a metric alias is found apart. */
const KNOWN_LATIN = new RegExp(
  "^(?:FY|Q[1-4]?|[1-4]Q|H[12]?|TTM|LTM|MRQ|YOY|QOQ|MOM|A|B|H|PE|PB|PS|MA|EMA|RSI|MACD|DIF|DEA|KDJ|BOLL" +
    "|X|PP|PCT|BPS?|VS)$",
  "i",
);

/** The stretch a figure is read from: after the figure before it (or the clause's start) up to the figure. */
export function stretchOf(read: string, f: BoundFigure, all: readonly BoundFigure[]): { start: number; text: string } {
  const prev = all.filter((g) => g.n.index < f.n.index).at(-1);
  const start = prev ? prev.n.index + prev.n.raw.length : 0;
  // "年均降幅约7%": a change word the figure's own text begins with (降幅约) belongs to the words before its digits.
  const lead = /^[^\d+\-−.]*/.exec(f.n.raw)?.[0] ?? "";
  return { start, text: read.slice(start, f.n.index) + lead };
}

/** A Latin word in the stretch that is neither a metric's alias nor one the reader knows ("NP", "Revenue"). */
function unknownLatin(read: string, start: number, text: string): string | null {
  const aliases = findMetrics(read);
  for (const m of text.matchAll(/[A-Za-z][A-Za-z']*/g)) {
    const at = start + (m.index ?? 0);
    // "voter_1：": a speaker's label, not a word of the clause.
    if (/^[\w-]*\s*[:：]/.test(read.slice(at + m[0].length))) continue;
    if (aliases.some((a) => a.index <= at && at < a.end)) continue;
    if (!KNOWN_LATIN.test(m[0])) return m[0];
  }
  return null;
}

/** The report periods a compact period name (3Q25, Q4'25, H1'25, LTM) may be read as. */
const COMPACT_PERIODS: readonly { re: RegExp; kinds: readonly PeriodKind[] }[] = [
  { re: /(?:1Q|Q1\s*['’]?)\d{2}(?!\d)/i, kinds: ["q1"] },
  { re: /(?:2Q|Q2\s*['’]?)\d{2}(?!\d)/i, kinds: ["q2s", "h1"] },
  { re: /(?:3Q|Q3\s*['’]?)\d{2}(?!\d)/i, kinds: ["q3s", "q3"] },
  { re: /(?:4Q|Q4\s*['’]?)\d{2}(?!\d)/i, kinds: ["q4s"] },
  { re: /(?:1H|H1\s*['’]?)\d{2}(?!\d)/i, kinds: ["h1"] },
  { re: /(?:2H|H2\s*['’]?)\d{2}(?!\d)/i, kinds: ["h2"] },
  // Not "PE(TTM)": the multiple's basis, not a report period (periods.ts).
  { re: new RegExp(`LTM|${TTM_OF_CLAUSE}`, "i"), kinds: ["ttm"] },
];

/** A compact period name in the clause that the period read for it does not agree with ("3Q25" read as 二季度). */
export function periodDoubt(read: string, kind: PeriodKind): string | null {
  const named = COMPACT_PERIODS.find((p) => p.re.test(read) && !p.kinds.includes(kind));
  return named ? `未能确定“${named.re.exec(read)?.[0]}”所指的报告期，该数字未与数据核对` : null;
}

/**
 * Why a figure's binding is not confident enough to fail it (the reason shown with ❔), or null when it is: the
 * figure's check may then be ❌. `computed`: the derivations the checker computed from held inputs (a sum over the
 * years named, a compound rate from a base year): a figure after such a word was read.
 */
export function bindingDoubt(
  read: string,
  f: BoundFigure,
  all: readonly BoundFigure[],
  computed: ReadonlySet<Derivation>,
  period?: PeriodKind,
): string | null {
  const { start, text } = stretchOf(read, f, all);
  const raw = f.n.raw;
  // A share or multiple of two metrics (的N倍, 占…的X%) is computed as such by the binding's ratio role (or its
  // stored series: 市值相当于利润的N倍 is a PE).
  const derived = f.role === "ratio" || f.per ? null : derivationOf(text, changeFigure(f), period);
  if (derived && !computed.has(derived.kind))
    return `“${raw}”前有“${derived.word}”，可能是合计、平均、占比或跨年的推算值，未能确定该数字所指`;
  const latin = unknownLatin(read, start, text);
  if (latin) return `“${raw}”前有未能识别的“${latin}”，未能确定该数字所指`;
  // "Q4'25" read as 25: a number with no unit is no level, change or share the reader can name.
  if (f.n.kind === "bare") return `“${raw}”没有单位，未能确定该数字所指`;
  // "每100元营收赚不到两块钱": the figure after 每 is the base of a rate, not a value.
  if (/每\s*$/.test(text)) return `“${raw}”是“每${raw}”的计算基数，不是数据中的数值`;
  if (f.role !== "metric" || !f.metric) return null;
  const unit = perUnitDoubt(f.n, f.metric);
  if (unit) return unit;
  // "营收里将近85%要付给营业成本", "比2015年的28.5%": a % of an amount is a change only when written as one.
  const amount = METRIC_LEXICON[f.metric].kind === "amount";
  // "低于归母净利润133.84亿元，只有约0.92倍": a multiple of an amount with no year or change word before it is a ratio
  // to something the reader did not place, not the amount's growth.
  const base = /较|比|相比|相较|同期|上年|去年|增长|增加|提升|翻|\d{4}\s*年/.test(read.slice(0, f.n.index));
  if (f.n.kind === "multiple" && amount && !base && !f.prior && !f.fromBase)
    return `“${raw}”是倍数，未写明与哪一期或哪项指标相比，未能确定该数字所指`;
  // "占营收的比重大约34.7%，比2015年的28.5%高了6个点": points are a rate's change, never an amount's.
  if (f.n.kind === "pp" && amount)
    return `“${raw}”是百分点，不是${METRIC_LEXICON[f.metric].label}的变动，未能确定它是哪项比率的变动`;
  const level = /的\s*(?:约|近|大约)?\s*$/.test(text) || !CHANGE_IN_CLAUSE.test(read.slice(0, f.n.index));
  // "…增长，分别为23.0%、32.6%": figures paired with the years of a sentence about growth are its rates.
  const paired = /分别|依次/.test(read);
  if (f.n.kind === "percent" && amount && !changeFigure(f) && level && !paired)
    return `“${raw}”不是${METRIC_LEXICON[f.metric].label}的金额，也未写明是变动，未能确定它是占比还是增速`;
  // "三季度78亿、四季度93亿" read as one period: a figure listed after another with nothing of its own between.
  const listed = /^\s*(?:[、,，和与及]|以及)\s*(?:约|近|大约)?\s*$/.test(text) && !paired;
  if (listed && !changeFigure(f) && !f.prior && !f.fromBase && !f.placed && start > 0)
    return `“${raw}”与前一个数字并列，未能确定它对应的指标或报告期`;
  return null;
}

/** Before a % of an amount metric: a word that makes it a change (增速, 同比, 较…). */
export const CHANGE_IN_CLAUSE = /同比|环比|较|比|增|降|涨|跌|升|减|滑|少|多|掉|缩|扩|落|YoY|QoQ|速|幅|[+-]/i;
