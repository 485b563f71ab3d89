import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A loss said to narrow or widen (loss-moves.ts) says the profit was negative: 贵州茅台 earned 2025, 中国石化's 扣非
 * turned from +542.71亿元 (2019) to −15.65亿元 (2020), a turn to a loss rather than a loss widening.
 */
const checks = (ticker: string, asOf: string, claim: string, side?: "bull" | "bear") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), side ? { side } : {});

describe("a loss narrowing or widening", () => {
  it("亏损收窄 on a profitable period is ❌, whatever way the profit moved", () => {
    const c = checks("600519", "2026-04-30", "2025年归母净利润亏损同比收窄");
    expect(markOf(c)).toBe("❌");
    expect(c.find((x) => x.kind === "direction")?.reason).toContain("盈利而非亏损");
  });

  it("亏损扩大 after a profitable year is a turn to a loss, not a loss widening: ❌", () => {
    const c = checks("600028", "2021-06-30", "2020年扣非归母净利润亏损扩大");
    expect(c.find((x) => x.kind === "direction")?.ok).toBe(false);
  });

  it("a loss narrowing is good news for the stance: no stance fault in a bull point", () => {
    const c = checks("600519", "2026-04-30", "2025年归母净利润亏损同比收窄", "bull");
    expect(c.filter((x) => x.kind === "polarity").map((x) => [x.ok, x.found])).toEqual([[true, "利好"]]);
  });
});

describe("a loss with a subject of its own", () => {
  it("比亚迪 2025 earned 326.19亿元: 海外子公司亏损收窄 is the subsidiary's loss, no fault of the profit's", () => {
    const c = checks("002594", "2026-04-30", "2025年归母净利润同比下降19%，而海外子公司亏损收窄");
    expect(c.filter((x) => x.kind === "direction").every((x) => x.ok !== false)).toBe(true);
    expect(markOf(checks("002594", "2026-04-30", "2025年归母净利润亏损同比扩大"))).toBe("❌");
  });
});
