import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

/*
 * 五粮液 2024-12-31 close 140.04, 2025 to 2025-10-31 -15.03%; 招商银行 2025-12-31 42.10 (-9.10% to 2026-04-30),
 * 2025-04-18 42.75; 中国平安 2025-04-18 50.44 (+17.70% to 2026-04-30), 2024-08-29 42.62 (57.87 on 2025-09-10);
 * 中国石化 2024-12-31 6.68 (-19.31% to 2026-04-30).
 */
describe("a price dated 去年/前年 after 比 or 相比 (check-price-levels.ts): the calendar year before asOf's", () => {
  it("reads 去年末, 去年底 and 前年末 as those years' last close, with the move since", () => {
    expect(mark("000858", "相比去年末的140.04元，五粮液今年已跌去15%。", "2025-10-31")).toBe("✅");
    expect(mark("000858", "相比去年末的150.04元，五粮液今年已跌去15%。", "2025-10-31")).toBe("❌");
    expect(mark("600036", "招行比去年底的42.10元低了约9%。")).toBe("✅");
    expect(mark("600036", "招行比去年末的45.1元低了约9%。")).toBe("❌");
    expect(mark("600028", "比前年末的6.68元低了近两成。")).toBe("✅");
    expect(mark("600028", "比前年末的5.68元低了近两成。")).toBe("❌");
  });

  it("binds the figure after 股价比去年底 to that year's last close, not the last one", () => {
    // 中国石化 2025-12-31 6.18, 2026-04-30 5.39 (-12.78 %).
    expect(mark("600028", "股价比去年底6.18低约12.8%。")).toBe("✅");
    expect(mark("600028", "股价比去年底6.48低约12.8%。")).toBe("❌");
  });

  it("leaves a per-share amount dated 去年末 alone: it is no close (check-price-levels.ts datedLevels)", () => {
    expect(mark("600519", "茅台每股分红比去年末的27.67元多。")).toBe("❔");
  });

  it("reads 去年 before a day as that day of the year before", () => {
    expect(mark("601318", "比去年4月18日的50.44元还高出约18%。")).toBe("✅");
    expect(mark("601318", "比去年4月18日的52.44元还高出约18%。")).toBe("❌");
    expect(mark("601318", "比去年4月18日的50.44元还高出约28%。")).toBe("❌");
  });
});

describe("a year-end close written 收盘的 (check-price.ts)", () => {
  it("is that year's last close, never the last bar's", () => {
    expect(mark("600028", "比2024年末收盘的6.68元低了近两成。")).toBe("✅");
    expect(mark("600028", "比2024年末收盘的6.18元低了近两成。")).toBe("❌");
  });
});

describe("a path from a month of a written year (check-price-path.ts)", () => {
  it("starts in that year's month, not the latest such month", () => {
    expect(mark("600036", "过去250个交易日股价累计下跌约10.5%，从去年4月的42.75元跌到38.27元。")).toBe("✅");
    expect(mark("601318", "从去年8月底的42.62元涨到57.87元。", "2025-09-10")).toBe("✅");
    expect(mark("601318", "从去年8月底的32.62元涨到57.87元。", "2025-09-10")).toBe("❌");
  });
});

// 五粮液 2020-12-31 close 291.85, 2025-10-31 118.99, 2026-04-30 97.08 (-66.74 % and -18.41 % since).
describe("a bare move after a clause naming a year-end close as its base (check-fact-clauses.ts)", () => {
  it("reads 和/与 … 相比 as 较, and 缩水, 蒸发 with a size as a fall", () => {
    expect(mark("000858", "和2020年末291.85元的高位相比，五粮液股价缩水约三分之二。")).toBe("✅");
    expect(mark("000858", "与2020年末291.85元相比，股价上涨约三分之二。")).toBe("❌");
    expect(mark("000858", "和2020年末391.85元相比，股价跌去约三分之二。")).toBe("❌");
    expect(mark("000858", "从去年10月31日的118.99元跌到97.08元，蒸发18.4%。")).toBe("✅");
    expect(mark("000858", "从去年10月31日的118.99元跌到97.08元，蒸发28.4%。")).toBe("❌");
  });
});
