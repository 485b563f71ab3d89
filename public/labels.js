// @ts-check
// The page's words for the API's enums (zh-CN). Keyed by string: the page looks up whatever the API sends and falls
// back when a value is new to it.

/** @type {Record<string, string>} */
export const ROLE = { bull: "多方", bear: "空方", judge: "裁判" };

/** @type {Record<string, { text: string, className: string }> & { neutral: { text: string, className: string } }} */
export const STANCE = {
  bullish: { text: "看多", className: "stance--bull" },
  bearish: { text: "看空", className: "stance--bear" },
  neutral: { text: "中性", className: "stance--neutral" },
};

/** Not by colour alone: every mark carries an icon and a word. @type {Record<string, { icon: string, text: string, className: string }> & { doubtful: { icon: string, text: string, className: string } }} */
export const MARK = {
  verified: { icon: "✅", text: "已核验", className: "mark--verified" },
  doubtful: { icon: "⚠️", text: "存疑", className: "mark--doubtful" },
  unverifiable: { icon: "❔", text: "未能核验", className: "mark--unverifiable" },
  invalid: { icon: "❌", text: "引用无效", className: "mark--invalid" },
};

/** @type {Record<string, string>} */
export const CATEGORY = { growth: "利多证据", risk: "利空证据", neutral: "中性证据" };

/** @type {Record<string, string>} */
export const DIMENSION = { earnings: "盈利与成长", market: "市场表现", sentiment: "市场情绪", valuation: "估值", risk: "风险" };

/** @type {{ key: "factuality" | "logic" | "relevance" | "riskCoverage", label: string }[]} */
export const SCORE_AXES = [
  { key: "factuality", label: "事实性" },
  { key: "logic", label: "逻辑强度" },
  { key: "relevance", label: "相关性" },
  { key: "riskCoverage", label: "风险覆盖" },
];

/** The statuses of a debate still under way (its stream is worth watching; its report is not final yet). */
export const LIVE_STATUSES = new Set(["fetching", "queued", "running", "judging"]);

/** @type {Record<string, string>} */
export const STATUS = { fetching: "正在获取数据", queued: "排队中", running: "辩论进行中", judging: "裁判评议中", done: "辩论已结束", failed: "辩论失败" };

/** The report's five sections in order, as the Markdown report titles them (SECTION_TITLES in src/report/report.ts). */
export const REPORT_SECTIONS = ["核心结论", "辩论时间线", "事实证据链", "风险提示", "争议焦点"];

/** @type {Record<string, string>} */
export const STOP_REASON = {
  converged: "双方未再提出新证据或新维度，辩论提前收敛",
  budget: "已达到本场的 token 预算，提前进入裁判环节",
  turn_failed: "一方发言失败，裁判就已有内容评议",
};

/** @param {number} x */
export function percent(x) {
  return `${Math.round((Number(x) || 0) * 100)}%`;
}

/** @param {number} seconds */
export function formatAge(seconds) {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return "刚刚";
  if (s < 3600) return `${Math.floor(s / 60)} 分钟前`;
  if (s < 86400) return `${Math.floor(s / 3600)} 小时前`;
  return `${Math.floor(s / 86400)} 天前`;
}

/** @param {number} ms */
export function formatDuration(ms) {
  const total = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

/** @param {string} iso */
export function formatDateTime(iso) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso ?? "");
  const pad = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** @param {number | undefined} n */
export function formatInt(n) {
  return Math.round(Number(n) || 0).toLocaleString("zh-CN");
}

/** The three protocols a debate can run (POST /api/debates `protocol`). @type {Record<string, { text: string, short: string, long: string, hint: string }>} */
export const PROTOCOL = {
  adversarial: { text: "多空辩论", short: "多空", long: "多空辩论", hint: "多方与空方逐轮交锋，裁判按规则评分" },
  findebate: { text: "FinDebate", short: "FinDebate", long: "FinDebate 专家分析+安全辩论", hint: "五位专家分析师并行 → 合成初稿 → 信任/质疑/主导安全辩论，立场与方向锁定" },
  tradingagents: { text: "TradingAgents", short: "TA", long: "TradingAgents 交易团队", hint: "分析师团队 → 多空研究员辩论 → 研究经理 → 交易员 → 三方风控辩论 → 组合经理" },
};

/** The graph protocols' roles (same titles as the report, src/debate/prompts/role-prompts.ts). @type {Record<string, string>} */
export const AGENT_ROLE = {
  fin_earnings: "收益分析师",
  fin_market: "市场预测师",
  fin_sentiment: "情绪分析师",
  fin_valuation: "估值分析师",
  fin_risk: "风险分析师",
  synthesiser: "报告合成师",
  trust: "信任智能体",
  skeptic: "质疑智能体",
  leader: "主导智能体",
  ta_fundamentals: "基本面分析师",
  ta_technical: "技术分析师",
  ta_news: "新闻分析师",
  ta_sentiment: "情绪分析师",
  bull_researcher: "多头研究员",
  bear_researcher: "空头研究员",
  research_manager: "研究经理",
  trader: "交易员",
  risk_aggressive: "激进风控",
  risk_neutral: "中性风控",
  risk_conservative: "保守风控",
  portfolio_manager: "组合经理",
};

/** A role with no evidence is not asked: a neutral note, not a failure (src/domain/labels.ts NO_EVIDENCE_NOTE). */
export const NO_EVIDENCE_NOTE = "数据不足，未参与";

/**
 * What the page says of a failed turn: the server's Chinese `failure` (src/report/error-line.ts failureText, the one
 * definition: the page translates nothing). A turn stored before the server sent it says where the reason is instead
 * of showing the provider's raw message, which is often English; that raw message stays in report.json for the audit.
 * @param {{ failure?: string }} turn
 */
export function failureOf(turn) {
  return turn.failure ?? "原因见报告的错误记录";
}

/** @type {Record<string, string>} */
export const CONVICTION = { low: "低", medium: "中", high: "高" };

/** @type {Record<string, { icon: string, text: string, className: string }>} */
export const DIRECTION = {
  up: { icon: "↑", text: "上涨", className: "dir--up" },
  down: { icon: "↓", text: "下跌", className: "dir--down" },
  flat: { icon: "→", text: "持平", className: "dir--flat" },
};

/** @type {{ key: "day" | "week" | "month", label: string }[]} */
export const HORIZON = [
  { key: "day", label: "一日" },
  { key: "week", label: "一周" },
  { key: "month", label: "一月" },
];

/** @type {Record<string, string>} */
export const MEMORY_MATCH = { "same ticker": "同一股票", "same regime": "同一市场状态", "same ticker and regime": "同一股票且同一市场状态" };
