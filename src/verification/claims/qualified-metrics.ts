import { companiesIn } from "./company-names";
import type { Term } from "./named-terms";
import { findMetrics } from "./metric-lexicon";
import { PEER_GROUPS } from "./peer-groups";

/**
 * A metric's name qualified into another quantity the data does not hold: a segment's ("储能业务毛利率", "汽车板块
 * 利润"), a per-unit figure ("单车净利", "每吨毛利") or another basis ("营运利润", an insurer's operating profit). The
 * figure and judgement are that quantity's (❔ 数据中没有…), never the company's own metric's (a false ❌).
 */
// "储能业务2025年收入增速": the segment's year may stand between it and the metric.
const SEGMENT_YEAR = String.raw`(?:的)?(?:(?:19|20)\d{2}年度?(?:的)?)?`;
const SEGMENT = new RegExp(`[\\u4e00-\\u9fff]{1,6}(?:业务|板块|分部|事业部|事业群)${SEGMENT_YEAR}$`);
const PER_UNIT = /(?:单车|单台|单吨|吨酒|单瓶|每辆|每台|每吨|每瓶|人均|单位)$/;
const OTHER_BASIS = /营运$/;
/** "股份行整体营收", "同业总体2025年利润": a group's total, which the data (one company's) does not hold. */
const GROUP_TOTAL = new RegExp(`(?:${PEER_GROUPS})(?:整体|总体)(?:的)?(?:(?:19|20)\\d{2}年度?(?:的)?)?$`);
/** "招商银行整体营收" is the bank's own total: a group word ending a company's name (…银行) is no peer group. */
const groupTotal = (lead: string): RegExpExecArray | null => {
  const q = GROUP_TOTAL.exec(lead);
  return q && !companiesIn(lead).some((c) => c.index < q.index && c.end > q.index) ? q : null;
};
/**
 * A product line or market named right before the metric, without 业务/板块 ("储能毛利率", "海外收入占比"), its year
 * between as a segment's may be ("系列酒2025年收入").
 */
const PRODUCT_LINE = new RegExp(
  `(?:${[
    ["储能", "动力电池", "电池", "新能源车", "乘用车", "手机"],
    ["海外", "境外", "国内", "境内"],
    ["白酒", "酒类", "茅台酒", "系列酒"],
    ["寿险", "财险", "信用卡", "零售", "批发"],
    ["炼油", "化工", "油品", "成品油"],
    // A bank's income lines ("财富管理手续费收入", "利息收入"): a part of its revenue, not 营业总收入 itself.
    ["手续费及佣金", "手续费", "佣金", "财富管理", "中间业务", "利息"],
  ]
    .flat()
    .join("|")})${SEGMENT_YEAR}$`,
);
/**
 * A part of the metric named after it ("负债中的短期压力", "收入里的海外部分", "利润当中的投资收益"): a part of it the
 * data does not hold, unless what follows names a held metric of its own.
 */
const PART_OF = /^(?:中的|里的|当中的?|之中的?)([\u4e00-\u9fff]{1,8})/;

export function qualifiedMetrics(text: string): Term[] {
  const out: Term[] = [];
  for (const m of findMetrics(text)) {
    const part = PART_OF.exec(text.slice(m.end));
    if (part && findMetrics(part[1]!).every((n) => n.index > 0)) {
      out.push({
        index: m.index,
        end: m.end + part[0].length,
        kind: "unheld",
        word: text.slice(m.index, m.end + part[0].length),
      });
      continue;
    }
    const lead = text.slice(0, m.index);
    const q =
      SEGMENT.exec(lead) ??
      PRODUCT_LINE.exec(lead) ??
      PER_UNIT.exec(lead) ??
      OTHER_BASIS.exec(lead) ??
      groupTotal(lead);
    // "主营业务收入" is its own unheld name (phrase-words.ts UNHELD_TERMS).
    if (!q || q[0].startsWith("主营")) continue;
    out.push({ index: q.index, end: m.end, kind: "unheld", word: text.slice(q.index, m.end) });
  }
  return out;
}
