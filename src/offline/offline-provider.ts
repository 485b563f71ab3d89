import { METRICS, type MetricDef, type MetricKey } from "../ingest/metric-catalog";
import type {
  ArgueTask,
  DebaterOutput,
  DebaterRole,
  EvidenceItem,
  JudgeOutput,
  JudgeTask,
  Point,
  PointOutput,
  Stance,
} from "../debate/debate-types";
import type { ModelProvider, ModelRequest, ModelResult } from "../models/model-provider";
import { offlineRoleOutput } from "./roles/role-dispatch";
import { MAX_CLAIM_CHARS } from "../debate/prompts/debater-prompts";
import { estimateMessagesTokens, estimateTokens } from "../models/token-estimate";

/**
 * The offline analyst: a deterministic, rule-based provider that argues from `request.task` (the structured
 * evidence pack), not from the prompt text. It reads each item's figures, category, dimension and period,
 * ranks items by how strongly they support its side, and copies the claim's numbers from the item's own text,
 * so every claim it makes is checkable. Same task in, same JSON out: no randomness, no clock.
 */
export function createOfflineProvider(): ModelProvider {
  return {
    provider: "offline",
    model: "rule-based-v1",
    async complete(request: ModelRequest, onDelta?: (text: string) => void): Promise<ModelResult> {
      const task = request.task;
      const output = task.kind === "argue" ? argue(task) : task.kind === "role" ? offlineRoleOutput(task) : judge(task);
      const text = JSON.stringify(output);
      if (onDelta !== undefined) for (const piece of chunksOf(text, STREAM_PIECES)) onDelta(piece);
      return {
        ok: true,
        reply: {
          text,
          promptTokens: estimateMessagesTokens(request.messages),
          completionTokens: estimateTokens(text),
          estimated: true,
        },
      };
    },
  };
}

const STREAM_PIECES = 4;

// ---- Reading one evidence item ----

/** Metric families: rebuttals answer on the same family, openings spread over different ones. */
export type Family =
  | "scale"
  | "profitability"
  | "cash"
  | "leverage"
  | "working_capital"
  | "goodwill"
  | "valuation"
  | "costs"
  | "market"
  | "event";

export const FAMILY_LABEL: Record<Family, string> = {
  scale: "成长性",
  profitability: "盈利能力",
  cash: "现金流质量",
  leverage: "偿债与杠杆",
  working_capital: "营运资本",
  goodwill: "商誉",
  valuation: "估值",
  costs: "成本费用",
  market: "市场表现",
  event: "公司事件",
};

const METRIC_FAMILY: Record<MetricKey, Family> = {
  revenue: "scale",
  operating_revenue: "scale",
  operating_profit: "scale",
  total_profit: "scale",
  net_income: "scale",
  net_profit: "scale",
  deducted_net_profit: "scale",
  basic_eps: "scale",
  gross_margin: "profitability",
  net_margin: "profitability",
  roe: "profitability",
  operating_cash_flow: "cash",
  investing_cash_flow: "cash",
  financing_cash_flow: "cash",
  dividends_interest_paid: "cash",
  capex: "cash",
  ocf_per_share: "cash",
  cash: "cash",
  total_assets: "leverage",
  total_liabilities: "leverage",
  parent_equity: "leverage",
  debt_ratio: "leverage",
  accounts_receivable: "working_capital",
  ar_days: "working_capital",
  inventory: "working_capital",
  contract_liabilities: "working_capital",
  goodwill: "goodwill",
  bps: "valuation",
  pe_ttm: "valuation",
  pb: "valuation",
  market_cap: "valuation",
  operating_cost: "costs",
  selling_expense: "costs",
  admin_expense: "costs",
  research_expense: "costs",
};

/**
 * +1: a rise is good news for the company; -1: a rise is bad news; 0: a rise says nothing by itself
 * (investment and financing flows, market value). Costs are not "risk" in the catalogue, but rising costs are
 * still the bear's argument.
 */
