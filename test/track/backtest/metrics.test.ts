import { describe, expect, it } from "vitest";
import { curveFigures, dailyReturns, maxDrawdown, sharpe } from "../../../src/track/backtest/metrics";

describe("an equity curve's figures", () => {
  it("total and annualised return, and the largest fall from a peak", () => {
    // 1 → 1.1 → 0.99 → 1.21: total +21 %, the fall from 1.1 to 0.99 is 10 %.
    const f = curveFigures([1, 1.1, 0.99, 1.21]);
    expect(f.sessions).toBe(3);
    expect(f.totalReturn).toBeCloseTo(0.21, 12);
    expect(f.annualReturn).toBeCloseTo(1.21 ** (252 / 3) - 1, 6);
    expect(f.maxDrawdown).toBeCloseTo(0.1, 12);
    expect(maxDrawdown([1, 2, 1.5, 3, 1.5])).toBeCloseTo(0.5, 12);
  });

  it("Sharpe of daily returns, annualised by √252, with a seeded bootstrap interval around it", () => {
    const returns = dailyReturns([1, 1.01, 0.99, 1.02, 1.0, 1.03]);
    const m = returns.reduce((s, r) => s + r, 0) / returns.length;
    const sd = Math.sqrt(returns.reduce((s, r) => s + (r - m) ** 2, 0) / (returns.length - 1));
    const s1 = sharpe(returns);
    expect(s1.value).toBeCloseTo((m / sd) * Math.sqrt(252), 9);
    expect(s1.low!).toBeLessThan(s1.value!);
    expect(s1.high!).toBeGreaterThan(s1.value!);
    // Seeded: the same interval on every run.
    expect(sharpe(returns)).toEqual(s1);
    // No spread, no ratio.
    expect(sharpe([0.01, 0.01, 0.01]).value).toBeNull();
  });
});
