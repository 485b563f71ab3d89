import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { moveBaseOf, statesOwnMove } from "../../../src/verification/claims/own-moves";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A clause naming its own base (同比, 环比, 较2022年) or a turn (转正, 翻倍) states a move of its own (own-moves.ts):
 * it is no elaboration of the figure checked beside it. 比亚迪 2026-04-30: 营业总收入 2025Q3 1949.85亿元, Q4
 * 2376.99亿元; 资产负债率 2024 74.64 %, 2025 70.74 %. 中国石化: 销售费用 2022 585.67亿元, 2023 611.64亿元.
 */
const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string) => markOf(checks(ticker, claim));

describe("a move's base and turn", () => {
  it("tells the quarter before from the year before, and a turn from a bare figure", () => {
    expect(moveBaseOf("环比Q3增长21.9%")).toBe("sequential");
    expect(moveBaseOf("较上季度翻了两倍多")).toBe("sequential");
    expect(moveBaseOf("同比也转正了")).toBe("yearly");
    expect(moveBaseOf("较2022年有所压降")).toBe("yearly");
    expect(statesOwnMove("营收已经转正")).toBe(true);
    expect(statesOwnMove("利润端表现扎实")).toBe(false);
  });
});

describe("a move stated beside a checked figure", () => {
  it("is 未能核验 when no move against its base was checked (同比 after a checked 环比, 转正 after a bare rate)", () => {
    // 同比转正 is now read as the rate's turn (rate-turns.ts): 比亚迪 Q4单季营收 yoy -13.52 %, so it fails.
    expect(mark("002594", "Q4单季营收2376.99亿元，环比Q3增长21.9%，同比也转正了。")).toBe("❌");
    expect(mark("600036", "上半年营收1699.69亿元，同比-1.7%；二季度单季营收同比已转正。")).toBe("❔");
  });

  it("elaborates a checked move against the same base", () => {
    expect(mark("002594", "Q4单季营收2376.99亿元，环比Q3增长21.9%，环比明显回暖。")).toBe("✅");
  });

  it("reads a cut said as 压降 or 去杠杆 as a fall, checked against its base year", () => {
    expect(mark("600028", "2023年销售费用611.64亿元，较2022年有所压降。")).toBe("❌");
    expect(mark("002594", "2025年总资产8837.30亿元，负债率约70.7%，较上年有所去杠杆。")).toBe("✅");
  });
});