function polarity(metric: MetricKey): -1 | 0 | 1 {
  const def: MetricDef = METRICS[metric];
  if (def.higherIsWorse === true) return -1;
  switch (metric) {
    case "operating_cost":
    case "selling_expense":
    case "admin_expense":
    case "pe_ttm":
    case "pb":
      return -1;
    case "investing_cash_flow":
    case "financing_cash_flow":
    case "market_cap":
      return 0;
    default:
      return 1;
  }
}

/** Longest catalogue labels first, so "扣非归母净利润" is not read as "归母净利润"; derived indicators add a few names. */
const LABELS = [
  ...(Object.keys(METRICS) as MetricKey[]).map((key) => ({ key, label: METRICS[key].label as string })),
  { key: "capex" as const, label: "资本开支" },
  { key: "operating_cash_flow" as const, label: "经营现金流" },
].sort((a, b) => b.label.length - a.label.length);

/** Figures that state a move rather than a level: YoY, trend changes, price returns and drawdowns. */
const CHANGE_LABEL = /同比|增长率|增速|变动|变化|涨跌幅|涨幅|回撤|yoy/i;

type Special = "ocf_coverage" | "goodwill_share" | null;

export interface Reading {
  item: EvidenceItem;
  metric: MetricKey | null;
  special: Special;
  family: Family;
  /** The item's main level figure, in its stated unit. */
  level: number | null;
  /** The item's first stated move (YoY in %, a trend change, a price return), when it states one. */
  change: number | null;
  /** Strength for each side; > 0 means the side can argue from it. */
  strength: Record<DebaterRole, number>;
  fragment: Fragment;
}

function metricOf(label: string): MetricKey | null {
  return LABELS.find((l) => label.includes(l.label))?.key ?? null;
}

function specialOf(label: string, unit: string): Special {
  if (label.includes("现金流") && label.includes("利润") && unit === "倍") return "ocf_coverage";
  if (label.includes("商誉") && label.includes("/") && unit === "%") return "goodwill_share";
  return null;
}

export function read(item: EvidenceItem, latestYear: number): Reading {
  const changes = item.figures.filter((f) => CHANGE_LABEL.test(f.label));
  const levels = item.figures.filter((f) => !CHANGE_LABEL.test(f.label));
  const specialFigure = levels.find((f) => specialOf(f.label, f.unit) !== null);
  const special = specialFigure === undefined ? null : specialOf(specialFigure.label, specialFigure.unit);
  const main = specialFigure ?? levels[0];
  const metric = (main === undefined ? null : metricOf(main.label)) ?? (changes[0] === undefined ? null : metricOf(changes[0].label));
  const family: Family =
    special === "ocf_coverage" ? "cash"
    : special === "goodwill_share" ? "goodwill"
    : metric !== null ? METRIC_FAMILY[metric]
    : item.dimension === "market" ? "market"
    : item.figures.length === 0 ? "event"
    : familyOfDimension(item.dimension);
  const reading: Reading = {
    item,
    metric,
    special,
    family,
    level: main?.value ?? null,
    change: changes[0]?.value ?? null,
    strength: { bull: 0, bear: 0 },
    fragment: fragmentOf(item.text),
  };
  const recency = recencyWeight(item, latestYear);
  reading.strength = {
    bull: round2(bullStrength(reading) * recency),
    bear: round2(bearStrength(reading) * recency),
  };
  return reading;
}

function familyOfDimension(dimension: string): Family {
  if (dimension === "valuation") return "valuation";
  if (dimension === "risk") return "leverage";
  if (dimension === "earnings") return "scale";
  return "event";
}

/** Newer reports speak more to the present: each year older than the newest item costs 15%. */
function recencyWeight(item: EvidenceItem, latestYear: number): number {
  const year = yearOf(item);
  if (year === null) return 1;
  return Math.max(0.55, 1 - 0.15 * (latestYear - year));
}

