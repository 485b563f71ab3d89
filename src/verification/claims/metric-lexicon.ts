import { SPEAKERS } from "./speakers";
import { METRICS } from "../../domain/metric-catalog";
import { isCompanyName } from "./company-names";
import { FLOW_METRICS } from "./metric-flows";
import { LEVEL_METRICS } from "./metric-levels";
import type { LexiconEntry } from "./metric-types";
import { spreadSuffix } from "./shared-suffix";

/**
 * The metric lexicon of the claim checker: how analysts and models name a metric, which stored series stand for it,
 * what kind of quantity it is and which direction is favourable. One table; the checker has no per-company rule.
 */

export type { LexiconEntry, MetricKind, Polarity, Topic } from "./metric-types";

/** One table of every metric, composed of the flow and the level entries (metric-flows.ts, metric-levels.ts). */
export const METRIC_LEXICON = { ...FLOW_METRICS, ...LEVEL_METRICS } as const satisfies Record<string, LexiconEntry>;

export type ClaimMetric = keyof typeof METRIC_LEXICON;

/**
 * Stored figure labels (chunk figures) → fact series: the catalogue's labels, plus the computed ratios the ingest
 * writes under their own names. Labels not here (changes, YoY, price windows) are not facts: the checker computes
 * changes from the levels itself.
 */
export const FIGURE_SERIES: ReadonlyMap<string, string> = new Map<string, string>([
  ...Object.entries(METRICS).map(([key, def]): [string, string] => [def.label, key]),
  ["经营现金流/归母净利润", "cash_coverage"],
  ["RSI(14)", "rsi"],
]);

/** Longest first; each alias upper-cased once here, since every point of every turn is searched for all of them. */
const ALIASES: readonly { alias: string; needle: string; latin: boolean; metric: ClaimMetric; weak: boolean }[] =
  Object.entries(METRIC_LEXICON)
    .flatMap(([metric, e]) => [
      ...e.aliases.map((alias) => ({ alias, metric: metric as ClaimMetric, weak: false })),
      ...((e as LexiconEntry).weakAliases ?? []).map((alias) => ({ alias, metric: metric as ClaimMetric, weak: true })),
    ])
    .sort((a, b) => b.alias.length - a.alias.length)
    .map((a) => ({ ...a, needle: a.alias.toUpperCase(), latin: /^[A-Z]/.test(a.alias.toUpperCase()) }));

export interface MetricMention {
  metric: ClaimMetric;
  index: number;
  end: number;
  weak: boolean;
}

const SPEAKER_NAME = new RegExp(`^(?:${SPEAKERS})`);

/** Who bought the shares: what they 赚 after it is their gain on the price. */
const HOLDER = /上车|买入|买的|入手|抄底|持有|持股|进场|建仓|站岗|拿着|股东们?/;
/**
 * "短线先兑现部分利润", "不妨锁定一部分收益": a holder taking the gain on the price, an action advised, not the
 * company's profit.
 */
const TAKEN_GAIN = /(?:兑现|锁定|落袋|了结|止盈)\s*(?:了)?\s*(?:部分|一部分|一些|大部分|一半)?\s*$/;

/**
 * What may stand before 资产 alone for it to be the balance sheet's total: the clause's start, 的, a joining word
 * (、与和), a comparison's 于/比, or a company name. Any other word before it names a kind of asset (固定资产, 轻资产,
 * 投资资产, 信贷资产), and kinds are open-ended.
 */
