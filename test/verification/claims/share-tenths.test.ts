import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { bandOf } from "../../../src/verification/claims/share-bands";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a share in tenths and a half tenth (七成五, 六成半)", () => {
  it("stands for the finer figure, half a tenth wide", () => {
    expect(bandOf("七成五", "", "", "")).toMatchObject({ min: 72.5, max: 77.5 });
    expect(bandOf("六成半", "", "", "")).toMatchObject({ min: 62.5, max: 67.5 });
    expect(bandOf("七成五", "不到", "", "")).toMatchObject({ max: 75 });
    expect(bandOf("七成", "", "", "")).toMatchObject({ min: 65, max: 75 });
  });

  // 贵州茅台 经营现金流 2025 615.22亿元, 2024 924.64亿元: 66.54 %.
  it("is checked against the ratio of the two periods", () => {
    expect(mark("600519", "2025年经营现金流615.22亿元，约为2024年924.64亿元的六成五。")).toBe("✅");
    expect(mark("600519", "2025年经营现金流615.22亿元，还不到2024年924.64亿元的七成。")).toBe("✅");
    expect(mark("600519", "2025年经营现金流615.22亿元，约为2024年924.64亿元的七成五。")).toBe("❌");
    expect(mark("600519", "2025年经营现金流615.22亿元，还不到2024年924.64亿元的六成五。")).toBe("❌");
  });
});