function yearOf(item: EvidenceItem): number | null {
  const m = /^(\d{4})/.exec(item.period ?? item.publicDate);
  return m?.[1] === undefined ? null : Number(m[1]);
}

/** Direction of the change for the company: > 0 good news, < 0 bad news. */
function goodness(r: Reading): number {
  if (r.change === null) return 0;
  if (r.metric !== null) return polarity(r.metric) * r.change;
  // Price returns and drawdowns: up is good news, a drawdown is already negative.
  return r.family === "market" ? r.change : 0;
}

/**
 * Scores for how hard an item pushes each side. A stated move dominates (a bull is growth-oriented, a bear hunts
 * deterioration): 2 points plus 1 per 5% of change, capped at 60%. Moves under one percent (or point) are noise.
 * Levels add less: a wide margin, a high ROE, cash flow covering profit, or for the bear a high debt ratio,
 * goodwill share or valuation.
 */
function moveScore(magnitude: number): number {
  return magnitude < 1 ? 0 : 2 + Math.min(magnitude, 60) / 5;
}

function bullStrength(r: Reading): number {
  if (r.family === "event") return r.item.category === "growth" ? 1 : 0;
  const good = goodness(r);
  let s = good > 0 ? moveScore(good) : -moveScore(-good);
  const v = r.level;
  if (v !== null) {
    if (r.special === "ocf_coverage") s += v >= 1 ? 1 + Math.min(v - 1, 1) * 3 : -2;
    else if (r.special === "goodwill_share") s += v < 5 ? 0.5 : -1;
    else if (r.metric === "gross_margin" || r.metric === "net_margin") s += v >= 30 ? 1 + (v - 30) / 40 : 0;
    else if (r.metric === "roe") s += v >= 15 ? 1 + Math.min(v - 15, 30) / 15 : 0;
    else if (r.metric === "debt_ratio") s += v < 40 ? (40 - v) / 20 : -1;
    else if (r.metric === "contract_liabilities" || r.metric === "cash") s += 0.5;
  }
  // Without a stated move the classifier's category (set from the prior-year comparison) is the signal.
  if (r.item.category === "growth") s += r.change === null ? 1 : 0.5;
  if (r.item.category === "risk" && good <= 0) s -= 1;
  return Math.max(0, s);
}

function bearStrength(r: Reading): number {
  if (r.family === "event") return r.item.category === "risk" ? 1.5 : 0;
  const good = goodness(r);
  let s = good < 0 ? moveScore(-good) : -moveScore(good);
  const v = r.level;
  if (v !== null) {
    if (r.special === "ocf_coverage") s += v < 1 ? 1 + (1 - Math.max(v, 0)) * 5 : -2;
    else if (r.special === "goodwill_share") s += 0.5 + Math.min(v, 50) / 5;
    else if (r.metric === "debt_ratio") s += v >= 50 ? 1 + (v - 50) / 10 : 0;
    else if (r.metric === "pe_ttm") s += v >= 25 ? 1 + Math.min(v - 25, 75) / 20 : 0;
    else if (r.metric === "pb") s += v >= 5 ? 1 + Math.min(v - 5, 20) / 5 : 0;
  }
  if (r.item.category === "risk") s += r.change === null ? 1 : 0.5;
  if (r.item.category === "growth" && good >= 0) s -= 1;
  return Math.max(0, s);
}

// ---- Cutting quotes and claim fragments from the chunk text ----

interface Fragment {
  /** "2024年报", as the text itself writes it (null when the text names no period). */
  period: string | null;
  /** The fact itself, between the company/period prefix and the source parenthesis: a verbatim substring. */
  body: string;
}

const COMPANY_PREFIX = /^\s*[^\s()（）]{1,20}[（(]\d{6}(?:\.[A-Z]{2})?[)）]\s*/u;
const PERIOD_TOKEN = /^(?:截至)?(\d{4}(?:年报|年度|年?[一二三四]季报|年?中报|年?半年报|Q[1-4])|\d{4}-\d{2}-\d{2})\s*/u;

