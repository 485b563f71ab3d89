import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (claim: string, asOf = "2026-04-30", ticker = "600519") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 贵州茅台 归母净利润 2022 627.16亿, 2023 747.34亿, 2024 862.28亿, 2025 823.20亿 (-4.53 %);
// 营业总收入 2023 1505.60亿, 2024 1741.44亿, 2025 1720.54亿 (-1.20 %; +14.28 % over 2023→2025).
describe("这N年 with 都/均: each of the N years, not one span", () => {
  it("each year's growth is judged", () => {
    expect(mark("归母净利润这两年都增长。")).toBe("❌");
    expect(mark("归母净利润这两年都增长。", "2025-04-30")).toBe("✅");
  });

  it("without 都 it is still one span", () => {
    expect(mark("营收这两年增长了14%。")).toBe("✅");
  });
});

describe("这N年 after its own years", () => {
  // 宁德时代 营业总收入 2022 +152 %, 2023 +22 %, 2024 −9.7 %: the years written are the run, not the latest two.
  it("is not read as the latest N years", () => {
    expect(mark("2022、2023这两年营收都增长。", "2026-04-30", "300750")).not.toBe("❌");
  });
});

// 宁德时代 营业总收入 2023 4009.17亿, 2024 3620.13亿 (-9.70 %), 2025 4237.02亿; 比亚迪 2023 6023亿, 2024 7771亿,
// 2025 8040亿.
describe("N年连续 is the streak 连续N年, its count written first", () => {
  it("judges each year of the run", () => {
    expect(mark("宁德营收2023年4009亿、2024年3620亿、2025年4237亿，三年连续增长。", "2026-04-30", "300750")).toBe("❌");
    expect(mark("归母净利润四年连续增长后，2025年首次下滑。")).toBe("❌");
    expect(mark("比亚迪营收三年连续增长，2025年达8040亿元。", "2026-04-30", "002594")).toBe("✅");
  });

  it("a year before 连续 says when, not how long", () => {
    expect(mark("2024年连续第三年增长，归母净利润862.28亿元。")).not.toBe("❌");
  });
});
