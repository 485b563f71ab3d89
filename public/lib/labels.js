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
export const DIMENSION = {
  earnings: "盈利与成长",
  market: "市场表现",
  sentiment: "市场情绪",
  valuation: "估值",
  risk: "风险",
};

/** What the four scores are (the server's copy: QUALITY_ZH in src/domain/labels.ts). */
export const QUALITY = {
  label: "辩论质量",
  note: "辩论质量评分衡量论证过程（论据是否属实、推理是否完整、是否切题、风险是否覆盖），不是方向判断正确的概率",
};

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
export const STATUS = {
  fetching: "正在获取数据",
  queued: "排队中",
  running: "辩论进行中",
  judging: "裁判评议中",
  done: "辩论已结束",
  failed: "辩论失败",
};

/** The report's five sections in order, as the Markdown report titles them (SECTION_TITLES in src/report/report.ts). */
export const REPORT_SECTIONS = ["核心结论", "辩论时间线", "事实证据链", "风险提示", "争议焦点"];

/** @type {Record<string, string>} */
export const STOP_REASON = {
  converged: "双方未再提出新证据或新维度，辩论提前收敛",
  budget: "已达到本场的词元预算，提前进入裁判环节",
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

/** @typedef {import("../../src/wire/wire-protocols").ProtocolInfo} ProtocolInfo */

/**
 * The protocols a debate can run, by id, as `GET /api/protocols` serves them (the server's plug-in registry): filled
 * by `useProtocols` before the page (or the CLI) renders anything. @type {Record<string, ProtocolInfo["labels"]>}
 */
export const PROTOCOL = {};

/** Every protocol's roles by title (fin_earnings → 收益分析师), from the same registry. @type {Record<string, string>} */
export const AGENT_ROLE = {};

/** Where a decision came from, as the verdict card says it, by the deciding role (every protocol's). @type {Record<string, string>} */
export const DECISION_SOURCE = {};

/** The registry in its order (the first default). @type {ProtocolInfo[]} */
export const PROTOCOLS = [];

/**
 * Takes the registry `GET /api/protocols` answered: the labels, role titles and page stages every view reads.
 * @param {ProtocolInfo[]} list
 */
export function useProtocols(list) {
  PROTOCOLS.splice(0, PROTOCOLS.length, ...list);
  for (const p of list) {
    PROTOCOL[p.id] = p.labels;
    Object.assign(AGENT_ROLE, p.roles);
    Object.assign(DECISION_SOURCE, p.page.decisionSources);
  }
}

/** @param {string | undefined | null} id */
export const protocolInfo = (id) => PROTOCOLS.find((p) => p.id === id) ?? null;

/** The protocol a request that names none runs. */
export const defaultProtocol = () => (PROTOCOLS.find((p) => p.default) ?? PROTOCOLS[0])?.id ?? "";

/** A role with no evidence is not asked: a neutral note, not a failure (src/domain/labels.ts NO_EVIDENCE_NOTE). */
export const NO_EVIDENCE_NOTE = "数据不足，未参与";

/**
 * What the page says of a failed turn: the server's Chinese `failure` (src/models/failure-text.ts failureText, the one
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
export const MEMORY_MATCH = {
  "same ticker": "同一股票",
  "same regime": "同一市场状态",
  "same ticker and regime": "同一股票且同一市场状态",
};
