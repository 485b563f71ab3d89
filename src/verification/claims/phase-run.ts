import { type Change, changeInto, describeChange } from "./check-series";
import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * "连续五年增长后的首次下滑": the phase before the move judged is a run of `n` periods, each moved the phase's way.
 * One moved otherwise refutes it; fewer changes stored than the run's length leave it undecided. A phase with no
 * length said ("扩张后的首次回落") is the one period before.
 */
export type PhaseRun = { ok: boolean | null; found: string };

export function phaseRun(
  m: ClaimMetric,
  points: readonly FactPoint[],
  to: FactPoint,
  n: number,
  rose: boolean,
): PhaseRun {
  const at = points.indexOf(to);
  const run: Change[] = [];
  for (let k = 1; k <= n; k++) {
    const p = points[at - k];
    const c = p ? changeInto(m, points, p) : null;
    if (c === null) break;
    const against = rose ? c.delta <= 0 : c.delta >= 0;
    if (against) return { ok: false, found: describeChange(m, c) };
    run.push(c);
  }
  const first = run.at(-1);
  const last = run[0];
  if (run.length < n || first === undefined || last === undefined) {
    return { ok: null, found: `只有${run.length}期此前的变动，不足连续${n}期` };
  }
  if (run.length === 1) return { ok: true, found: describeChange(m, last) };
  return { ok: true, found: `${describeChange(m, first)}，…，${describeChange(m, last)}` };
}
