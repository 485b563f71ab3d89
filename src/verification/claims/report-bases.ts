import { type PeriodKind, SINGLE_QUARTERS, fromNamesBase, periodKindOf } from "./periods";

/** A base named as a report period ("比2025年全年的", "较上半年的", "比H1累计的", "与年中相比"). */
const REPORT_BASE = new RegExp(
  String.raw`(?:较|比|相比|相较于?|与|从|由)\s*((?:(?:FY)?\d{4}年?|去年|上年)?` +
    String.raw`(?:全年|年度|上半年|年中|前三季度|H[12]|Q[1-4]|第?[一二三四]季度末?|半年末|[369三六九]月[末底])` +
    String.raw`(?:累计|单季)?)`,
);
/**
 * A base at a year's end: "较年初", "比上年末", "与2025年末的70.74%", "和2025年末基本持平", "较去年底", "从2025年末的
 * 3335亿增至…" (a balance's level then).
 */
const YEAR_END_AS_BASE =
  // "年初至今下降约3.9pp": since the last year-end, as 较年初.
  new RegExp(
    String.raw`(?:(?:较|比|相比|相较于?|与|和|跟|从|由)\s*` +
      String.raw`((\d{4})年?\s*(?:末|底)|(?:上一?年|去年)(?:末|底)|年初|年末|年底)` +
      String.raw`|(年初)(?=至今|以来))`,
  );
/** "一季度末…，三个月里上了0.23个百分点": a first quarter's three months run from the last year-end, as 较年初. */
const QUARTER_SPAN = /(?:这|过去|短短)?(三个月|一个季度)(?:里|来|内|间|中|时间)/;
/** A year as the base of twelve months: "比2025年的", "高于2025年", "与FY2025持平" (not 2025年末, 2025年一季度). */
const TTM_YEAR_BASE = new RegExp(
  String.raw`(?:较|比|相比|相较于?|与|高于|低于|超过|少于|多于)\s*(?:FY)?(\d{4})(?:财?年(?:全年|年度)?)?` +
    String.raw`(?![\d年末底中初上下前一二三四Q])`,
);

/**
 * A base of another kind of report period than the clause's: `kind` the base's (annual for 全年, `yearEnd` for a
 * balance at a year's end), `year` its own when named; else `lastYear` says it is the year before the clause's (年初,
 * 上年末, 去年全年) or the clause's own year (年中, 上半年, 一季度).
 */
export interface ReportBase {
  index: number;
  end: number;
  name: string;
  kind: PeriodKind | "yearEnd";
  year: number | null;
  lastYear: boolean;
  /** 全年 with no year: the clause's own year where the data hold its whole, else the year before (ownYearFirst). */
  ownYearFirst?: boolean;
}

/**
 * The year of a base: its own when named; a bare 全年 is the year the clause's quarter or half is part of where that
 * year is over and reported ("四季度增速快于全年" at 2026-04-30: 2025's), else the last whole year ("一季度毛利率比全年
 * 低" of 2026: 2025's); 年初, 上年末, 去年全年 the year before; 年中, 上半年 the clause's own.
 */
export function baseYearOf(base: ReportBase, year: number, holdsWhole: (year: number) => boolean): number {
  if (base.year !== null) return base.year;
  if (base.ownYearFirst && holdsWhole(year)) return year;
  return base.lastYear ? year - 1 : year;
}

/**
 * "一季度毛利率…比2025年全年的91.2%低了约1.4个百分点", "前三季度…较上半年的454.03亿元又增加了约192亿", "三季度末负债率…
 * 较年初的65.24%下降": a change against a report period of another kind than the clause's (a year, a half, nine
 * months, a year-end). Quarters against quarters are 环比 (quarterBeforeIsBase) or another quarter (clause-terms.ts); a
 * year-end against an annual clause is its own year-on-year base.
 */
export function reportBaseOf(text: string, kind: PeriodKind): ReportBase | null {
  // "TTM…比2025年的823亿元略高", "与FY2025持平": a year against twelve months is that year's annual report.
  const y = kind === "ttm" ? TTM_YEAR_BASE.exec(text) : null;
  if (y)
    return {
      index: y.index,
      end: y.index + y[0].length,
      name: `${y[1]}年`,
      kind: "annual",
      year: Number(y[1]),
      lastYear: false,
    };
  // "从一季度的20.07%降到上半年的18.01%": 从/由 names a base only where the move runs to the clause's period.
  const found = REPORT_BASE.exec(text);
  const m = found && /^[从由]/.test(found[0]) && !fromNamesBase(text, found.index) ? null : found;
  const found2 = YEAR_END_AS_BASE.exec(text) ?? (kind === "q1" ? QUARTER_SPAN.exec(text) : null);
  const e = found2 && /^[从由]/.test(found2[0]) && !/[到至]/.test(text.slice(found2.index)) ? null : found2;
  if (e && (!m || e.index < m.index)) {
    if (kind === "annual") return null;
    const year = e[2] ? Number(e[2]) : null;
    return {
      index: e.index,
      end: e.index + e[0].length,
      name: (e[1] ?? e[3])!,
      kind: "yearEnd",
      year,
      lastYear: !e[2],
    };
  }
  if (!m) return null;
  const name = m[1]!;
  const named = /^(?:FY)?(\d{4})/.exec(name);
  const annual = /全年|年度/.test(name);
  const base = annual ? "annual" : periodKindOf(name.replace(/(?<!月)末$/, ""))?.kind;
  // Quarters against quarters are 环比 or another quarter, but "三季度末…较一季度末" pairs two quarter-ends' balances.
  const ends = /末$/.test(name) && kind !== base;
  if (!base || base === kind || (SINGLE_QUARTERS.has(base) && SINGLE_QUARTERS.has(kind) && !ends)) return null;
  const lastYear = !named && (annual || /^(?:去年|上年)/.test(name));
  return {
    index: m.index,
    end: m.index + m[0].length,
    name,
    kind: base,
    year: named ? Number(named[1]) : null,
    lastYear,
    ownYearFirst: lastYear && !/^(?:去年|上年)/.test(name),
  };
}

/** Report periods no pair is built with (单季, TTM): a change against one is 未能核验, its figures another period's. */
const UNHELD_BASES: ReadonlySet<ReportBase["kind"]> = new Set(["qs", "ttm"]);

/** A base of another kind the data cannot pair with the clause's period (clause-terms.ts marks it unheld). */
export function otherKindBase(text: string, kind: PeriodKind): { index: number; end: number; name: string } | null {
  const b = reportBaseOf(text, kind);
  return b && UNHELD_BASES.has(b.kind) ? b : null;
}
