import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { thenYearWritten } from "../../../src/verification/claims/then-year";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("当年 before a figure, after a sentence opened by the year compared with", () => {
  it("is that year, once another year was named", () => {
    expect(thenYearWritten("与2020年相比,2024年归母净利润仍是当年332.71亿元的1.5倍")).toBe(
      "与2020年相比,2024年归母净利润仍是2020年332.71亿元的1.5倍",
    );
    // No frame clause, or no other year before it: 当年 is the clause's own year.
    expect(thenYearWritten("2025年归母净利润823.2亿元,当年营业总收入1720.54亿元")).toBe(
      "2025年归母净利润823.2亿元,当年营业总收入1720.54亿元",
    );
    expect(thenYearWritten("与2020年相比,当年332.71亿元")).toBe("与2020年相比,当年332.71亿元");
  });

  // 中国石化 归母净利润 2019 575.91, 2020 332.71, 2024 503.13亿元 (1.51倍 of 2020, 87 % of 2019); 营业收入 2021
  // 27408.84亿元, 2024 30745.62亿元 (+12.2 %).
  it("reads the figure at the year compared with", () => {
    expect(mark("600028", "与2020年相比，2024年归母净利润503亿元仍是当年332.71亿元的1.5倍左右。")).toBe("✅");
    expect(mark("600028", "对比2019年，2024年归母净利润503.13亿元只有当年575.91亿元的87%左右。")).toBe("✅");
    expect(mark("600028", "以2021年为参照，2024年营业收入30745.62亿元比当年的27408.84亿元高约12%。")).toBe("✅");
    expect(mark("600028", "拿2020年的低谷对比，2024年503亿元的利润仍是当年332.71亿元的约1.5倍。")).not.toBe("❌");
  });

  it("a wrong figure for that year fails", () => {
    expect(mark("600028", "对比2019年，2024年归母净利润503.13亿元只有当年600亿元的84%左右。")).toBe("❌");
    expect(mark("600519", "与2019年相比，2025年归母净利润823.2亿元是当年412.06亿元的3倍。")).toBe("❌");
  });
});

describe("当年 right after a year", () => {
  // 贵州茅台 归母净利润 FY2020 466.97亿元 → FY2025 823.20亿元 (+76.3 %).
  it("is that year, not the frame's", () => {
    expect(mark("600519", "与2020年相比，茅台2025年当年823.20亿元的归母净利润高出约76%。")).toBe("✅");
  });
});

describe("起点 as the whole of a multiple", () => {
  it("is the year the sentence's move started from", () => {
    // 宁德时代 归母净利润 2021 159.31 → 2025 722.01亿元 (4.53倍).
    const moved = "2021至2025年，归母净利润从159.31亿元一路升至722.01亿元";
    expect(mark("300750", `${moved}，约为起点的4.5倍。`)).toBe("✅");
    expect(mark("300750", `${moved}，约为起点的6倍。`)).toBe("❌");
  });
});

describe("比那时 in a clause naming a later year, after a clause that named a year", () => {
  // 中国石化 归母净利润 2020 332.71, 2024 503.13亿元 (+51.2 %); 贵州茅台 营业总收入 2021 1094.64 → 2025 1720.54亿元.
  it("is the change from the year named before", () => {
    expect(thenYearWritten("2021年营收1094.64亿元,2025年营收比那时多了约57%")).toBe(
      "2021年营收1094.64亿元,2025年营收比2021年多了约57%",
    );
    expect(mark("600028", "2020年归母净利润仅332.71亿元，2024年的利润已比当时增长约51%。")).toBe("✅");
    expect(mark("600519", "2021年茅台营收1094.64亿元，2025年营收比那时多了约80%。")).toBe("❌");
  });

  it("is left alone with no later year of its own, or after a month", () => {
    expect(thenYearWritten("2022年净利润307亿元,如今比那时高出一倍多")).toBe(
      "2022年净利润307亿元,如今比那时高出一倍多",
    );
    expect(thenYearWritten("2024年7月股价56元,2025年股价比当时低")).toBe("2024年7月股价56元,2025年股价比当时低");
  });
});
