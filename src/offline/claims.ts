import type { DebaterRole } from "../debate/debate-types";
import { MAX_CLAIM_CHARS } from "../debate/debate-types";
import { fitClauses } from "./fragments";
import { goodness, type Reading } from "./reading";

/** What a point says about one reading: the quote it cites, and its claim phrased for the side that argues it. */

export function quoteOf(r: Reading): string {
  const body = r.fragment.body;
  return body.length <= 160 ? body : fitClauses(body, 160) || body.slice(0, 160);
}

// The phrases hold no digits: every number in a claim comes from the cited text.

function bullPhrase(r: Reading): string {
  if (r.special === "ocf_coverage") return "盈利含金量高";
  if (r.special === "goodwill_share") return "商誉负担轻";
  const rising = goodness(r) > 0;
  switch (r.family) {
    case "scale":
      if (!rising) return "经营规模稳居高位";
      if (r.metric === "revenue" || r.metric === "operating_revenue") return "增长动能明确";
      if (r.metric === "basic_eps") return "股东回报随盈利提升";
      return "盈利增长扎实";
    case "profitability":
      return "盈利能力突出";
    case "cash":
      return r.metric === "cash" ? "账上资金充裕" : "现金流充沛";
    case "leverage":
      return "财务结构稳健";
    case "working_capital":
      return r.metric === "contract_liabilities" ? "预收款充足，需求有支撑" : "营运资本管理有效";
    case "valuation":
      return "估值有基本面支撑";
    case "costs":
      return r.metric === "research_expense" ? "研发投入加码，巩固竞争力" : "费用管控有效";
    case "goodwill":
      return "商誉负担轻";
    case "market":
      return "市场认可度提升";
    case "event":
      return "公司层面释放积极信号";
  }
}

function bearPhrase(r: Reading): string {
  if (r.special === "ocf_coverage") return "现金流弱于利润，盈利质量存疑";
  if (r.special === "goodwill_share") return "商誉占比高，存在减值隐患";
  switch (r.family) {
    case "scale":
      return r.metric === "revenue" || r.metric === "operating_revenue" ? "增长动能减弱" : "盈利增长失速";
    case "profitability":
      return "盈利能力下滑";
    case "cash":
      return r.metric === "cash" ? "账上资金减少" : "现金流恶化";
    case "leverage":
      return "负债扩张，偿债压力上升";
    case "working_capital":
      if (r.metric === "inventory") return "存货攀升，去化压力加大";
      if (r.metric === "contract_liabilities") return "预收款减少，需求前瞻走弱";
      return "回款放缓，收入质量下降";
    case "valuation":
      return "估值偏高，安全边际不足";
    case "costs":
      return "成本费用上行，挤压利润空间";
    case "goodwill":
      return "商誉减值隐患未消";
    case "market":
      return "股价走弱，市场信心不足";
    case "event":
      return "公司层面存在利空信号";
  }
}

/** A claim makes one point: long derived texts keep their leading clauses (the subject figure and its move). */
const MAX_FRAGMENT_CHARS = 70;

export function claimFor(role: DebaterRole, r: Reading, rebuts: string | undefined): string {
  const period = r.fragment.period ?? "";
  // A date needs a space before the next figure ("2025-06-30 收盘价"); a report label does not ("2024年报营业总收入").
  const lead = `${rebuts === undefined ? "" : `针对${rebuts}：`}${period}${/\d$/.test(period) ? " " : ""}`;
  const phrase = role === "bull" ? bullPhrase(r) : bearPhrase(r);
  const budget = Math.min(MAX_FRAGMENT_CHARS, MAX_CLAIM_CHARS - lead.length - phrase.length - 1);
  const withPhrase = fitClauses(r.fragment.body, budget);
  if (withPhrase !== "") return `${lead}${withPhrase}，${phrase}`;
  const bare = fitClauses(r.fragment.body, MAX_CLAIM_CHARS - lead.length);
  return `${lead}${bare}`.slice(0, MAX_CLAIM_CHARS);
}