const TOTAL_BEFORE = /(?:^|[，,。；;：:（(、的与和于比])\s*$/;
const bareAssets = (before: string): boolean =>
  TOTAL_BEFORE.test(before) || [2, 3, 4, 5, 6, 7, 8].some((n) => isCompanyName(before.trimEnd().slice(-n)));
/** What follows 资产 read as the total: its growth, its side (端), a figure of it (的23.58%), or the clause's end. */
const TOTAL_AFTER = /^(?:端|增速|增幅|的?增长|扩张|的\s*\d|\s*[，,。；;）)]|\s*$)/;
// "相对近万亿的资产几乎可以忽略": an amount in 亿 or 万亿 joined by 的 sizes the whole balance sheet, when no noun of a
// kind of asset follows (not "百亿元的资产减值"), and a comparison with it follows: an adverb (都, 仍, 只) or a share
// word (中, 占) says what part of some assets is, not the whole ("近600亿元的资产都是现金", "几乎都是"). 忽略 and
// 微不足道 reach here spelt as 可以忽略, masked (NEGLIGIBLE_SPELLING, NEUTRAL_PHRASES).
const SIZED_BEFORE = /[\d万千百]\s*(?:万亿|亿)元?的\s*$/;
// "9748亿元的资产里有3335亿元是现金", "7833亿元的资产中，": a part sized by a figure of its own inside (里/中), or
// the clause ending on 里/中, makes the first the whole.
const SIZED_AFTER = new RegExp(
  String.raw`^(?:(?:几乎)?(?:可以(?:忽略|□□)|微不|□□□□|不值)|而言|来说|面前|相比|基数|体量|总量` +
    String.raw`|(?:里|中|当中)(?:[，,]?(?:有|约有)?[约近超逾]?\d|\s*$))`,
);
const sizedAssets = (before: string, after: string): boolean => SIZED_BEFORE.test(before) && SIZED_AFTER.test(after);
/**
 * "负债498.76亿元约为资产3038.35亿元的一半", "还不到资产1064亿元的三成": 资产 with its own amount right after a verb of
 * a share or a comparison (为, 是, 到, 有, 占, 于) is the total the other side is measured against, as it is after a
 * clause's start or a joining word ("资产1.39万亿元"); a kind of asset ends in its own word before 资产 (固定资产,
 * 金融资产), never in such a verb.
 */
const VERB_BEFORE = /(?:为|是|到|有|占|于|达|过)\s*$/;
const AMOUNT_AFTER = /^\s*(?:约|近)?\s*\d[\d,]*(?:\.\d+)?\s*(?:万亿|亿)/;
const statedAssets = (before: string, after: string): boolean => VERB_BEFORE.test(before) && AMOUNT_AFTER.test(after);

/**
 * "研发连增四年至152.15亿元", "研发就花了152亿元": 研发 alone names its spending only with a move or a figure
 * right after it - not "研发人员", "研发的炼化技术", "研发实力" (the people, work or strength of research).
 */
const SPENDING_AFTER =
  /^\s*(?:已经?|仍|也|则|又|就|一年)?\s*(?:连续|连|持续|逐年|同比|增长|下降|[增降升减涨跌花投]|达|为|约|近|超|突破|\d)/;

/** Every metric named in a text, longest alias first, no overlaps, in reading order. */
export function findMetrics(text: string): MetricMention[] {
  const upper = text.toUpperCase();
  const taken: MetricMention[] = [];
  for (const a of ALIASES) {
    const { needle } = a;
    for (let i = upper.indexOf(needle); i >= 0; i = upper.indexOf(needle, i + 1)) {
      const end = i + needle.length;
      // Latin aliases stand alone ("PE" not inside "PEG"); Chinese ones need no boundary.
      if (a.latin && (/[A-Z]/.test(upper[i - 1] ?? "") || /[A-Z]/.test(upper[end] ?? ""))) continue;
      // "少赚了76亿" is a change of profit (a direction word); "躺赚" or "1377元上车的已经赚了两成" is a holder's
      // gain: neither is the profit itself.
      const before = upper.slice(0, i);
      const held = a.needle.includes("赚") && (/[多少躺]$/.test(before) || HOLDER.test(before));
      const gain = held || (/利润|盈利|收益/.test(a.needle) && TAKEN_GAIN.test(before));
      if (gain) continue;
      // 资产 alone is the total only as a side of a comparison or a growth ("慢于资产增速", "快于资产的23.58%",
      // "资产端"), and with only a clause's start, a joining word or a company name before it (TOTAL_BEFORE).
      const total =
        (bareAssets(before) &&
          (TOTAL_AFTER.test(upper.slice(end)) ||
            AMOUNT_AFTER.test(upper.slice(end)) ||
            sizedAssets(before, upper.slice(end)))) ||
        statedAssets(before, upper.slice(end));
      if (a.alias === "资产" && !total) continue;
      // "炼油板块经营收益": an operating income (经营收益) holds 营收 across its two words; it is no revenue.
      if (a.alias === "营收" && before.endsWith("经") && upper[end] === "益") continue;
      if (a.alias === "研发" && !SPENDING_AFTER.test(upper.slice(end))) continue;
      // "估值方说…", "收益方称…": a debate camp named after its brief is a speaker, not the metric its name
      // begins with.
      if ((SPEAKER_NAME.exec(upper.slice(i))?.[0].length ?? 0) > needle.length) continue;
      if (taken.some((t) => i < t.end && t.index < end)) continue;
      taken.push({ metric: a.metric, index: i, end, weak: a.weak });
    }
  }
  return absorbGenericTails(
    spreadSuffix(
      upper,
      taken.sort((a, b) => a.index - b.index),
    ),
    upper,
  );
}

