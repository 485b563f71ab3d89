import { figureCandidate, matchesFigure } from "../figure-match";
import { type ClaimCheck, entryOf, pointsOf, quoted, show, yearOf } from "./check-series";
import type { Facts, FactPoint } from "./facts";
import type { Assertion } from "./parse-assertions";

/**
 * "归母净利润166.22亿元→300.41亿元→402.54亿元一路走高": a move said right after a list of levels (a chain) naming no
 * year is the move across those levels, not the latest year's. When the levels are the metric's in consecutive years
 * of the data, the move holds if every step goes its way; otherwise (levels of no run of years) the move is left to
 * the usual check. Null when the clause is no such list.
 */
const MIN_LEVELS = 3;

/** The annual points the levels are, in order and in consecutive years, or null. */
function runOf(levels: Assertion["figures"], points: readonly FactPoint[]): FactPoint[] | null {
  const annual = points.filter((p) => p.period.endsWith("-12-31"));
  for (let i = 0; i + levels.length <= annual.length; i++) {
    const run = annual.slice(i, i + levels.length);
    const consecutive = run.every((p, k) => k === 0 || yearOf(p) === yearOf(run[k - 1] ?? p) + 1);
    const same = run.every((p, k) => {
      const level = levels[k];
      return (
        level !== undefined && matchesFigure(level.n, figureCandidate({ label: "", value: p.value, unit: p.unit }))
      );
    });
    if (consecutive && same) return run;
  }
  return null;
}

export function listedMove(a: Assertion, facts: Facts): ClaimCheck[] | null {
  const d = a.direction;
  const m = a.metric;
  if (!d || !m || d.extreme || d.denied || a.basis || a.years.length > 0) return null;
  if (d.sense !== "up" && d.sense !== "down") return null;
  const levels = a.figures.filter((f) => f.role === "metric" && f.metric === m && f.n.kind === "amount");
  const last = levels.at(-1);
  if (levels.length < MIN_LEVELS || !last || levels.length !== a.figures.length) return null;
  // The move must follow the list ("A、B、C一路走高"), not stand before it as a heading of something else.
  if (a.text.indexOf(d.word) < a.text.lastIndexOf(last.n.raw)) return null;
  const run = runOf(levels, pointsOf(facts, m));
  const [start, end] = [run?.[0], run?.at(-1)];
  if (!run || !start || !end) return null;
  const want = d.sense === "up" ? 1 : -1;
  const ok = run.every((p, k) => k === 0 || Math.sign(p.value - (run[k - 1]?.value ?? p.value)) === want);
  const found = `${entryOf(m).label} ${yearOf(start)}-${yearOf(end)}年 ${run.map((p) => show(m, p.value)).join("、")}`;
  return [
    {
      kind: "direction",
      ok,
      expected: `${entryOf(m).label}${d.word}`,
      found,
      reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}`,
    },
  ];
}
