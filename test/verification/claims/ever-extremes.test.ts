import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("历史最高 of a past year", () => {
  it("is the highest of every stored year, later ones too; a record set then (创新高) is not", () => {
    // 宁德时代 营业总收入 2023 4009.17, 2024 3620.13, 2025 4237.02亿元.
    expect(mark("300750", "2023年营收4009.17亿元是公司历史最高")).toBe("❌");
    expect(mark("300750", "2025年营收4237.02亿元是公司历史最高")).toBe("✅");
    expect(mark("300750", "2023年营收4009.17亿元，创历史新高")).toBe("✅");
  });
});

describe("the first time over a span of years", () => {
  it("十年来首次 / 上市以来首次 is a uniqueness over a window no check reads: 未能核验, not ✅", () => {
    // 贵州茅台 2025: 营收 -1.20%, 归母净利润 -4.53%; the sample does not hold ten years of reports.
    expect(mark("600519", "2025年归母净利润823.20亿元，同比下降4.53%，为公司十年来首次营收、净利双降")).toBe("❔");
    expect(mark("600519", "2025年营收、净利上市以来首次双降")).toBe("❔");
    // A comparison first won since a year ("2015年以来第一次超过归母净利润"): no check reads the years before.
    expect(mark("000858", "2019年经营现金流231亿，是2015年以来第一次超过归母净利润")).toBe("❔");
    // A year named as the start ("2021年以来首次") is a window the year-on-year checks read, left as it was.
    expect(mark("002594", "2025年归母净利润326.19亿元，同比下降约19%，是2021年以来首次利润负增长")).not.toBe("❔");
  });
});

describe("上市以来 / 有数据以来 / 历史最好 after a report line", () => {
  it("is that line's record over every stored year, not a share-price window", () => {
    // 中国平安 归母净利润 2019 1494.07亿元 is above 2025's 1347.78亿元.
    expect(mark("601318", "2025年归母净利润1347.78亿，创下公司上市以来的历史新高。")).toBe("❌");
    // 比亚迪 归母净利润 2024 402.54亿元 is above 2025's 326.19亿元; 营收 2025 8039.65亿元 is the highest stored.
    expect(mark("002594", "2025年营收8039.65亿元创上市以来新高，归母净利326.19亿元同样是历史最好水平。")).toBe("❌");
    expect(mark("002594", "2025年营收8039.65亿元，创上市以来新高。")).toBe("✅");
    // 宁德时代 归母净利润 2025 722.01亿元 is the highest of the years stored.
    expect(mark("300750", "2025年归母净利722亿，创下有数据以来的最高纪录。")).toBe("✅");
  });
});

describe("the only year of a window that moved one way (2022年以来唯一一次收缩)", () => {
  it("counts the window's years that moved that way over the year before; the year named must be the one", () => {
    // 宁德时代 营业总收入 2022-2025: only 2024 fell (4009.17 → 3620.13亿元).
    expect(mark("300750", "宁德2024年营收3620.13亿元、同比下滑约9.7%，是2022年以来四个年度里唯一一次收缩")).toBe("✅");
    expect(mark("300750", "宁德2025年营收4237.02亿元，是2022年以来唯一一次收缩")).toBe("❌");
  });
});
