import { type ClaimCheck, undecided } from "./check-series";
import type { Assertion } from "./parse-assertions";
import { assertsNothing } from "./idle-clauses";

/**
 * The honest default for a point the grammar reads no clause of ("茅台提价了", "公司被纳入MSCI指数", "年报在3月下旬就
 * 挂网了"): no check covered it, so a fact it states is 未能核验 with the reason, never a silent ✅. A point that
 * states no fact - a recommendation, a rating kept, a plan, a note's title ("公告：2024年年度报告，方向不明") - asserts
 * nothing a check could take and stays as it is.
 *
 * A clause states a fact when it holds a finished event (了, 已, 被, 发布, 纳入, 提价…), a state or a change
 * said of its subject (没有, 未, 增长, 偏弱, 稳居第一…) or a figure other than a year or a date; it states none
 * when it opens with advice or a stance (建议, 维持, 看好, 关注, 待…再…) or is a plan or heading idle-clauses.ts
 * lets go.
 */
const EVENT = new RegExp(
  "了|已|曾|被|过(?![于度高低])|完成|发布|公告了|披露|推出|实施|挂出|挂网|出台|宣布|纳入|剔除|" +
    "调入|调出|入选|提价|涨价|降价|提高|下调|上调|签订|签署|中标|获批|召开|通过|落地",
);
const STATE = new RegExp(
  "没有|未(?!来)|无(?!法)|增长|下降|下滑|上升|上涨|下跌|增加|减少|回落|回升|突破|跌破|创出?|" +
    "超过|低于|高于|达到|占|累计|偏[强弱高低]|回暖|低迷|疲软|强劲|走弱|走强|见底|见顶|" +
    "[稳位]居|居首|排名|第[一二三四五六七八九十]|领先|落后|最[高低大小多少快慢]",
);
/** A figure that is not a year, a month, a day or a report's period: "6份", "30%", "1.2倍". */
const FIGURE = /\d+(?:\.\d+)?(?!\d|\.\d|\s*(?:年|月|日|季度|[-/.]\d))/;
const ADVICE = new RegExp(
  "^(?:我们?|笔者|本文)?(?:仍|继续|依然|还是|暂时|暂且|短期|中期|长期)?" +
    "(?:建议|维持|看好|看淡|看空|看多|推荐|关注|观望|等待|待|宜|应|值得|不妨|谨慎|给予|首次覆盖|评级|" +
    "可(?:以)?(?:关注|逢低|持有|买入|配置))",
);
/** "决策：", "消息面：", "2025-04-03 公告：": a label before a colon names what follows; it states nothing itself. */
const LABEL = /^[^，,；;。：:]{0,16}[：:]/;

const statesFact = (clause: string): boolean => {
  const c = clause.replace(LABEL, "").trim();
  if (!c || ADVICE.test(c) || assertsNothing(c)) return false;
  const plain = c.replace(/\d{4}\s*[-/.]\s*\d{1,2}\s*[-/.]\s*\d{1,2}/g, "");
  return EVENT.test(plain) || STATE.test(plain) || FIGURE.test(plain);
};

/** 未能核验 for a point of which no clause was read, where it states a fact; nothing otherwise. */
export function unreadPoint(claim: string | undefined, assertions: readonly Assertion[]): ClaimCheck[] {
  if (!claim || assertions.some((a) => a.from === "claim")) return [];
  const fact = claim
    .split(/[，,；;。！!？?]/)
    .find(statesFact)
    ?.replace(LABEL, "")
    .trim();
  if (!fact) return [];
  const shown = fact.length > 24 ? `${fact.slice(0, 24)}…` : fact;
  return [undecided("scope", "可核验的内容", `“${shown}”所说的事没有能与数据核对的数字、指标或公告`)];
}