/**
 * "分红付息现金流出", "分红及付息的现金流出": a weak name of the same topic right after a metric's name (glued, or
 * after 的) is the generic tail of that name (分红付息 + 现金流), not a second metric; "营收利润双增" names two.
 */
function absorbGenericTails(mentions: MetricMention[], text: string): MetricMention[] {
  const out: MetricMention[] = [];
  for (const m of mentions) {
    const last = out.at(-1);
    const topic = (x: MetricMention) => METRIC_LEXICON[x.metric].topic;
    const next = last && (last.end === m.index || (last.end + 1 === m.index && text[last.end] === "的"));
    if (last && m.weak && !last.weak && next && topic(last) === topic(m)) {
      out[out.length - 1] = { ...last, end: m.end };
      continue;
    }
    out.push(m);
  }
  return out;
}

const ONE_CHARACTER_MOVE_AFTER = /^(?:同比)?[增降升跌涨减]/;
/** Words that may stand between a weak name and its move ("现金流明显下滑", "利润却大幅回落"). */
const ADVERBS_ONLY =
  /^\s*(?:也|却|则|又|仍|还|在|正在|已|已经|同比|明显|大幅|小幅|略有|持续|继续|显著|进一步){1,3}\s*$/;
/** A clause may open with a connective before its weak name ("但现金流…", "而利润…"). */
const CONNECTIVE_ONLY = /^\s*(?:但|但是|而|且|并且|同时|不过|可|然而|反观)?\s*$/;

/**
 * The weak name (利润) that is a clause's subject rather than the clause before's metric: one the clause before listed,
 * when the clause shows figures ("营收…、归母净利…，利润同比下降7.5%"), or one that opens the clause right before its
 * own direction word ("…。利润微增、收入微降").
 */
export function weakSubject(
  text: string,
  mentions: readonly MetricMention[],
  figures: boolean,
  listedBefore: readonly ClaimMetric[],
  directionAt: number | undefined,
  writtenBefore = "",
): MetricMention | undefined {
  const listed = figures ? mentions.find((m) => m.weak && listedBefore.includes(m.metric)) : undefined;
  const first = mentions[0];
  // "资产负债率19.04%，负债扩张": a weak name inside the name of the metric before refers back to it.
  const word = first ? text.slice(first.index, first.end) : "";
  // "是归母净利润的约4.5倍，利润下滑…": an echo of the metric the weak name itself names is that metric, not another;
  // one the clause before did not write ("分配股利及付息现金…，即使利润下滑") echoes nothing.
  const echoes = listedBefore.some(
    (m) =>
      m !== first?.metric &&
      METRIC_LEXICON[m].aliases.some((a) => a.includes(word) && (!writtenBefore || writtenBefore.includes(a))),
  );
  // "即使利润下滑", "在利润下滑19%的年份": a weak name right before the move is its subject wherever it stands.
  // "但现金流明显下滑": an adverb of degree or time may stand between the name and its move.
  const subject =
    directionAt !== undefined &&
    first !== undefined &&
    (directionAt - first.end <= 1 || ADVERBS_ONLY.test(text.slice(first.end, directionAt)));
  // "利润降4.5%、现金流降三成多": a weak name opening its clause with a one-character move glued after it is that
  // move's subject, as a direction word right after it is.
  const moved = first !== undefined && ONE_CHARACTER_MOVE_AFTER.test(text.slice(first.end));
  const opens =
    first?.weak &&
    !echoes &&
    ((directionAt !== undefined && first.end <= directionAt) || moved) &&
    (subject || CONNECTIVE_ONLY.test(text.slice(0, first.index)));
  return listed ?? (opens ? first : undefined);
}

