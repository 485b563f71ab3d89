import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { thenCompared } from "../../../src/verification/claims/then-compared";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

// 招商银行: close 2025-07-04 47.07元, 2026-04-30 38.27元 (−18.7 %).
describe("the price against the day named before (股价已比那时低近两成)", () => {
  it("is the move since that day", () => {
    expect(thenCompared("现在股价比当时低了约19%")).toBe("此后股价跌了约19%");
    expect(thenCompared("股价已高于那时")).toBe("此后股价涨了");
    expect(thenCompared("今天股价比当时低了近两成")).toBe("此后股价跌了近两成");
    expect(mark("600036", "2025年7月4日市净率约1.16倍，现在股价比当时低了近两成。")).toBe("✅");
    expect(mark("600036", "2025年7月4日市净率约1.16倍，现在股价比当时低了三成多。")).toBe("❌");
    expect(mark("600036", "2025年7月4日市净率约1.16倍，如今股价已高于那时。")).toBe("❌");
  });
  it("leaves a price against another level alone", () => {
    expect(thenCompared("股价比每股净资产低约15%")).toBe("股价比每股净资产低约15%");
  });
});
