import { type Term, findTerms } from "./named-terms";
import { companiesIn, otherCompanies } from "./company-names";
import { findMetrics } from "./metric-lexicon";
import { type PeriodKind, QUARTER_BASE, quarterBeforeIsBase } from "./periods";
import { otherKindBase, reportBaseOf } from "./report-bases";
import { NOT_A_PEER, PEER_BASE } from "./phrase-words";
import { qualifiedMetrics } from "./qualified-metrics";
import { PEER_GROUPS } from "./peer-groups";
import { segmentLead } from "./segment-leads";
import { FIRST_TIME_WORDS } from "./size-direction-words";

/**
 * The subjects of a clause that are not the company's own metrics: peers and metrics the data lacks (the phrase
 * tables), a segment's 收入/利润 ("外供收入", "储能利润"), and a name standing as a comparison's base ("比五粮液同期").
 */

/**
 * The short aliases a segment name can end in, and what may stand before them without making one (营业收入, 全年利润).
 */
const SEGMENT_ALIASES: ReadonlySet<string> = new Set(["收入", "利润"]);
/**
 * Two CJK characters before the alias that are not a period, a report, a company reference (公司, a speaker's 我们),
 * a function word, a reader's verb ("先看利润：…" leads the figures after it) or a figure's unit ("503亿元利润" is an
 * amount of profit, not a segment's).
 */
const NOT_SEGMENT =
  "年季度月报的与和及总营司其为是了在较比由从至到占端期末初内均它同全单本有次断入润" +
  "过超低高仅只以按对之等后前各虽但而且并即元看我们说称讲谈提";
/**
 * Words that stand before 收入/利润 without naming a segment ("尽管利润小幅下滑", "大于利润的降幅"); "四年时间利润增至
 * 2021年的约4.5倍": 时间 closes a span; "年报显示利润…": a report's verb.
 */
const NOT_SEGMENT_WORDS = new RegExp(
  "(?:尽管|虽然|即便|即使|就算|哪怕|只有|仅有|大于|小于|高于|低于|判断|以及|同时|其中|实现|录得|带动|拖累" +
    // "首次利润下滑", "首个利润下滑的年份": a first time over years stands before the company's own profit.
    `|${FIRST_TIME_WORDS.join("|")}` +
    // "年报显示利润503.13亿元", "财报披露收入…": a report's verb leads the company's own figure.
    "|对应|时间|显示|表明|披露|公布|交出" +
    // "多方说利润年年创新高", "质疑方所说利润…", "空方强调利润增长": the other side's word names the company's
    // own line.
    "|提到|强调|担心|担忧|认为|质疑|觉得|盯着)$",
);
const CJK = "[\\u4e00-\\u9fff]";
const SEGMENT_BEFORE = new RegExp(`${CJK}{2}$(?<![${NOT_SEGMENT}]${CJK}|${CJK}[${NOT_SEGMENT}务])`);

/**
 * The clause's peer and unheld terms, in reading order; `peerBase` when a name or another quarter (环比) is the base of
 * its comparison: the change is not over the year. `own`
 * (the point's company code) lets another listed company's name stand as a peer ("泸州老窖当前PE约45倍").
 */
