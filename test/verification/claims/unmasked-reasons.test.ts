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
