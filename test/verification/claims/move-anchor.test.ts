import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 招商银行 (600036) as of 2026-04-30: closes 42.35 on 2026-01-05, 39.75 on 2026-03-20, 38.27 on 2026-04-30
 * (-9.63 % since 01-05, -6.14 % from 01-05 to 03-20).
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "600036" }),
      sampleFacts("600036", "2026-04-30"),
    ),
  );

describe("a move sized in the clause after the one naming the day it is measured from", () => {
  it("is the move from that day's close to the last close", () => {
    expect(mark("从1月5日收盘42.35元到现在，招行跌了约9.6%。")).toBe("✅");
    expect(mark("从1月5日收盘42.35元到现在，招行跌了约19%。")).toBe("❌");
    expect(mark("股吧：招行从1月5日42.35块算，跌了9%多。")).toBe("✅");
  });

  it("reads a day with no figure of its own as the base, with the time elapsed after it", () => {
    expect(mark("快讯：招商银行自1月5日收盘算起，不到四个月累计下跌约9.6%。")).toBe("✅");
    expect(mark("快讯：招商银行自1月5日收盘算起，不到四个月累计上涨约9.6%。")).toBe("❌");
  });

  it("runs to a second day named, in either clause", () => {
    expect(mark("从1月5日到3月20日，招行下跌约6%。")).toBe("✅");
    expect(mark("以1月5日收盘价为基准，截至3月20日招行下跌约6%。")).toBe("✅");
    expect(mark("以1月5日收盘价为基准，截至3月20日招行下跌约9.6%。")).toBe("❌");
  });

  it("leaves a move with a window or a reference of its own to that window or reference", () => {
    // The last 20 sessions fell 3.89 %: 近20日 is the move's own window, not the time since 1月5日.
    expect(mark("从1月5日42.35元算起，近20日跌了约3.9%。")).toBe("✅");
  });
});
