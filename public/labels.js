// The page's words for the API's enums (zh-CN).

export const ROLE = { bull: "多方", bear: "空方", judge: "裁判" };

export const STANCE = {
  bullish: { text: "看多", className: "stance--bull" },
  bearish: { text: "看空", className: "stance--bear" },
  neutral: { text: "中性", className: "stance--neutral" },
};

/** Not by colour alone: every mark carries an icon and a word. */
export const MARK = {
  verified: { icon: "✅", text: "已核验", className: "mark--verified" },
  doubtful: { icon: "⚠️", text: "存疑", className: "mark--doubtful" },
  invalid: { icon: "❌", text: "引用无效", className: "mark--invalid" },
};

export const CATEGORY = { growth: "利多证据", risk: "利空证据", neutral: "中性证据" };

export const DIMENSION = { earnings: "盈利与成长", market: "市场表现", sentiment: "市场情绪", valuation: "估值", risk: "风险" };

export const SCORE_AXES = [
  { key: "factuality", label: "事实性" },
  { key: "logic", label: "逻辑强度" },
  { key: "relevance", label: "相关性" },
  { key: "riskCoverage", label: "风险覆盖" },
];

export const STATUS = { queued: "排队中", running: "辩论进行中", judging: "裁判评议中", done: "辩论已结束", failed: "辩论失败" };

export const STOP_REASON = {
  converged: "双方未再提出新证据或新维度，辩论提前收敛",
  budget: "已达到本场的 token 预算，提前进入裁判环节",
  turn_failed: "一方发言失败，裁判就已有内容评议",
};

export function percent(x) {
  return `${Math.round((Number(x) || 0) * 100)}%`;
}

export function formatAge(seconds) {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return "刚刚";
  if (s < 3600) return `${Math.floor(s / 60)} 分钟前`;
  if (s < 86400) return `${Math.floor(s / 3600)} 小时前`;
  return `${Math.floor(s / 86400)} 天前`;
}

export function formatDuration(ms) {
  const total = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}`;
}

export function formatDateTime(iso) {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return String(iso ?? "");
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatInt(n) {
  return Math.round(Number(n) || 0).toLocaleString("zh-CN");
}
