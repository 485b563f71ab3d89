import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { signWritten } from "../../../src/verification/claims/move-signs";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { extractNumbers } from "../../../src/verification/extract-numbers";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));
const signed = (text: string, placed = false) => signWritten(extractNumbers(text).at(-1)!, text, placed);

describe("a rate right after a move verb carries the verb's sign", () => {
  it("reads the sign of 增, 降, 下降 and of a written +/-, not of a size noun or a loss", () => {
    expect(signed("净利增18.97%")).toBe(true);
    expect(signed("净利同比下降约15%")).toBe(true);
    // A year placing it leaves a direction word's sign to the direction check of that year.
    expect(signed("2024年净利同比下降约15%", true)).toBe(false);
    expect(signed("2024年净利降15%", true)).toBe(true);
    expect(signed("同比+3.2%")).toBe(true);
    expect(signed("净利增幅18.97%")).toBe(false);
    expect(signed("亏损减少30%")).toBe(false);
    expect(signed("毛利率18.97%")).toBe(false);
  });

  // 比亚迪 归母净利润 2025 -18.97 %, 营业总收入 +3.46 %; 贵州茅台 归母净利润 2024 +15.38 %, 2025 -4.53 %.
  it("fails a rise verb on a fall of that size, in a 、 list too", () => {
    expect(mark("002594", "2025年归母净利增18.97%，经营承压。")).toBe("❌");
    expect(mark("002594", "2025年营收增3.46%、归母净利增18.97%，表现稳健。")).toBe("❌");
    expect(mark("600519", "2024年归母净利降15.4%。")).toBe("❌");
  });
  it("keeps the verb that agrees with the data", () => {
    expect(mark("002594", "2025年营收增3.46%、归母净利降18.97%。")).toBe("✅");
    expect(mark("600519", "2024年归母净利增15.4%。")).toBe("✅");
  });
  it("a fall with no year is not matched by an earlier year's rise of that size", () => {
    expect(mark("600519", "按年报口径，归母净利同比下降约15%。")).toBe("❌");
    expect(mark("600519", "按年报口径，归母净利同比下降约4.5%。")).toBe("✅");
  });
});
