import { matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, pointsOf, quoted, show, targetPoint, undecided } from "./check-series";
import type { Facts } from "./facts";
import { PER_SHARE } from "./metric-carried";
import { staleNow } from "./latest-figure";
import { findMetrics } from "./metric-lexicon";
import { PRICE_WORDS } from "./phrase-words";
import { WRITTEN_PB } from "./implied-book";

/**
 * "股价38.27元已低于一季度末44.90元的每股净资产", "收盘价仍低于一季末每股净资产44.90元", "股价高于每股净资产":
 * the share price set against a per-share figure of a report. The price is the one the clause states, else the last
 * close; the per-share figure is the one it states, else the report's. Each stated figure is checked on its own too.
 */
const PRICE_NAMED = new RegExp(PRICE_WORDS.join("|"));
/**
 * A day, a month or a year named before the comparison, or a price said once so (一度, 曾): a price of then, not the
 * last close. Tested on the clause as read, where 去年 is already a year ("2025年").
 */
const DATED = /\d{1,2}\s*月|\d{4}\s*年|去年|前年|年初|年末|年底|一度|曾/;
/** Days after a report's end its per-share figure is still the newest a price can be set against. */
const STALE_DAYS = 550;

/** A clause that starts at its comparison word ("，低于一季度末每股净资产44.90元") says it of the clause before. */
const LEAD_GAP = /^\s*(?:已|已经|仍|仍然|依然|还|都|也|明显|远|均)*\s*$/;

/** "招行股价38.27元，低于一季度末每股净资产44.90元": the price the clause before states, kept as `priceLead`. */
export function priceNamedBefore(a: Assertion, before: Assertion | null): Assertion {
  if (!before || before.sentence !== a.sentence || before.from !== a.from || !a.comparison) return a;
  // "股价38.27元，低于2025年末每股净资产43.43元，也低于一季度末的44.90元": a clause naming no metric of its own
  // after one that set that price against a per-share figure sets the same price against another of its figures.
  const left = a.comparison.left;
  if (before.priceLead !== undefined && a.metrics.length === 0 && left && PER_SHARE.has(left))
    return { ...a, priceLead: before.priceLead };
  if (before.metrics.length > 0 || before.comparison) return a;
  const price = before.figures.filter((f) => f.role === "price");
  return price.length === 1 && price[0] ? { ...a, priceLead: price[0].n.value } : a;
}

/** The comparison of the share price with a per-share figure, or null where the clause makes none. */
export function checkPriceAgainstShare(a: Assertion, facts: Facts): ClaimCheck[] | null {
  const cmp = a.comparison;
  const at = cmp ? a.read.indexOf(cmp.word) : -1;
  // "PB约0.84倍，股价低于每股净资产": the clause before lends its PB as the left side; the per-share figure is after.
  const right = typeof cmp?.against === "string" && PER_SHARE.has(cmp.against) ? cmp.against : undefined;
  const left = cmp?.left && PER_SHARE.has(cmp.left) ? cmp.left : right;
  if (!cmp || !left || at < 0) return null;
  const before = a.read.slice(0, at);
  // The price named before the word, the per-share figure only after it ("每股收益高于股价" is no such reading).
  const lead = LEAD_GAP.test(before) ? a.priceLead : undefined;
  if (!(PRICE_NAMED.test(before) || lead !== undefined) || findMetrics(before).some((m) => PER_SHARE.has(m.metric)))
    return null;
  // "每股收益5.70元，股价低于每股净资产": the per-share figure named after the word, not one the clause carries.
  const m = findMetrics(a.read.slice(at + cmp.word.length)).find((x) => PER_SHARE.has(x.metric))?.metric ?? left;
  const label = entryOf(m).label;
  const expected = `股价${cmp.word}${label}`;
  const priced = a.figures.find((f) => f.role === "price" && f.n.index < at);
  const byPb = m === "bps" && !priced && lead === undefined ? pbOfSentence(a) : null;
  if (byPb) return [byPb];
  const undated = !DATED.test(before) && a.day === undefined && !a.afterSnapshot;
  const price = priced?.n.value ?? lead ?? (undated ? facts.market?.close : undefined);
  if (price === undefined) return [undecided("comparison", expected, `${quoted(a)}所指那一天的股价未能确定`)];
  const stated = a.figures.find((f) => f.role === "metric" && f.metric === m && f.n.index > at);
  // "…，也低于一季度末的44.90元": the figure of a per-share metric carried from the clause before is held to the
  // report the clause names, as its own number check would hold it had it named the metric.
  const carried = stated && a.metrics.length === 0 ? targetPoint(a, pointsOf(facts, m)) : null;
  if (stated && carried && !matchesFigure(stated.n, { value: carried.value, kind: stated.n.kind })) {
    const found = `${carried.period} ${label} ${show(m, carried.value)}`;
    return [{ kind: "comparison", ok: false, expected, found, reason: `${found}，与${quoted(a)}不符` }];
  }
  const point = stated ? null : targetPoint(a, pointsOf(facts, m));
  const share = stated?.n.value ?? point?.value;
  if (share === undefined) return [undecided("comparison", expected, `没有${label}的数据`)];
  // A report's figure older than the newest report is no figure of now (a price today against a 2019 book value):
  // the price's day must fall within a year and a half after the report's end.
  const day = facts.market?.lastBar ?? facts.asOf;
  const old = point && Date.parse(day) - Date.parse(point.period) > STALE_DAYS * 86_400_000;
  const newest = point ? (staleNow(a, facts, m, point) ?? (old ? Number(day.slice(0, 4)) : null)) : null;
  if (newest !== null) return [undecided("comparison", expected, `没有${newest}年前后的${label}数据`)];
  const ok = cmp.op === ">=" ? price >= share : price < share;
  const found = `股价 ${price}元，${label}${point ? ` ${point.period}` : ""} ${show(m, share)}`;
  return [{ kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}

/**
 * "7月4日行情快照里PB约0.84倍，股价低于每股净资产": a PB is the price over the 每股净资产 of its day, so a price
 * below (above) the book value per share is a PB below (at or above) 1倍. Read on the PB the clause before states,
 * which its own figure check holds to the data; the price and the book value are then that PB's day's.
 */
function pbOfSentence(a: Assertion): ClaimCheck | null {
  const cmp = a.comparison;
  const hit = a.pbLead ? WRITTEN_PB.exec(a.pbLead) : null;
  const pb = Number(hit?.[1] ?? hit?.[2]);
  if (!cmp || !hit || !(pb > 0)) return null;
  const ok = cmp.op === ">=" ? pb >= 1 : pb < 1;
  const found = `句中市净率${pb}倍（股价/每股净资产）`;
  return {
    kind: "comparison",
    ok,
    expected: `股价${cmp.word}每股净资产`,
    found,
    reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}`,
  };
}
