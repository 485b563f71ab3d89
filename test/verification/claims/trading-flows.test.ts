import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("who trades the stock (大单出货, 主力已经跑了, 机构吸筹)", () => {
  it("is a fund flow no stored series holds: 未能核验, never a silent ✅", () => {
    expect(mark("600036", "股吧：招行这两天大单一直在出货，主力已经跑了。")).toBe("❔");
    expect(mark("600036", "机构在砸盘。")).toBe("❔");
  });

  it("is not a product or a shipment (大单品, 出货量, 主力产品)", () => {
    for (const [ticker, claim] of [
      ["300750", "宁德电池出货量同比增长40%。"],
      ["600519", "茅台大单品飞天贡献了大部分收入。"],
      ["600519", "茅台主力产品飞天提价。"],
      ["300750", "2025年营收约4237亿元，储能大单陆续出货。"],
    ] as const) {
      const checks = checkAssertions(
        parseAssertions(claim, undefined, { asOf: "2026-04-30" }),
        sampleFacts(ticker, "2026-04-30"),
      );
      expect(checks.map((c) => c.reason).join("")).not.toContain("资金流向");
    }
  });
});

describe("words that only look like trading flows", () => {
  // 贵州茅台 on 2026-04-30: the largest one-day fall of the last 20 sessions −3.80 % (2026-04-17).
  it("leaves 最大单日 and a refused reading (不宜解读为出货) to their own checks", () => {
    expect(mark("600519", "近20日最大单日跌幅约3.8%，出现在4月17日。")).toBe("✅");
    const refused = "近20日均量与前20日基本持平，不宜简单解读为出货。";
    const checks = checkAssertions(
      parseAssertions(refused, undefined, { asOf: "2026-04-30" }),
      sampleFacts("600519", "2026-04-30"),
    );
    expect(checks.map((c) => c.reason).join("")).not.toContain("资金流向");
  });
});
