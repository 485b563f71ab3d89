import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A change said to have built up (累计) runs from the first year its sentence named, not from the year before. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 经营现金流 2023 1697.25亿 → 2024 1334.54亿 → 2025 591.36亿: −65.2 % over the run, −55.7 % in 2025.
// 货币资金 2021 504.57亿 → 2025 754.25亿: +49.5 %.
describe("a cumulative change from a year named", () => {
  it("累计 after 以来 runs from that year to the latest year-end", () => {
    expect(mark("002594", "经营现金流2023年以来两连降，累计下降约65%。")).toBe("✅");
    expect(mark("002594", "经营现金流2023年以来两连降，累计下降约40%。")).toBe("❌");
  });
  it("the start may be named in a clause before, the end in the clause itself", () => {
    expect(mark("002594", "货币资金从2021年的505亿元起总体上升，到2025年累计增加约49%。")).toBe("✅");
    expect(mark("002594", "货币资金从2021年的505亿元起总体上升，到2025年累计增加约80%。")).toBe("❌");
  });
  it("with no earlier year named, 累计 is the year's own change", () => {
    expect(mark("002594", "2025年经营现金流下降约56%。")).toBe("✅");
    expect(mark("002594", "2025年经营现金流累计下降约56%。")).toBe("✅");
    expect(mark("002594", "2025年经营现金流累计下降约65%。")).not.toBe("✅");
  });
});
