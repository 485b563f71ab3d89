/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import type { Point } from "../../src/debate/debate-types";
import { flowResults } from "../../src/debate/flow";

/**
 * The offline analyst's own debates (every protocol × every sample company: the golden records, which the golden test
 * proves are what the engine produces today) carry no judgement the data contradicts. Every point in them was
 * verified with the claim checks when it was recorded.
 */
const records = import.meta.glob<{ state: PublicDebateState }>("../../test-node/golden/*.json", {
  eager: true,
  import: "default",
});

function pointsOf(state: PublicDebateState): Point[] {
  if (state.flow) return flowResults(state.flow).flatMap((r) => [...r.points, ...r.counterPoints]);
  return state.turns.flatMap((t) => t.points);
}

describe("the offline analyst's judgements", () => {
  it("are checked in every recorded debate: 28 debates (7 companies × 4 protocols), every point with its checks", () => {
    expect(Object.keys(records)).toHaveLength(28);
    for (const { state } of Object.values(records))
      for (const p of pointsOf(state)) expect(p.verification.checks, p.id).toBeDefined();
  });

  it("contain no judgement the data contradicts, in any protocol or sample company", () => {
    const failed = Object.entries(records).flatMap(([file, { state }]) =>
      pointsOf(state).flatMap((p) =>
        (p.verification.checks ?? [])
          .filter((c) => c.ok === false)
          .map((c) => `${file} ${p.id} ${p.claim} — ${c.reason}`),
      ),
    );
    expect(failed).toEqual([]);
  });
});
