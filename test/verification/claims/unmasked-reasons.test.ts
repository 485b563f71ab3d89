import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import type { ClaimCheck } from "../../../src/verification/claims/check-series";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { unmaskReasons } from "../../../src/verification/claims/unmasked-reasons";
import { sampleFacts } from "./sample-facts";

const check = (reason: string): ClaimCheck => ({ kind: "direction", ok: null, expected: "", found: "", reason });

describe("a reason quotes the words the point wrote, never the reading's masks", () => {
  it("maps a masked quote back onto the clause it came from", () => {
    const [c] = unmaskReasons(
      [check("“◇◇从一季度的11.56%□⇣”没有说明是哪项指标的增速（未能核验）")],
      ["增速从一季度的11.56%回落"],
    );
    expect(c?.reason).toBe("“增速从一季度的11.56%回落”没有说明是哪项指标的增速（未能核验）");
  });

  it("keeps a cut quote cut, and leaves quotes with no mask as they are", () => {
    const [c] = unmaskReasons([check("与“空方说利润◇◇□⇣到15%…”不符；“营收”相符")], ["空方说利润增速放缓到15%并不准确"]);
    expect(c?.reason).toBe("与“空方说利润增速放缓到15%…”不符；“营收”相符");
  });

  it("drops the marks when the clause cannot be found", () => {
    const [c] = unmaskReasons([check("“◇◇□⇣个位数”")], ["另一句话"]);
    expect(c?.reason).toBe("“个位数”");
  });

  it("on a real point: 增速较2024年全年明显放缓 is quoted as written", () => {
    // 贵州茅台: 归母净利润同比 2024 +15.38 %, 2025H1 +8.89 %.
    const claim = "上半年归母净利润同比增长8.89%，增速较2024年全年明显放缓。";
    const checks = checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2025-09-05" }),
      sampleFacts("600519", "2025-09-05"),
    );
    const reasons = unmaskReasons(checks, [claim]).map((c) => c.reason);
    expect(reasons.some((r) => r.includes("增速较2024年全年明显放缓"))).toBe(true);
    expect(reasons.join("")).not.toMatch(/[□◇⇡⇣⇊⇈]/);
  });
});

describe("a reason quotes a clause the reading rewrote as the point wrote it", () => {
  it("maps relative years, short quarters and full widths back onto the written words", () => {
    const claim = "招行去年归母净利润增长约1.2%，前年只增长了1.2%。";
    const [a, b] = unmaskReasons(
      [check("与“招行2025年归母净利润增长约1.2%”相符"), check("“2024年只增长了1.2%”与数据相符")],
      [claim],
      "2026-04-30",
    );
    expect(a?.reason).toBe("与“招行去年归母净利润增长约1.2%”相符");
    expect(b?.reason).toBe("“前年只增长了1.2%”与数据相符");
    const [c] = unmaskReasons([check("与“2026Q1营收环比2025Q4下降…”不符")], ["26Q1营收环比25Q4下降8%"], "2026-04-30");
    expect(c?.reason).toBe("与“26Q1营收环比25Q4下降…”不符");
  });

  it("leaves a quote the point holds, and a word of the checker's own it does not, as they are", () => {
    const [a] = unmaskReasons([check("“负债率偏高”要求≥60%；“偏低”不符")], ["负债率70.74%，偏低"], "2026-04-30");
    expect(a?.reason).toBe("“负债率偏高”要求≥60%；“偏低”不符");
  });

  it("on a real point: a fall said of 去年 is quoted with 去年", () => {
    // 比亚迪 归母净利润 2025 −18.97 %.
    const claim = "比亚迪去年归母净利润同比增长约19%。";
    const checks = checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30" }),
      sampleFacts("002594", "2026-04-30"),
    );
    const reasons = unmaskReasons(checks, [claim], "2026-04-30").map((c) => c.reason);
    expect(reasons.some((r) => r.includes("“比亚迪去年归母净利润同比增长约19%”"))).toBe(true);
    expect(reasons.join("")).not.toContain("比亚迪2025年归母净利润同比");
  });
});
