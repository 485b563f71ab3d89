import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { gapApart, gapToBaseWritten } from "../../../src/verification/claims/gap-apart";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a gap in points right after two rates (A与B相差约N个百分点)", () => {
  it("is set apart as the clause after them", () => {
    expect(gapApart("营收增速3.46%与净利增速-18.97%相差约22个百分点")).toBe(
      "营收增速3.46%与净利增速-18.97%,相差约22个百分点",
    );
    expect(gapApart("营收增速17%和净利增速42%之间相差约25个百分点")).toBe(
      "营收增速17%和净利增速42%之间,相差约25个百分点",
    );
    // Not a gap after a single rate, nor one in 亿元.
    expect(gapApart("净利增速-18.97%，相差约22个百分点")).toBe("净利增速-18.97%，相差约22个百分点");
    expect(gapApart("营收8039亿与净利326亿相差约7700亿")).toBe("营收8039亿与净利326亿相差约7700亿");
    // A level beside a peer's is no pair of growths (peer-compare.ts reads it).
    expect(gapApart("负债率90.20%，与同行的89.80%相差不到1个百分点")).toBe(
      "负债率90.20%，与同行的89.80%相差不到1个百分点",
    );
  });

  // 比亚迪 2025: 营业总收入 +3.46 %, 归母净利润 -18.97 % (22.42 points); 宁德时代 2025: +17.04 %, +42.28 %.
  it("is checked against the two growths", () => {
    expect(mark("002594", "营收增速3.46%与净利增速-18.97%相差约22个百分点。")).toBe("✅");
    expect(mark("300750", "2025年营收增速17.04%和归母净利增速42.28%之间相差约25个百分点。")).toBe("✅");
    expect(mark("002594", "营收增速3.46%与净利增速-18.97%相差约12个百分点。")).toBe("❌");
  });
});

describe("a bare gap in % right after a comparison with a dated figure (gapToBaseWritten)", () => {
  it("is written out as the gap to that figure", () => {
    expect(gapToBaseWritten("营收880亿元，高于2025年四季度的800亿元，约多10%")).toBe(
      "营收880亿元，比2025年四季度的800亿元多约10%",
    );
    // Counter-cases: a base with no year (a peer's) and a gap with its own basis are left as written.
    expect(gapToBaseWritten("利润1501.81亿元，高于平安的1347.78亿元，约多11%")).toBe(
      "利润1501.81亿元，高于平安的1347.78亿元，约多11%",
    );
    expect(gapToBaseWritten("高于2025年四季度的800亿元，同比约多2%")).toBe("高于2025年四季度的800亿元，同比约多2%");
  });

  // 招商银行 归母净利润: 2025年四季度单季 364.09亿元, 2026年一季度 378.52亿元 (+3.96 %).
  it("is checked against that figure, not as the level's value", () => {
    expect(mark("600036", "一季度归母净利润378.52亿元，高于2025年四季度单季的364.09亿元，多了约4%。")).toBe("✅");
    expect(mark("600036", "一季度归母净利润378.52亿元，高于2025年四季度单季的364.09亿元，多了约9%。")).toBe("❌");
  });
});
