import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { extremeThenWritten } from "../../../src/verification/claims/extreme-then";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("the time of an extreme a clause before placed in a year (谷底时, 高点时)", () => {
  it("is written out as the extreme's year, not a window's bound", () => {
    expect(extremeThenWritten("现金流2023年创下1697亿元的高点,2025年只有高点时的约35%")).toBe(
      "现金流2023年创下1697亿元的高点,2025年只有2023年的约35%",
    );
    expect(extremeThenWritten("利润2021年为2019-2024年峰值,2024年比峰值时少了约29%")).toBe(
      "利润2021年为2019-2024年峰值,2024年比2021年少了约29%",
    );
  });

  // 比亚迪 经营现金流 2023 1697.25 亿元, 2025 591.36 (34.8 %); 贵州茅台 2022 366.99, 2025 615.22 (1.68 倍).
  it("checks the multiple, share or change between the two years", () => {
    expect(mark("002594", "比亚迪经营现金流2023年达到1697.25亿元的峰值，2025年仅为峰值时的35%左右。")).toBe("✅");
    expect(mark("600519", "茅台经营现金流2022年366.99亿元是2019年以来的低点，2025年已是低点时的约1.7倍。")).toBe("✅");
    expect(mark("600519", "茅台经营现金流2022年366.99亿元是2019年以来的低点，2025年已是低点时的约2.5倍。")).toBe("❌");
  });

  // Counter-cases: no extreme placed in a year before, or no later year of the clause's own.
  it("leaves a time with no year placed for it as written", () => {
    expect(extremeThenWritten("股价较高点时回落约20%")).toBe("股价较高点时回落约20%");
    expect(extremeThenWritten("2023年现金流1697亿元,2025年只有高点时的约35%")).toBe(
      "2023年现金流1697亿元,2025年只有高点时的约35%",
    );
    expect(extremeThenWritten("2023年创下高点,如今只有高点时的约35%")).toBe("2023年创下高点,如今只有高点时的约35%");
  });
});

describe("其 after a clause whose extreme is taken over a window of years (是2019至2024年的最高)", () => {
  // 中国石化 归母净利润 2021 712.08 亿元, 2024 503.13 (−29.3 %); 招商银行 营业总收入 2022 3447.83, 2025 3375.32 (−2.1 %).
  it("is the figure's year, not the window's last", () => {
    expect(mark("600028", "中石化净利润2021年712.08亿元为2019-2024年最高，2024年较其减少约29%。")).toBe("✅");
    expect(mark("600036", "招行营收2022年3447.83亿元是2021至2025年最高，2025年较其回落约2.1%。")).toBe("✅");
    expect(mark("600028", "中石化净利润2021年712.08亿元为2019-2024年最高，2024年较其减少约40%。")).toBe("❌");
  });
});
