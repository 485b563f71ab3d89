import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("growth rates listed after 从…降到, each with its year (2018年的38%、2019年的30%), are each that year's rate", () => {
  // 五粮液 归母净利润 增速: 2017 +42.58%, 2018 +38.36%, 2019 +30.02%; 茅台 营收: 2023 +18.04%, 2024 +15.66%, 2025 -1.20%.
  it("passes every rate its year holds, the middle one included", () => {
    expect(mark("000858", "净利增速从2017年的42.6%降到2018年的38%、2019年的30%，逐年放缓。", "2020-05-15")).toBe("✅");
    expect(mark("600519", "营收增速从2023年的18%放缓到2024年的16%、2025年的-1%。", "2026-04-30")).toBe("✅");
  });

  it("fails a rate put on the wrong year, though another year of the span holds it", () => {
    expect(mark("000858", "净利增速从2017年的42.6%降到2018年的30%、2019年的38%，逐年放缓。", "2020-05-15")).toBe("❌");
    expect(mark("600519", "营收增速从2023年的18%放缓到2024年的13%、2025年的-1%。", "2026-04-30")).toBe("❌");
  });
});