function fragmentOf(text: string): Fragment {
  let start = 0;
  let period: string | null = null;
  const company = COMPANY_PREFIX.exec(text);
  if (company !== null) start = company[0].length;
  const p = PERIOD_TOKEN.exec(text.slice(start));
  if (p !== null) {
    period = p[1] ?? null;
    start += p[0].length;
  }
  const open = trailingParenStart(text);
  const end = open > start ? open : text.length;
  const body = text.slice(start, end).trim().replace(/[，。；、\s]+$/u, "");
  return body === "" ? { period: null, body: text.trim() } : { period, body };
}

/** Where the closing source parenthesis "（东方财富F10，披露 …）" opens; it may nest "(…)", so brackets are matched. */
function trailingParenStart(text: string): number {
  const trimmed = text.trimEnd();
  const last = trimmed[trimmed.length - 1];
  if (last !== "）" && last !== ")") return -1;
  let depth = 0;
  for (let i = trimmed.length - 1; i >= 0; i--) {
    const ch = trimmed[i];
    if (ch === "）" || ch === ")") depth += 1;
    else if (ch === "（" || ch === "(") {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const CLAUSE_END = /[，；。,;]/u;

/** The longest run of whole clauses of `body` that fits `budget`; never cuts through a number. */
export function fitClauses(body: string, budget: number): string {
  if (body.length <= budget) return body;
  let best = "";
  for (let i = 0; i < body.length && i <= budget; i++) {
    if (CLAUSE_END.test(body[i] ?? "")) best = body.slice(0, i);
  }
  if (best !== "") return best;
  // One clause longer than the budget: cut where neither side is part of a number.
  for (let i = Math.min(budget, body.length) - 1; i > 0; i--) {
    if (!isNumberChar(body[i - 1]) && !isNumberChar(body[i])) return body.slice(0, i);
  }
  return "";
}

function isNumberChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\d.,+\-%]/.test(ch);
}

export function quoteOf(r: Reading): string {
  const body = r.fragment.body;
  return body.length <= 160 ? body : fitClauses(body, 160) || body.slice(0, 160);
}

// ---- Phrasing (no digits: every number in a claim comes from the cited text) ----

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

/** Stronger evidence, more confidence; kept inside [0.35, 0.95] because no single figure settles a debate. */
export function confidenceOf(strength: number): number {
  return round2(Math.min(0.95, Math.max(0.35, 0.45 + strength * 0.06)));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

// ---- The debater ----

const OPENING_POINTS = 3;
const MAX_REBUTTALS = 2;
const NEW_POINTS_AFTER_OPENING = 1;

const STATUS_ORDER = { verified: 0, doubtful: 1, invalid: 2 } as const;

function argue(task: ArgueTask): DebaterOutput {
  const stance = task.role === "bull" ? "bullish" : "bearish";
  const latestYear = latestYearOf(task.pack);
  const readings = task.pack.map((item) => read(item, latestYear));
  const byId = new Map(readings.map((r) => [r.item.id, r]));
  // What the opponent cited tells the family a rebuttal must answer on, even when it is not in this side's pack.
  const opponentById = new Map((task.opponentCited ?? []).map((item) => [item.id, read(item, latestYear)]));
  const used = new Set(task.citedBefore);
  const usable = readings
    .filter((r) => r.strength[task.role] > 0 && r.fragment.body !== "" && !used.has(r.item.id))
    .sort((a, b) => b.strength[task.role] - a.strength[task.role] || idOrder(a.item.id, b.item.id));

  const points: PointOutput[] = [];
  const take = (r: Reading, rebuts?: string): void => {
    used.add(r.item.id);
    const point: PointOutput = {
      claim: claimFor(task.role, r, rebuts),
      evidence: [{ id: r.item.id, quote: quoteOf(r) }],
      confidence: confidenceOf(r.strength[task.role]),
      dimension: r.item.dimension,
    };
    if (rebuts !== undefined) point.rebuts = rebuts;
    points.push(point);
  };
  const available = (): Reading[] => usable.filter((r) => !used.has(r.item.id));

  const opening = task.ownPrevious.length === 0 && task.opponentLatest.length === 0;
  if (opening) {
    const families = new Set<Family>();
    for (const r of available()) {
      if (points.length >= OPENING_POINTS) break;
      if (families.has(r.family)) continue;
      families.add(r.family);
      take(r);
    }
    return { stance, points };
  }

  const targets = [...task.opponentLatest].sort(
    (a, b) => STATUS_ORDER[a.verification.status] - STATUS_ORDER[b.verification.status] || b.confidence - a.confidence,
  );
  for (const target of targets) {
    if (points.filter((p) => p.rebuts !== undefined).length >= MAX_REBUTTALS) break;
    const counter = counterTo(target, available(), byId, opponentById);
    if (counter !== null) take(counter, target.id);
  }

  // New points should open fronts this side has not argued yet, when its pack allows.
  const argued = new Set(
    [...task.citedBefore, ...points.flatMap((p) => p.evidence.map((e) => e.id))].flatMap((id) => byId.get(id)?.family ?? []),
  );
  const fresh = available();
  const ordered = [...fresh.filter((r) => !argued.has(r.family)), ...fresh.filter((r) => argued.has(r.family))];
  for (const r of ordered.slice(0, NEW_POINTS_AFTER_OPENING)) take(r);
  return { stance, points };
}

/** Counter-evidence on the same metric family as the opponent's point, else on the same dimension, else none. */
function counterTo(
  target: Point,
  candidates: Reading[],
  byId: Map<string, Reading>,
  opponentById: Map<string, Reading>,
): Reading | null {
  const cited = target.evidence.map((e) => byId.get(e.id) ?? opponentById.get(e.id)).find((r) => r !== undefined);
  const dimension = target.dimension ?? cited?.item.dimension;
  if (cited !== undefined) {
    const sameFamily = candidates.find((r) => r.family === cited.family);
    if (sameFamily !== undefined) return sameFamily;
  }
  return candidates.find((r) => r.item.dimension === dimension) ?? null;
}

export function latestYearOf(items: readonly EvidenceItem[]): number {
  return items.reduce((max, item) => Math.max(max, yearOf(item) ?? 0), 0);
}

function idOrder(a: string, b: string): number {
  return Number(a.slice(1)) - Number(b.slice(1));
}

// ---- The judge ----

interface JudgedPoint {
  point: Point;
  side: DebaterRole;
  family: Family;
  /** An opponent's verified point rebuts it. */
  answered: boolean;
  weight: number;
}

/** Weights of the overall score (seed 000 §3.3 names the four scores; factuality matters most). */
const OVERALL_WEIGHTS = { factuality: 0.35, logic: 0.25, relevance: 0.2, riskCoverage: 0.2 } as const;
/** A side must lead by this share of the combined strength to carry the stance. */
const STANCE_MARGIN = 0.2;
const STRONG_MARGIN = 0.5;
/** Distinct risk families a thorough bear covers (cash, leverage, working capital, valuation...). */
const RISK_FAMILIES_FOR_FULL_COVERAGE = 4;
const RELEVANT_DIMENSIONS = new Set(["earnings", "valuation", "risk"]);

function judge(task: JudgeTask): JudgeOutput {
  const latestYear = latestYearOf(task.evidence);
  const readings = new Map(task.evidence.map((item) => [item.id, read(item, latestYear)]));
  const debaterTurns = task.turns.filter(
    (t): t is typeof t & { role: DebaterRole } => t.role === "bull" || t.role === "bear",
  );
  const all = debaterTurns.flatMap((t) => t.points.map((point) => ({ point, side: t.role, round: t.round })));
  const sideOf = new Map(all.map((p) => [p.point.id, p.side]));
  const verifiedRebuttalsOf = new Map<string, Point[]>();
  for (const { point, side } of all) {
    if (point.verification.status !== "verified" || point.rebuts === undefined) continue;
    const targetSide = sideOf.get(point.rebuts);
    if (targetSide === undefined || targetSide === side) continue;
    verifiedRebuttalsOf.set(point.rebuts, [...(verifiedRebuttalsOf.get(point.rebuts) ?? []), point]);
  }

  const familyOf = (p: Point): Family => {
    const r = p.evidence.map((e) => readings.get(e.id)).find((x) => x !== undefined);
    return r?.family ?? familyOfDimension(p.dimension ?? "");
  };
  const judged: JudgedPoint[] = all.map(({ point, side }) => {
    const answered = verifiedRebuttalsOf.has(point.id);
    const verified = point.verification.status === "verified";
    // Unanswered verified points weigh more: the other side let them stand.
    return { point, side, family: familyOf(point), answered, weight: verified ? point.confidence * (answered ? 1 : 1.5) : 0 };
  });
  const verified = judged.filter((j) => j.point.verification.status === "verified");
  const n = judged.length;

  const factuality = Math.round(100 * clamp01(task.hitRate));

  const firstTurnSeq = debaterTurns[0]?.seq;
  const rebuttable = debaterTurns.filter((t) => t.seq !== firstTurnSeq).reduce((s, t) => s + t.points.length, 0);
  const verifiedRebuttals = verified.filter((j) => j.point.rebuts !== undefined && sideOf.get(j.point.rebuts) !== undefined && sideOf.get(j.point.rebuts) !== j.side).length;
  const logic = n === 0 ? 0 : Math.round(100 * (0.4 * (verified.length / n) + 0.6 * (rebuttable === 0 ? 0 : verifiedRebuttals / rebuttable)));

  const relevant = verified.filter((j) => {
    const dims = j.point.evidence.map((e) => readings.get(e.id)?.item.dimension ?? j.point.dimension);
    const recent = j.point.evidence.some((e) => {
      const item = readings.get(e.id)?.item;
      const year = item === undefined ? null : yearOf(item);
      return year !== null && latestYear - year <= 1;
    });
    return recent || dims.some((d) => d !== undefined && RELEVANT_DIMENSIONS.has(d));
  }).length;
  const relevance = n === 0 ? 0 : Math.round((100 * relevant) / n);

  const bearVerified = verified.filter((j) => j.side === "bear");
  const bearFamilies = new Set(bearVerified.map((j) => j.family));
  const bearAnswered = bearVerified.filter((j) => j.answered).length;
  const riskCoverage =
    bearVerified.length === 0
      ? 0
      : Math.round(100 * (0.8 * Math.min(1, bearFamilies.size / RISK_FAMILIES_FOR_FULL_COVERAGE) + 0.2 * (bearAnswered / bearVerified.length)));

  const overall = Math.round(
    OVERALL_WEIGHTS.factuality * factuality +
      OVERALL_WEIGHTS.logic * logic +
      OVERALL_WEIGHTS.relevance * relevance +
      OVERALL_WEIGHTS.riskCoverage * riskCoverage,
  );

  const strength = (side: DebaterRole): number => judged.filter((j) => j.side === side).reduce((s, j) => s + j.weight, 0);
  const bull = strength("bull");
  const bear = strength("bear");
  const margin = bull + bear === 0 ? 0 : (bull - bear) / (bull + bear);
  const stance: Stance = margin >= STANCE_MARGIN ? "bullish" : margin <= -STANCE_MARGIN ? "bearish" : "neutral";

  const ranked = (side: DebaterRole): JudgedPoint[] =>
    judged.filter((j) => j.side === side && j.weight > 0).sort((a, b) => b.weight - a.weight || a.point.id.localeCompare(b.point.id));

  return {
    scores: { factuality, logic, relevance, riskCoverage },
    overall,
    stance,
    coreConclusion: conclusion(stance, ranked("bull"), ranked("bear")),
    disputeFocus: disputes(judged),
    risks: ranked("bear").slice(0, 5).map((j) => limit(stripRebutPrefix(j.point.claim), 200)),
    confidence: stance === "neutral" ? "难以判断" : Math.abs(margin) >= STRONG_MARGIN && factuality >= 70 ? "较大可能" : "可能",
  };
}

function conclusion(stance: Stance, bull: JudgedPoint[], bear: JudgedPoint[]): string {
  const ids = (js: JudgedPoint[]): string => unique(js.slice(0, 2).flatMap((j) => j.point.evidence.slice(0, 1).map((e) => e.id))).join("、");
  const families = (js: JudgedPoint[]): string => unique(js.slice(0, 2).map((j) => FAMILY_LABEL[j.family])).join("、");
  if (bull.length === 0 && bear.length === 0) return "双方论点均未通过校验，现有证据不足以形成方向性判断";
  if (stance === "bullish") {
    const answered = bear.length > 0 && bear.every((j) => j.answered);
    return `多方论据更有力：${ids(bull)}支撑的${families(bull)}经校验成立${bear.length === 0 ? "，空方未能提出成立的风险论据" : answered ? "，空方风险点均已获回应" : ""}`;
  }
  if (stance === "bearish") {
    return `空方论据更有力：${ids(bear)}揭示的${families(bear)}风险经校验成立${bull.length === 0 ? "，多方论据未通过校验" : "，多方未能有效化解"}`;
  }
  const bullPart = bull.length > 0 ? `多方${ids(bull)}（${families(bull)}）` : "多方无成立论据";
  const bearPart = bear.length > 0 ? `空方${ids(bear)}（${families(bear)}）` : "空方无成立论据";
  return `多空证据大致相当：${bullPart}与${bearPart}各有支撑，尚无决定性优势`;
}

/** Where the two sides met: each verified rebuttal names a family both argued, one line per family. */
function disputes(judged: JudgedPoint[]): string[] {
  const byId = new Map(judged.map((j) => [j.point.id, j]));
  const lines = new Map<Family, string>();
  for (const j of judged) {
    if (j.point.verification.status !== "verified" || j.point.rebuts === undefined) continue;
    const target = byId.get(j.point.rebuts);
    if (target === undefined || target.side === j.side || lines.has(j.family)) continue;
    const [bull, bear] = j.side === "bull" ? [j, target] : [target, j];
    lines.set(j.family, limit(`${FAMILY_LABEL[j.family]}：多方${citeIds(bull)}认为${gist(bull.point.claim)}，空方${citeIds(bear)}认为${gist(bear.point.claim)}`, 200));
  }
  return [...lines.values()].slice(0, 5);
}

function citeIds(j: JudgedPoint): string {
  return j.point.evidence.map((e) => e.id).join("、");
}

/** The conclusion of a claim: its last clause (where the argument lands), without the rebuttal prefix. */
function gist(claim: string): string {
  const clauses = stripRebutPrefix(claim).split(/[，；。,;]/u).map((c) => c.trim()).filter((c) => c.length > 0);
  const last = clauses[clauses.length - 1] ?? "";
  return limit(last.length >= 4 ? last : (clauses[0] ?? last), 40);
}

function stripRebutPrefix(claim: string): string {
  return claim.replace(/^针对[\w-]+[：:]\s*/u, "");
}

function limit(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function unique<T>(xs: T[]): T[] {
  return [...new Set(xs)];
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}

function chunksOf(text: string, pieces: number): string[] {
  const chars = Array.from(text);
  const size = Math.max(1, Math.ceil(chars.length / pieces));
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(""));
  return out;
}
