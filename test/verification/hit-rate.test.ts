import { describe, expect, it } from "vitest";
import type { VerificationStatus } from "../../src/debate/debate-types";
import { hitRate, verifiedShare } from "../../src/verification/hit-rate";

const p = (status: VerificationStatus) => ({ verification: { status } });

describe("hitRate", () => {
  it("is verified points over all points, to three decimals", () => {
    expect(hitRate([p("verified"), p("doubtful"), p("invalid")])).toBe(0.333);
    expect(hitRate([p("verified"), p("verified"), p("doubtful")])).toBe(0.667);
    expect(hitRate([p("verified")])).toBe(1);
  });

  it("is 0 for a turn without points", () => {
    expect(hitRate([])).toBe(0);
  });
});

describe("verifiedShare", () => {
  it("pools the points of every turn rather than averaging turns", () => {
    const turns = [
      { points: [p("verified")] },
      { points: [p("doubtful"), p("doubtful"), p("verified")] },
      { points: [] },
    ];
    expect(verifiedShare(turns)).toBe(0.5);
  });

  it("is 0 for a debate without points", () => {
    expect(verifiedShare([])).toBe(0);
  });
});
