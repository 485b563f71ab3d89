import type { Assertion } from "./assertion";
import type { BoundFigure } from "./binding";
import { type Facts, currentAnnualYear } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * "去年7月初市净率1.12倍，倒推每股净资产约50.5元": a 每股净资产 a writer divides out of a PB reading is that day's
 * close over the PB (the 每股净资产 the market priced), not a report's figure: a bank's 1.16倍 on 47.07元 implies
 * 40.6元 while its year-end report says 43.43元. Read only where the clause names the PB and a word of deriving
 * before the figure; the close must be a session the data keeps (a snapshot without its day's bar implies nothing).
 */

const PB_NAMED = /市净率|PB/i;

/** A PB named before the figure, then a word of deriving from it (对应, 折算, 倒推). */
// "以47.07元收盘和1.16倍PB算，每股净资产约40.6元": 算 right after the PB is the PB divided out too.
const FROM_PB = /(?:市净率|PB)(?:\s*算|[^。；;]*?(?:对应|折算|折合|倒推|反推|推算|隐含|换算|意味着))[^。；;]*$/i;

/** "——由1.16倍的市净率倒推而来", "：收盘价除以1.12倍的市净率": the clause after the figure says how it was derived. */
const PB_AFTER =
  /(?:市净率|PB)[^。；;]*?(?:倒推|反推|推算|推出|换算|折算|得出|而来|算出)|除以[^。；;]{0,16}(?:市净率|PB)/i;

/** Whether the figure is a 每股净资产 derived from a PB the clause names (then no report's figure is it). */
export function bookFromPb(a: Assertion, f: BoundFigure, m: ClaimMetric): boolean {
  const read = `${a.pbLead ?? ""}，${a.read.slice(0, f.n.index)}`;
  return m === "bps" && f.n.kind !== "percent" && (FROM_PB.test(read) || a.pbTail !== undefined);
}

/**
 * "中石化PB才0.84，每股净资产快7块了" (2026-04-30; the data's 每股净资产 stops at 2019's 6.11元): a 每股净资产 no year
 * places, beside a PB its sentence names, is today's, and where the reports' series stopped years before the newest
 * annual report the PB's day's close over it is the only current figure held (5.68元 / 0.84 ≈ 6.76元), not 2019's.
 */
export function staleBook(a: Assertion, f: BoundFigure, m: ClaimMetric, facts: Facts): boolean {
  const named = a.pbLead !== undefined || a.pbTail !== undefined || PB_NAMED.test(a.read);
  if (m !== "bps" || !named || f.n.kind === "percent" || a.years.length > 0 || f.year !== null || f.prior) return false;
  const last = (facts.series.bps ?? []).at(-1);
  const newest = currentAnnualYear(facts, facts.asOf);
  return last !== undefined && newest !== null && Number(last.period.slice(0, 4)) < newest;
}

/** A clause of 每股净资产 before one of its sentence saying it was divided out of a PB keeps that clause. */
export function pbNamedAfter(out: readonly Assertion[]): Assertion[] {
  return out.map((a, i) => {
    const next = out[i + 1];
    if (!next || next.sentence !== a.sentence || next.from !== a.from || !a.metrics.includes("bps")) return a;
    return PB_AFTER.test(next.read) ? { ...a, pbTail: next.read } : a;
  });
}

/**
 * A clause of 每股净资产 after one of its sentence naming a PB keeps that clause (the PB it may be derived from); so
 * does one after a market value listed beside the PB ("市净率3.15倍，总市值约4673亿元，对应每股净资产约38元"), which
 * carries the PB on.
 */
export function pbNamedBefore(a: Assertion, before: Assertion | null): Assertion {
  if (!before || before.sentence !== a.sentence || before.from !== a.from) return a;
  // "快照PB 1.16倍，按当天收盘47.07元推算，每股净资产约40.6元": the close's clause carried the PB on, and its word of
  // deriving is carried with it.
  const lead = PB_NAMED.test(before.read) ? before.read : before.pbLead && `${before.pbLead}，${before.read}`;
  // "快照市净率0.84倍，处于破净状态，对应每股净资产约6.76元": a clause reading the PB's level (破净) carries it on too.
  // "7月4日快照PB约8.33倍，按当日收盘331元算，隐含每股净资产约39.7元": so does the close the PB is read on.
  const priceOnly = a.metrics.length === 0 && a.figures.length > 0 && a.figures.every((f) => f.role === "price");
  const carries =
    a.metrics.includes("bps") ||
    a.metric === "pb" ||
    (a.metric === "market_cap" && a.metrics.length === 1) ||
    priceOnly;
  return lead && carries ? { ...a, pbLead: lead } : a;
}

/** The PB readings the checker holds: a dated snapshot's, and the last close's over a report's 每股净资产. */
const READINGS = ["pb", "pb_static", "pb_mrq"] as const;

/** "市净率1.12倍", "5.02倍的PB": the PB the writer divides by. */
export const WRITTEN_PB =
  /(?:市净率|PB)[^，。；,;\d]{0,8}(\d+(?:\.\d+)?)\s*倍|(\d+(?:\.\d+)?)\s*倍\s*的?(?:市净率|PB)/i;

/**
 * Each PB reading's day's close over it, in 元 per share: of the reading the writer's PB rounds to, where one does
 * (a 1.16倍 snapshot is not today's 0.88倍); every reading where none does (the PB's own check fails it).
 */
export function impliedBooks(a: Assertion, f: BoundFigure, facts: Facts): { value: number; text: string }[] {
  const m = facts.market;
  const out: { value: number; text: string; pb: number }[] = [];
  for (const name of READINGS) {
    const pb = (facts.series[name] ?? []).filter((p) => p.value > 0).at(-1);
    const close = pb && (pb.period === m?.lastBar ? m.close : m?.sessions?.find((s) => s.date === pb.period)?.close);
    if (!pb || !close) continue;
    const value = close / pb.value;
    out.push({
      value,
      pb: pb.value,
      text: `${pb.period}收盘${close}元/市净率${pb.value.toFixed(2)}倍 ${value.toFixed(2)}元`,
    });
  }
  const hit = WRITTEN_PB.exec(`${a.pbLead ?? ""}，${a.read.slice(0, f.n.index)}，${a.pbTail ?? ""}`);
  const raw = hit?.[1] ?? hit?.[2];
  const unit = raw ? 10 ** -(raw.split(".")[1]?.length ?? 0) : 0;
  const named = out.filter((r) => raw && Math.abs(r.pb - Number(raw)) <= unit / 2 + 1e-9);
  return (named.length > 0 ? named : out).map(({ value, text }) => ({ value, text }));
}
