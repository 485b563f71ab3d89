/**
 * The server's Chinese words for the API's enums, one table per meaning, so a report, a verdict note and a prompt
 * cannot drift apart. public/lib/labels.js holds the page's copy (it cannot import TypeScript);
 * test/domain/labels.test.ts fails when the two part.
 */
import type { Role, Stance, VerificationStatus } from "../debate/debate-types";
import type { Conviction, Direction } from "../debate/role-output";
import type { DebateStatus } from "../debate/debate-state";
import type { Dimension } from "./metric-catalog";

/** A stance as a verdict states it: the report headline, the verdict rule's notes, a role's conclusion. */
export const STANCE_ZH: Record<Stance, string> = { bullish: "看多", bearish: "看空", neutral: "中性" };

/**
 * A lean: the same enum worded as an inclination, for reasoning that infers a direction rather than rules on it.
 * Distinct from STANCE_ZH on purpose: "偏多" is not "看多".
 */
export const LEAN_ZH: Record<Stance, string> = { bullish: "偏多", bearish: "偏空", neutral: "中性" };

/** The seats of the adversarial debate. */
export const ROLE_ZH: Record<Role, string> = { bull: "多方", bear: "空方", judge: "裁判" };

/** What verification made of a point, as a reader sees it: never by colour alone, always an icon and a word. */
export const VERIFICATION_MARK: Record<VerificationStatus, string> = {
  verified: "✅ 已核验",
  doubtful: "⚠️ 存疑",
  unverifiable: "❔ 未能核验",
  invalid: "❌ 引用无效",
};

/** A one-day/week/month direction of the graph protocols. */
export const DIRECTION_ZH: Record<Direction, string> = { up: "上涨", down: "下跌", flat: "持平" };

/** The three horizons of a direction call, in the order a report lists them. */
export const HORIZON_ZH = [
  ["day", "一日"],
  ["week", "一周"],
  ["month", "一月"],
] as const;

/** "一日持平/一周持平/一月上涨": a role's three direction calls as one phrase. */
export function horizonsZh(h: Record<"day" | "week" | "month", Direction>, sep = "/"): string {
  return HORIZON_ZH.map(([k, name]) => `${name}${DIRECTION_ZH[h[k]]}`).join(sep);
}

/** How strongly a graph role holds its stance. */
export const CONVICTION_ZH: Record<Conviction, string> = { low: "低", medium: "中", high: "高" };

/** Where a debate is (the page says the same in public/lib/labels.js STATUS). */
export const STATUS_ZH: Record<DebateStatus, string> = {
  fetching: "获取数据中",
  queued: "排队中",
  running: "辩论进行中",
  judging: "裁判评议中",
  done: "已完成",
  failed: "失败",
};

/**
 * A role with nothing to cite is not asked (it could only invent): a neutral note, not a failure, and it has no hit
 * rate. The room's step runner records it with this text; the report and the page recognise it by `skipped`.
 */
export const NO_EVIDENCE_NOTE = "数据不足，未参与";

/** An evidence dimension as the report and a role's data gaps name it (the page's DIMENSION). */
export const DIMENSION_ZH: Record<Dimension, string> = {
  earnings: "盈利与成长",
  market: "市场表现",
  sentiment: "市场情绪",
  valuation: "估值",
  risk: "风险",
};

/** A prediction's horizons as the memory section and the track record (战绩) name them. */
export const MEMORY_HORIZON_ZH: Record<"1d" | "1w" | "1m", string> = { "1d": "一日", "1w": "一周", "1m": "一月" };

/** Why a past situation was recalled (the page's copy: MEMORY_MATCH in public/lib/labels.js). */
export const MEMORY_MATCH_ZH: Record<string, string> = {
  "same ticker": "同一股票",
  "same regime": "同一市场状态",
  "same ticker and regime": "同一股票且同一市场状态",
};

/** What a debate's fetching phase fetches (src/ingest/fetch/freshness.ts), as events and the report name it. */
export const DATA_KIND_ZH: Record<"financials" | "quotes" | "announcements", string> = {
  financials: "财务数据",
  quotes: "行情",
  announcements: "公告",
};

/** The track record's baselines (the page's copy: BASELINE in public/lib/labels.js). */
export const BASELINE_ZH: Record<"always_up" | "momentum_20d" | "yesterday", string> = {
  always_up: "总是看涨",
  momentum_20d: "20日动量",
  yesterday: "昨日方向",
};

/** The four quality scores' names (the page's copy: SCORE_AXES in public/lib/labels.js). */
export const SCORE_ZH = {
  factuality: "事实性",
  logic: "逻辑强度",
  relevance: "相关性",
  riskCoverage: "风险覆盖",
} as const;

/**
 * What the judge's four scores and the overall are (the page's copy: QUALITY in public/lib/labels.js): the quality of
 * the debate's argument, not the chance that its direction comes true; the verdict card, the report, the CLI and the
 * API all name them so.
 */
export const QUALITY_ZH = {
  label: "辩论质量",
  note: "辩论质量评分衡量论证过程（论据是否属实、推理是否完整、是否切题、风险是否覆盖），不是方向判断正确的概率",
} as const;

/**
 * Words for the calibrated probability that a call comes true: the one table conviction words follow (lower bound,
 * words), so the same probability always reads the same.
 */
export const PROBABILITY_WORDS_ZH: readonly (readonly [number, string])[] = [
  [0.7, "较大可能"],
  [0.6, "可能"],
  [0.5, "略高于一半"],
  [0, "不到一半"],
];

export const probabilityWords = (p: number): string => PROBABILITY_WORDS_ZH.find(([min]) => p >= min)![1];

/** The model label of the offline provider, as the track record shows it. */
export const OFFLINE_MODEL_ZH = "离线规则引擎";
