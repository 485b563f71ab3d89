import { z } from "zod";

/**
 * The company events a claim is checked against: each announcement public by asOf, classified from its title by the
 * table below (the vendor's category only where no title rule matches), with its stage and, where the title says so,
 * whether a condition was met (成就) or not (未成就). Nothing is inferred beyond the title.
 */

export const EVENT_CATEGORIES = [
  "回购",
  "分红",
  "增持",
  "减持",
  "定增",
  "股权激励",
  "业绩预告",
  "债券发行",
  "分拆上市",
  "定期报告",
  "其他",
] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

export const EventFact = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  category: z.enum(EVENT_CATEGORIES),
  /**
   * 预案 proposed (预案/草案/方案/拟), 进展 in progress, 完成
   * done (实施/结果/完成/注销); null when the title says none.
   */
  stage: z.enum(["预案", "进展", "完成"]).nullable(),
  /** 成就 / 未成就 where the title states a condition's outcome. */
  condition: z.enum(["成就", "未成就"]).nullable(),
  title: z.string(),
});
export type EventFact = z.infer<typeof EventFact>;

/** Title rules, first match wins: the more specific phrase before the one it contains (定增 before 发行). */
const CATEGORY_RULES: readonly [RegExp, EventCategory][] = [
  [/业绩预告|业绩快报|业绩预增|业绩预减|预盈|预亏/, "业绩预告"],
  [/减持/, "减持"],
  [/增持/, "增持"],
  [/回购/, "回购"],
  [/非公开发行|向特定对象发行|定向增发|定增/, "定增"],
  [/股权激励|限制性股票|股票期权|员工持股计划/, "股权激励"],
  [/利润分配|分红|派息|权益分派|转增股本/, "分红"],
  [/债券|票据|公司债|中期票据|资本债|永续债/, "债券发行"],
  [/分拆/, "分拆上市"],
  [/年度报告|半年度报告|季度报告|年报|季报/, "定期报告"],
];

/** The vendor's own category (Tushare's English keys, the sample's Chinese ones), used when no title rule matches. */
const VENDOR_CATEGORY: Record<string, EventCategory> = {
  repurchase: "回购",
  dividend: "分红",
  equity_incentive: "股权激励",
  financing: "其他",
  定期报告: "定期报告",
};

const STAGE_RULES: readonly [RegExp, EventFact["stage"]][] = [
  [/实施公告|实施结果|结果暨|发行结果|完成|注销|出售完毕|届满|解锁/, "完成"],
  [/进展/, "进展"],
  [/预案|草案|方案|计划|拟/, "预案"],
];

/** One announcement as stored (sample-data.json, D1 `announcements`). */
export interface AnnouncementRow {
  date: string;
  title: string;
  category?: string | null;
}

export function classifyEvent(a: AnnouncementRow): EventFact {
  const category = CATEGORY_RULES.find(([re]) => re.test(a.title))?.[1] ?? VENDOR_CATEGORY[a.category ?? ""] ?? "其他";
  const stage = STAGE_RULES.find(([re]) => re.test(a.title))?.[1] ?? null;
  // 未成就 contains 成就: test it first.
  const condition = /未成就/.test(a.title) ? "未成就" : /成就/.test(a.title) ? "成就" : null;
  return { date: a.date, category, stage, condition, title: a.title };
}

/** The newest events kept: a debate stores its facts once, and years of filings would only weigh on that record. */
export const MAX_EVENTS = 300;
const MAX_TITLE_CHARS = 80;

/**
 * The events public by asOf, oldest first: those of a category a claim can name (not 其他), the newest MAX_EVENTS,
 * titles cut to 80 characters.
 */
export function eventsFrom(rows: readonly AnnouncementRow[], asOf: string): EventFact[] {
  return rows
    .filter((r) => r.date <= asOf)
    .map(classifyEvent)
    .filter((e) => e.category !== "其他")
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .slice(-MAX_EVENTS)
    .map((e) => ({ ...e, title: e.title.slice(0, MAX_TITLE_CHARS) }));
}
