import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearsAheadWritten } from "../../../src/verification/claims/years-ahead";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a value placed behind the years named", () => {
  it("is lower than each of them and ranks right after them", () => {
    expect(yearsAheadWritten("1348亿只排在2019、2020年之后")).toBe("1348亿为有数据以来第3高;低于2019年;低于2020年");
    expect(yearsAheadWritten("326亿仍是2024年之外的历史最好成绩")).toBe("326亿仍是为有数据以来第2高;低于2024年");
    // A rank of the sentence's own keeps its window; a year ahead later than the value's own is left as written.
    expect(yearsAheadWritten("2025年利润是2023年以来的次高,只输给2024年")).toBe(
      "2025年利润是2023年以来的次高,低于2024年",
    );
    expect(yearsAheadWritten("2023年利润1466.02亿元,仅次于2025年")).toBe("2023年利润1466.02亿元,仅次于2025年");
    // A figure after the year is a comparison with that figure, read elsewhere.
    expect(yearsAheadWritten("仅次于2024年的402.54亿元")).toBe("仅次于2024年的402.54亿元");
  });

  // 中国平安 归母净利润 2019 1494.07, 2020 1430.99, 2025 1347.78亿元 (third of 2017-2025); 比亚迪 2024 402.54,
  // 2025 326.19, 2023 300.41亿元; 贵州茅台 2023 747.34, 2024 862.28, 2025 823.20亿元.
  it("holds when those years are the ones ahead", () => {
    expect(mark("601318", "利润仍未回到2019年1494亿的峰值，1348亿只排在2019、2020年之后，位列有数据以来第三。")).toBe(
      "✅",
    );
    expect(mark("002594", "利润虽回落，但326亿仍是2024年之外的历史最好成绩，远高于2023年的300亿。")).toBe("✅");
  });

  it("fails when a year named is not ahead", () => {
    expect(mark("002594", "利润虽回落，但326亿仍是2023年之外的历史最好成绩。")).toBe("❌");
    expect(mark("600519", "就算掉了一点，2025年823亿的利润仍是2023年以来的次高，只输给2023年。")).toBe("❌");
  });
});

describe("a rate placed behind a year", () => {
  it("is no level ranked: 增速落后于2023年 says it grew slower, which no rank of levels decides", () => {
    expect(mark("600519", "2024年归母净利润增速落后于2023年。")).toBe("❔");
    expect(mark("600519", "2024年营收增速仅次于2023年。")).toBe("❔");
  });
});

describe("仅次于<year>的历史次高: the rank said after the year ahead", () => {
  // 贵州茅台 2024 862.28 (the high), 2025 823.20亿元; 中国平安 2019 1494.07, 2020 1430.99, 2025 1347.78亿元.
  it("ranks the clause's own year second, the year named being only the one ahead", () => {
    expect(yearsAheadWritten("823.2亿元仍是仅次于2024年的历史次高")).toBe("823.2亿元仍是为有数据以来第2高;低于2024年");
    expect(mark("600519", "归母净利润虽降4.53%，823.2亿元仍是仅次于2024年的历史次高。")).toBe("✅");
    expect(mark("600519", "归母净利润虽降4.53%，853.2亿元仍是仅次于2024年的历史次高。")).toBe("❌");
  });

  it("fails where another year is ahead too (中国平安 2025 is third, behind 2019 and 2020)", () => {
    expect(mark("601318", "2025年归母净利1347.78亿元，是仅次于2019年的历史次高。")).toBe("❌");
  });
});

describe("the second place said of a year (仅次于2024年的次高年份)", () => {
  // 比亚迪 归母净利润 2024 402.54亿元 the highest, 2025 326.19亿元 second, 2023 300.41亿元 third.
  it("比亚迪 2025 is second, behind 2024 alone", () => {
    expect(mark("002594", "2025年归母净利润326亿元，是仅次于2024年的次高年份。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润326亿元，是仅次于2023年的次高年份。")).toBe("❌");
  });
});