export function clauseTerms(
  text: string,
  own?: string | null,
  period?: PeriodKind,
  framedSequential = false,
): { terms: Term[]; peerBase: boolean } {
  // "净利润率" is a metric the data holds though "利润率" alone
  // is not: a term inside a longer metric name is the metric.
  const names = findMetrics(text);
  const inName = (t: Term): boolean =>
    t.kind === "unheld" && names.some((m) => m.index <= t.index && m.end >= t.end && m.end - m.index > t.end - t.index);
  const terms = findTerms(text).filter((t) => !inName(t));
  // "招行2024年归母净利润约1484亿元" in another company's point: the metrics named after the name are that company's.
  for (const c of otherCompanies(text, own)) {
    if (terms.some((t) => t.index < c.end && c.index < t.end)) continue;
    const after = names.filter((m) => m.index >= c.end).at(-1);
    terms.push(after ? { ...c, end: after.end } : c);
  }
  // "比五粮液同期高出…": a name as the comparison's base is a peer; the change is against it, not over time.
  // "比亚迪70.7%的负债率": a 比 that starts a company's name (its own included) is not a comparison's.
  const peer = ((m) => (m && companiesIn(text).some((c) => c.index <= m.index && m.index < c.end) ? null : m))(
    PEER_BASE.exec(text),
  );
  const peerName = peer?.[1] ?? peer?.[2];
  const peerBase = !!peer && !!peerName && !NOT_A_PEER.test(peerName) && findMetrics(peerName).length === 0;
  if (peer && peerName && peerBase) {
    const index = peer.index + peer[0].indexOf(peerName);
    // "比亚迪同期": the name found above (比亚迪) is the peer, not what follows a 比 inside it (亚迪).
    if (!terms.some((t) => t.index < index + peerName.length && index < t.end))
      terms.push({ index, end: index + peerName.length, kind: "peer", word: peerName });
  }
  // "炼化企业净利率1%—3%是常态", "股份行的ROE普遍在10%-12%": a group's norm opening the clause; its figures are the
  // group's, which the data does not hold.
  // A term that already names the group (行业, 龙头企业) is widened to the metric after it, as the group would be.
  const group = NORM_GROUP.exec(text)?.[1];
  if (group) {
    // "白酒行业一季度整体营收下滑": a group's whole names its metric a few words on, beside 整体.
    const whole = WHOLE_GROUP.exec(text.slice(group.length));
    const reach = whole ? group.length + whole.index + whole[0].length + 2 : group.length + 2;
    const named = names.filter((m) => m.index >= group.length && m.index <= reach).at(-1);
    const end = named?.end ?? group.length;
    const held = terms.find((t) => t.index < group.length);
    if (held) terms.splice(terms.indexOf(held), 1, { ...held, end: Math.max(held.end, end) });
    else terms.push({ index: 0, end, kind: "peer", word: group });
  }
  // "Q3单季…比Q2的63.6亿元增长约23%": a change against another quarter (环比) is not judged year on year; what
  // follows the base is 未能核验, the own figure before it is still checked.
  // "环比看，一季度…较四季度的92.86亿元": a sentence framed as 环比 names the quarter before, whatever its year.
  const qoq = framedSequential ? null : quarterBase(text, period);
  if (qoq) terms.push({ ...qoq, kind: "unheld", word: "环比口径" });
  // "比2025年全年的91.2%低了约1.4个百分点" in a quarter's clause: a change against another kind of period.
  const other = period ? otherKindBase(text, period) : null;
  if (other) terms.push({ index: other.index, end: other.end, kind: "unheld", word: `与${other.name}相比的口径` });
  // "外供收入", "储能利润": a short alias right after another word is a segment's, which the data does not hold.
  for (const m of findMetrics(text)) {
    const alias = text.slice(m.index, m.end);
    const lead = text.slice(0, m.index);
    if (!SEGMENT_ALIASES.has(alias) || !SEGMENT_BEFORE.test(lead) || NOT_SEGMENT_WORDS.test(lead)) continue;
    if (!segmentLead(lead)) continue;
    terms.push({ index: m.index - 2, end: m.end, kind: "unheld", word: text.slice(Math.max(0, m.index - 2), m.end) });
  }
  // "单车净利": the qualified name replaces the shorter unheld word inside it (单车).
  for (const q of qualifiedMetrics(text)) {
    const inside = (t: Term) => t.index >= q.index && t.end <= q.end;
    if (terms.some((t) => !inside(t) && t.index < q.end && q.index < t.end)) continue;
    terms.splice(0, terms.length, ...terms.filter((t) => !inside(t)), q);
  }
  return { terms: terms.sort((x, y) => x.index - y.index), peerBase: peerBase || qoq !== null || other !== null };
}

/**
 * A group named as a clause's subject, then what is usual for it (普遍, 一般, 是常态) or what it did as a whole
 * ("白酒行业一季度整体营收下滑", "银行业2025年净利润整体微增") within a few words.
 */
const WHOLE_GROUP = /^[^，,。；;]{0,14}?(?:整体|全行业)/;
const NORM_GROUP = new RegExp(
  `^\\s*((?:[\\u4e00-\\u9fff]{1,4}?(?:企业|行业|板块)|${PEER_GROUPS}))` +
    "(?=[^，,。；;]{0,14}(?:普遍|一般|通常|常态|大多|多在|常见|行业区间|整体|全行业))",
);

const QUARTER = /(?:第?([一二三四1-4])季度|Q([1-4]))/;

/**
 * Where a comparison against another quarter starts when the clause does not say 环比: its base quarter differs from
 * the quarter it names before, or it names none before and the base has no year (the sentence's own year's quarter).
 */
function quarterBase(text: string, period?: PeriodKind): { index: number; end: number } | null {
  const base = QUARTER_BASE.exec(text);
  // A clause saying 环比, or comparing with the quarter right before its own, is read against the quarter before by
  // the sequential view (coverage.ts).
  if (!base || /环比/.test(text) || (period && quarterBeforeIsBase(text, period))) return null;
  // "前三季度毛利率…较一季度的", "三季度末…较一季度末": a base the two periods' pair reads (clause-view.ts).
  if (period && reportBaseOf(text, period)) return null;
  const earlier = QUARTER.exec(text.slice(0, base.index));
  const which = (m: RegExpExecArray, at: number): number => "一二三四1234".indexOf(m[at] ?? m[at + 1] ?? "") % 4;
  const qoq = earlier ? which(earlier, 1) !== which(base, 2) : !base[1];
  return qoq ? { index: base.index, end: base.index + base[0].length } : null;
}
