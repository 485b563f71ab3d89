import { companiesIn } from "./company-names";

/**
 * Whether the two characters before a short 收入/利润 can be a segment's name ("外供收入", "储能利润", "寿险利润"):
 * a segment is a noun. What ends a verb or a preposition's phrase, a count, a company's own name or a verb taking
 * the metric as its object is no segment: the metric after it is the company's own ("收入端先于利润回暖", "别只盯着利润
 * 降了4.5%", "营收下滑的情况下利润仍多赚了15%", "三万亿收入", "平安利润").
 */

/**
 * A function character that ends a verb's phrase, never a noun: an aspect's 着 (盯着, 意味着), the disposal 把, a
 * verb's result or direction (保住, 换来, 六年下来, 写进). A comparison's 于 ("利润端好于收入端") is left: what it
 * compares is no figure of either metric.
 */
const PHRASE_END = /[着把住来进]$/;
/**
 * A count or a size before the metric ("一个收入", "两项利润", "三万亿收入", "百亿级收入"); a fraction ("一半收入")
 * is a part of the metric, which the data does not hold.
 */
const COUNTED = /^[\d一二两三四五六七八九十百千万亿几每](?!半)/;
/** The frame of a condition ("营收下滑的情况下利润…", "价格战背景下收入…"). */
const CONDITION = /(?:情况|背景|压力|前提|条件|环境|形势)下$/;
/**
 * Verbs taking the metric as their object ("价格战侵蚀利润", "多方强调利润增速", "双方都认可利润高增", a record's
 * "创下利润新高", "再创收入纪录", "刷新利润纪录"), and words standing before the company's own metric ("诚然利润").
 */
const BEFORE_OWN = new RegExp(
  "(?:关于|对于|有关|侵蚀|反噬|吞噬|挤压|蚕食|强调|认可|承认|出现|叠加|匹配|公告|披露|确认|诚然|任何|自身" +
    "|创[下出]?|刷新)$",
);

/** `lead` is the text before the alias; false when its last two characters cannot name a segment. */
export function segmentLead(lead: string): boolean {
  if (PHRASE_END.test(lead) || COUNTED.test(lead.slice(-2)) || CONDITION.test(lead) || BEFORE_OWN.test(lead))
    return false;
  // "比亚迪利润", "平安利润": a company's name ends right where the metric starts.
  return !companiesIn(lead).some((c) => c.end === lead.length);
}
