import type { Assertion } from "./assertion";
import { type Facts, annualPoints } from "./facts";
import { PE_NOW_STATIC, PE_NOW_TTM } from "./valuation-now";

/** The series name of a static PE divided from the figures a point states (metric-levels.ts lists it under 市盈率). */
export const PE_STATED = "pe_stated";

/**
 * "按2024年每股收益0.41元和4月30日收盘价5.66元计，静态PE约13.8倍": a writer divides the PE from the EPS they state,
 * rounded (0.41 for 0.415), and a price, so the quotient carries the EPS's rounding (13.8 for the data's 13.64). That
 * quotient is another reading of 静态PE beside the data's, only where the stated EPS is the data's EPS of its year at
 * the precision shown (a wrong EPS gives no reading; it fails its own check). The price is the one stated in the
 * sentence, else the last close; a stated price is checked on its own.
 */
export function withStatedPe(facts: Facts, a: Assertion, before: readonly Assertion[]): Facts {
  const market = facts.market;
  if (!market || !a.figures.some((f) => f.role === "metric" && f.metric === "pe_ttm")) return facts;
  const figures = [...before, a].flatMap((x) => x.figures);
  const eps = figures.findLast((f) => f.role === "metric" && f.metric === "basic_eps" && !f.change && !f.prior);
  if (!eps || eps.n.value <= 0) return facts;
  const annual = annualPoints(facts.series.basic_eps ?? []).filter((p) => p.publicDate <= market.lastBar);
  const stored = eps.year === null ? annual.at(-1) : annual.find((p) => p.period === `${eps.year}-12-31`);
  const rounding = 0.5 * 10 ** -eps.n.decimals + 1e-9;
  if (!stored || Math.abs(stored.value - eps.n.value) > rounding) return facts;
  const price = figures.findLast((f) => f.role === "price")?.n.value ?? market.close;
  const value = price / eps.n.value;
  const point = { period: market.lastBar, value, unit: "倍", publicDate: market.lastBar };
  // "股价145.22元对应2018年每股收益3.47元，静态PE约32倍" with the 2019 report public: the day's PE readings are over a
  // later year's earnings than the one the point ties its multiple to, so only its own quotient reads it.
  // "2019年每股收益4.48元，比2018年的3.47元增长约29%，…静态PE约32倍": a point stating the latest year's EPS too is not.
  const latest = annual.at(-1)!.period;
  const ofLatest = figures.some((f) => f.metric === "basic_eps" && `${f.year}-12-31` === latest);
  const stale = eps.year !== null && latest > stored.period && !ofLatest;
  const series = stale ? withoutDayPe(facts.series) : facts.series;
  return { ...facts, series: { ...series, [PE_STATED]: [point] } };
}

/** The last close's PE readings over the latest earnings (static and trailing). */
const DAY_PE = new Set(["pe_static", PE_NOW_STATIC, "pe_ttm", PE_NOW_TTM]);
const withoutDayPe = (series: Facts["series"]): Facts["series"] =>
  Object.fromEntries(Object.entries(series).filter(([name]) => !DAY_PE.has(name)));
