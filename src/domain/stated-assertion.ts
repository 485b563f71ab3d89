import { z } from "zod";
import { QUARTER_ENDS, type QuarterEnd } from "../shared/dates";

/**
 * What a point asserts, stated by the model as data beside its prose (issue 27 item 7): the code checks these exactly
 * (src/verification/claims/check-stated.ts) and the prose only for agreement with them, so a voice the prose checker
 * was not written against is still checked. Compact on purpose: every model sends it on every point.
 */

/** At most this many per point: a point is one judgement, rarely of more than a few figures. */
export const MAX_STATED = 4;

/**
 * The period grammar, one form each: `2025` the annual report · `2025Q1`…`2025Q4` a single quarter · `2025H1` the
 * half year (Jan-Jun, cumulative) · `2025Q3累计` Jan-Sep cumulative (`Q1累计` is Q1, `Q2累计` is H1) · `2025-06-30`
 * a trading day (prices, PE, PB, 市值, RSI).
 */
export const STATED_PERIOD = /^(\d{4})(?:(Q[1-4])|(H1)|(Q[1-3])累计)?$|^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Figures of one class can be told apart as values of one stated metric (an amount and its per-share are money);
 * keyed by the figure kinds of src/verification/extract-numbers.ts. Years, dates and bare numbers are of none.
 */
export const FIGURE_CLASS: Readonly<Record<string, string | undefined>> = {
  amount: "money",
  per_share: "money",
  percent: "percent",
  pp: "percent",
  multiple: "multiple",
  days: "days",
};

const Period = z
  .string()
  .regex(STATED_PERIOD)
  .describe("期间：2025=年报，2025Q1=单季，2025H1=上半年累计，2025Q3累计=前三季度，2025-06-30=交易日");

/** The units a stated value may carry; a value is read with the unit exactly as the prose checker reads "1741亿元". */
export const StatedUnit = z.enum(["元", "万元", "亿元", "万亿元", "%", "倍", "天", "元/股"]);

export const StatedAssertion = z
  .object({
    metric: z.string().min(1).max(16).describe("指标名，如 营业收入、归母净利润、毛利率、资产负债率、市盈率"),
    period: Period,
    value: z.number().finite().optional().describe("该期数值，按正文的精度"),
    unit: StatedUnit.optional(),
    base: Period.optional().describe("变动的基期；缺省为上年同期"),
    change: z
      .object({ kind: z.enum(["pct", "pp", "abs"]), value: z.number().finite() })
      .optional()
      .describe("较基期的变动：pct=百分比，pp=百分点，abs=绝对额（单位同unit）"),
    direction: z.enum(["up", "down", "flat"]).optional(),
    size: z.string().min(1).max(8).optional().describe("幅度词，如 大幅、小幅、稳健增长"),
  })
  .refine((a) => a.value === undefined || a.unit !== undefined, { path: ["unit"], message: "数值需带单位" })
  .refine((a) => a.change?.kind !== "abs" || a.unit !== undefined, { path: ["unit"], message: "绝对额需带单位" })
  .refine((a) => [a.value, a.change, a.direction, a.size].some((x) => x !== undefined), {
    path: ["value"],
    message: "至少给出数值、变动、方向或幅度之一",
  });
export type StatedAssertion = z.infer<typeof StatedAssertion>;

const FIELD_ZH: Readonly<Record<string, string>> = {
  metric: "指标",
  period: "期间",
  value: "数值",
  unit: "单位",
  base: "基期",
  change: "变动",
  direction: "方向",
  size: "幅度词",
};

/**
 * Before the point's schema: each stated item is kept when valid and dropped with a Chinese reason otherwise (a
 * model's slip costs the item, never the point or a re-ask). `assertionsDropped` is always the parser's own.
 */
export function keepValidStated(input: unknown): unknown {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const { assertions, assertionsDropped: _ignored, ...rest } = input as Record<string, unknown>;
  if (assertions === undefined || assertions === null) return rest;
  const dropped: string[] = [];
  const kept: StatedAssertion[] = [];
  const items = Array.isArray(assertions) ? assertions : [];
  if (!Array.isArray(assertions)) dropped.push("结构化断言不是列表，已忽略");
  items.forEach((item, i) => {
    if (i >= MAX_STATED) return;
    const parsed = StatedAssertion.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else {
      const fields = [...new Set(parsed.error.issues.flatMap((x) => FIELD_ZH[String(x.path[0])] ?? []))];
      const what = fields.length > 0 ? `的${fields.join("、")}不合格式` : "格式不符";
      dropped.push(`第${i + 1}条结构化断言${what}，已忽略`);
    }
  });
  if (items.length > MAX_STATED) dropped.push(`结构化断言超过${MAX_STATED}条，其余已忽略`);
  return {
    ...rest,
    ...(kept.length > 0 ? { assertions: kept } : {}),
    ...(dropped.length > 0 ? { assertionsDropped: dropped } : {}),
  };
}

/** Each quarter's report period end, Q1…Q4. */

/** A stated period read into the reports' model: a report period end on a basis (cumulative = ytd), or a trading
 * day. */
export type StatedPeriod =
  | { kind: "report"; end: string; basis: "annual" | "quarter" | "ytd" }
  | { kind: "day"; date: string };

export function readStatedPeriod(period: string): StatedPeriod | null {
  const m = STATED_PERIOD.exec(period);
  if (!m) return null;
  if (m[5]) return { kind: "day", date: period };
  const year = m[1]!;
  if (m[2]) return { kind: "report", end: `${year}-${QUARTER_ENDS[Number(m[2][1]) - 1]}`, basis: "quarter" };
  if (m[3]) return { kind: "report", end: `${year}-06-30`, basis: "ytd" };
  if (m[4]) return { kind: "report", end: `${year}-${QUARTER_ENDS[Number(m[4][1]) - 1]}`, basis: "ytd" };
  return { kind: "report", end: `${year}-12-31`, basis: "annual" };
}

/**
 * The inverse for a report as published (cumulative from January): "2025-09-30" → "2025Q3累计", "2025-06-30" →
 * "2025H1", "2025-03-31" → "2025Q1", "2025-12-31" → "2025"; null for a date that is not a report period end.
 */
export function statedPeriodOfReport(end: string): string | null {
  const m = /^(\d{4})-(\d{2}-\d{2})$/.exec(end);
  const q = m ? QUARTER_ENDS.indexOf(m[2] as QuarterEnd) : -1;
  if (!m || q < 0) return null;
  const forms = ["Q1", "H1", "Q3累计", ""] as const;
  const stated = `${m[1]}${forms[q]}`;
  // Written through the grammar's own reader, so the two cannot drift apart.
  const back = readStatedPeriod(stated);
  return back?.kind === "report" && back.end === end ? stated : null;
}

/** `2025Q3累计` → 2025年前三季度, for reasons a reader reads. */
export function statedPeriodName(period: string): string {
  const m = STATED_PERIOD.exec(period);
  if (!m) return period;
  if (m[5]) return period;
  const year = `${m[1]}年`;
  if (m[2]) return `${year}${"一二三四"[Number(m[2][1]) - 1]}季度（单季）`;
  if (m[3]) return `${year}上半年`;
  if (m[4]) return `${year}${["一季度", "上半年", "前三季度"][Number(m[4][1]) - 1]}`;
  return year;
}