/**
 * "营收539.09亿元、归母净利272.43亿元，后者同比+1.5%": 后者 / 前者 opening a clause is the last / first metric the
 * clause before listed, not that clause's first; 盈利 opening it is the profit that clause listed; 这一口径 the last.
 */
export function pointedMetric(
  text: string,
  before:
    | readonly ClaimMetric[]
    | {
        metrics: readonly ClaimMetric[];
        metric: ClaimMetric | null;
        comparison?: { left: ClaimMetric | null; against: unknown } | null;
      },
): ClaimMetric | undefined {
  const listedBefore = "metrics" in before ? before.metrics : before;
  // "营收约7838亿元、归母净利润约275亿元，盈利能力仍在下行": 盈利 after a list is its profit, not its first metric.
  if (/^\s*(?:盈利能力|盈利|获利能力)/.test(text) && listedBefore.length >= 2 && listedBefore.includes("net_profit"))
    return "net_profit";
  // "…扣掉资本开支后的自由现金流约909亿元，2024年这一口径约为658亿元": 这一口径 is the measure named last, the
  // one the clause before arrived at.
  if (/^\s*(?:(?:FY)?\d{4}\s*年(?:度)?)?\s*(?:这一|这个|该|此|同一|同)口径/.test(text)) return listedBefore.at(-1);
  // "滚动PE约6.4倍，增长乏力": growth said after valuation multiples alone is the growth of the earnings under them,
  // not of a multiple (a multiple rises or falls; it does not grow).
  // "PE约25倍，估值不低但增长强劲": the clause before may read the multiple without naming it (估值不低).
  const carried = "metrics" in before ? before.metric : null;
  const named = listedBefore.length > 0 ? listedBefore : carried ? [carried] : [];
  const multiple = (m: ClaimMetric) =>
    METRIC_LEXICON[m].kind === "multiple" && METRIC_LEXICON[m].dimension === "valuation";
  const multiples = named.length > 0 && named.every(multiple);
  if (multiples && GROWTH_OPENS.test(text)) return "net_profit";
  const pointer = /^\s*(后者|前者)/.exec(text)?.[1];
  // "营收…，远高于归母净利润，后者2024年为862.28亿元": after a comparison, 后者 is the side compared with.
  const sides = "metrics" in before ? before.comparison : null;
  if (pointer && sides?.left && typeof sides.against === "string")
    return (pointer === "后者" ? sides.against : sides.left) as ClaimMetric;
  if (!pointer || listedBefore.length < 2) return undefined;
  return pointer === "后者" ? listedBefore.at(-1) : listedBefore[0];
}
/**
 * A clause opening with growth ("但增长乏力", "增速仍在40%以上", "成长性不足"), or with the earnings and their move
 * ("盈利下滑后", "业绩回升以后"), a connective at most before it.
 */
const GROWTH_OPENS = new RegExp(
  String.raw`^\s*(?:但是?|而|不过|可|却|且)?\s*(?:(?:盈利|利润|业绩)?(?:增长|增速|成长)|` +
    String.raw`(?:盈利|业绩)(?:再|继续|持续|大幅|明显)?(?:下滑|下降|回落|回升|放缓|萎缩))`,
);
