import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { peBasisOf } from "../../../src/verification/claims/pe-basis";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a static PE divided from the EPS and price a point states", () => {
  // 中国石化 on 2025-05-30: close 5.78, 2024 EPS 0.415 (static PE 13.93); over the rounded 0.41 it is 14.10.
  it("carries the stated EPS's rounding into the PE", () => {
    expect(mark("600028", "2025-05-30", "按2024年每股收益0.41元和5月30日收盘价5.78元计，静态PE约14.1倍。")).toBe("✅");
    expect(mark("600028", "2025-05-30", "以2024年每股收益0.41元计，静态PE约14.1倍。")).toBe("✅");
  });

  it("reads an EPS written before its name as the EPS divided by", () => {
    expect(mark("600028", "2025-05-30", "按5.78元收盘和2024年0.41元每股收益计，市盈率约14.1倍。")).toBe("✅");
    expect(mark("600028", "2025-05-30", "按5.78元收盘和2024年0.41元每股收益计，市盈率约16倍。")).toBe("❌");
    expect(mark("600028", "2025-05-30", "按5.78元收盘和2024年0.47元每股收益计，市盈率约12.3倍。")).toBe("❌");
  });

  it("gives no reading from a wrong EPS, nor to a PE stated alone", () => {
    expect(mark("600028", "2025-05-30", "按2024年每股收益0.43元计，静态PE约13.4倍。")).toBe("❌");
    expect(mark("600028", "2025-05-30", "静态PE约14.1倍。")).toBe("❌");
    expect(mark("600028", "2025-05-30", "按2024年每股收益0.41元和5月30日收盘价5.78元计，PE约16倍。")).toBe("❌");
  });
});

describe("a PE matched on the basis it names", () => {
  it("tells 静态 from TTM by the word written last before the figure", () => {
    expect(peBasisOf("静态PE约")).toContain("pe_static");
    expect(peBasisOf("PE(TTM)约")).toContain("pe_ttm");
    expect(peBasisOf("滚动市盈率")).toContain("pe_ttm");
    expect(peBasisOf("PE约")).toBeNull();
  });

  // 贵州茅台 on 2026-04-30: close over 2025 EPS 20.17, TTM PE of the market value 21.03.
  it("does not pass a TTM figure on the static reading", () => {
    expect(mark("600519", "2026-04-30", "PE(TTM)约20.2倍。")).toBe("❌");
    expect(mark("600519", "2026-04-30", "静态PE约20.2倍。")).toBe("✅");
    expect(mark("600519", "2026-04-30", "PE约20.2倍。")).toBe("✅");
  });
});

// 五粮液 on 2020-05-15: close 145.22, EPS 2018 3.47 (145.22/3.47 = 41.85), 2019 4.48 (public 2020-04, static PE 32.4).
describe("a PE tied to an EPS of a year before the latest annual report public", () => {
  it("is read only as the quotient of that EPS, not as the day's PE over the later year's earnings", () => {
    expect(mark("000858", "2020-05-15", "五粮液145元对应2018年EPS 3.47元，PE约32倍。")).toBe("❌");
    expect(mark("000858", "2020-05-15", "股价145.22元按2018年每股收益3.47元算，静态PE约32倍。")).toBe("❌");
    expect(mark("000858", "2020-05-15", "股价145.22元按2018年每股收益3.47元算，PE约42倍。")).toBe("✅");
  });

  it("keeps the day's readings where the EPS is the latest year's", () => {
    expect(mark("000858", "2020-05-15", "五粮液145元对应2019年EPS 4.48元，静态PE约32倍。")).toBe("✅");
  });
});
