import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A streak written short ("三连升", "连降三年") is the streak written out (连续三年上升), each year of it judged. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a streak written short", () => {
  it("N连升 / N连增 holds only when every year of the run rose", () => {
    // 比亚迪 营业总收入 2022-2025: 4240.61 → 6023.15 → 7771.02 → 8039.65亿元.
    expect(mark("002594", "从2023年到2025年，比亚迪营业总收入三连升")).toBe("✅");
    // 宁德时代 营业总收入 2023→2024 4009.17 → 3620.13亿元.
    expect(mark("300750", "从2023年到2025年，宁王营业总收入三连增")).toBe("❌");
  });

  it("连降N年 / N连降 holds only when every year of the run fell", () => {
    // 中国石化 归母净利润 2021-2024: 712.08 → 670.82 → 604.63 → 503.13亿元.
    expect(mark("600028", "归母净利润却从2021年起连降三年", "2025-07-10")).toBe("✅");
    expect(mark("600028", "营业总收入从2021年起三连降", "2025-07-10")).toBe("❌");
  });
});

describe("a concession with no subject", () => {
  it("is conceded of the main clause's metric after it", () => {
    // 中国石化 归母净利润 2021-2024 fell each year; 2020 332.71 → 2024 503.13亿元 (+51 %).
    const main = "2024年归母净利润仍比2020年的低点高出五成以上";
    expect(mark("600028", `即便连降三年，${main}`, "2025-07-10")).toBe("✅");
    expect(mark("600028", `即便连续三年增长，${main}`, "2025-07-10")).toBe("❌");
  });

  it("is not conceded when it has a subject of its own (需求, 价格战)", () => {
    // 宁德时代 2025 营收 +17.04 %: "需求下滑" is about demand, which the data does not hold.
    expect(mark("300750", "即便需求下滑，2025年营收仍增长17.04%")).toBe("❔");
  });
});
