import { findMetrics } from "./metric-lexicon";

/**
 * Names of a quantity the lexicon does not hold ("利息支出", "固定资产", "有息负债"): a run of
 * words ending in the head noun of a financial quantity, the head not inside a metric's name. A figure after such a
 * name is that quantity's, not the metric named before it or the clause before's (❔ 数据中没有…, never ❌).
 */

/** Head nouns of a financial quantity; 利润 and 收入 alone are the lexicon's (their segments: clause-terms.ts). */
const HEADS = /(?:流出|流入|支出|开支|投入|收入|成本|费用|现金|资产|负债|拨备|存款|贷款)/g;
/** A character that ends a name on its left: a function word, or a verb of the sentence. */
const LEFT_STOP = /[的为是约达了和与及较比在占从由至到将已仍也都而但却只仅近超共对把被其中后前里以按从则并、]/;
/** Period and span words that stand before a name without being part of it ("年末现金", "三年累计…"). */
const LEADING_TIME = new RegExp(
  "^(?:(?:年末|年底|年初|年度|期末|期初|同期|当年|当期|全年|单季度?|季度|上半年|下半年|前三季度|[一二三四]季度" +
    "|今年|去年|本期|报告期|累计|合计|[一二两三四五六七八九十]年|年)+)",
);
/** How many characters of a name may stand before its head. */
const MAX_LEAD = 8;

export interface UnheldPhrase {
  index: number;
  end: number;
  word: string;
}

export function unheldPhrases(text: string): UnheldPhrase[] {
  const names = findMetrics(text);
  const out: UnheldPhrase[] = [];
  for (const h of text.matchAll(HEADS)) {
    const head = h.index;
    const end = head + h[0].length;
    // "营业成本", "总资产", "经营现金流": a head inside a metric's name is that metric's.
    if (names.some((m) => m.index <= head && end <= m.end)) continue;
    let start = head;
    while (start > 0 && head - start < MAX_LEAD && /[\u4e00-\u9fff]/.test(text[start - 1]!)) {
      if (LEFT_STOP.test(text[start - 1]!)) break;
      start--;
    }
    const lead = text.slice(start, head).replace(LEADING_TIME, "");
    start = head - lead.length;
    // "净流出", "总负债": one character before the head is a qualifier of a name the clause named, not a new name.
    if (lead.length < 2 || !FIGURE_AFTER.test(text.slice(end))) continue;
    // "比上年多流出约321亿元", "少支出": more or less of the flow the clause named, a change of it, not a new name.
    if (/[多少]$/.test(lead)) continue;
    // "分红付息流出", "投资活动现金流净流出": a head after a metric's name is that name's tail.
    if (names.some((m) => m.index < head && start < m.end)) continue;
    // "投资活动现金净流出": the longer name, ending at the later head, replaces the one inside it.
    const inner = out.findIndex((o) => o.index >= start && o.end <= end);
    if (inner >= 0) out.splice(inner, 1);
    out.push({ index: start, end, word: text.slice(start, end) });
  }
  return out;
}

/** The name is the subject of a figure right after it ("利息支出约20亿元", "固定资产为…"). */
const FIGURE_AFTER = /^\s*(?:[:：]|为|是|约|达到?|高达|仅|只有|共|合计|累计|净流出|净流入)*\s*[-+]?\d/;
