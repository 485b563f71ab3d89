import { describe, expect, it } from "vitest";
import type { EvidenceItem, PointOutput } from "../../src/debate/debate-types";
import { offlineDebater } from "../../src/offline/debater";
import { statedFor } from "../../src/offline/stated";
import { verifyPoint } from "../../src/verification/verify-point";
import { sampleFacts } from "../verification/claims/sample-facts";
import { argueTask, moutaiEvidence } from "../support/moutai-evidence";

/**
 * The offline analyst states the figures it argues from (it knows them exactly): every stated assertion passes, and
 * stating them changes no mark (the prose agrees with them). 贵州茅台 as of 2025-05-01.
 */
const ev = moutaiEvidence();
const facts = sampleFacts("600519", "2025-05-01");

function verify(p: PointOutput, pack: readonly EvidenceItem[]) {
  const ctx = {
    tickerFigures: ev.all.flatMap((e) => e.figures),
    years: new Set(ev.all.flatMap((e) => (e.period ? [Number(e.period.slice(0, 4))] : []))),
    facts,
  };
  return verifyPoint(p, new Map(pack.map((e) => [e.id, e])), ctx);
}

describe("the offline analyst's stated assertions", () => {
  it("states the figures of its points, each passing, and marks every point as it would without them", () => {
    let stated = 0;
    for (const [role, pack] of [
      ["bull", ev.bullPack],
      ["bear", ev.bearPack],
    ] as const) {
      for (const p of offlineDebater(argueTask(role, pack)).points) {
        const { assertions, ...bare } = p;
        stated += assertions?.length ?? 0;
        const v = verify(p, pack);
        expect(
          v.checks?.filter((c) => c.kind === "stated").every((c) => c.ok === true),
          p.claim,
        ).toBe(true);
        expect(v.status, `${p.claim}: ${v.reasons.join("；")}`).toBe(verify(bare, pack).status);
      }
    }
    expect(stated).toBeGreaterThan(0);
  });

  it("states a kind of figure only when every figure of that kind in the claim is stated", () => {
    const item = ev.all.find((e) => e.figures.some((f) => f.label === "营业总收入") && e.period === "2024-12-31")!;
    const f = item.figures.find((x) => x.label === "营业总收入")!;
    const shown = `${(f.value / 1e8).toFixed(2)}亿元`;
    expect(statedFor(`2024年营业总收入${shown}，规模领先`, [item])).toEqual([
      { metric: "营业总收入", period: "2024", value: Number((f.value / 1e8).toFixed(2)), unit: "亿元" },
    ]);
    // Another amount it does not state (a base year's level) would disagree: nothing of that kind is stated.
    expect(statedFor(`2024年营业总收入${shown}，较2022年的1275.54亿元明显增长`, [item])).toEqual([]);
    expect(statedFor("2024年营业总收入创新高", [item])).toEqual([]);
  });
});
