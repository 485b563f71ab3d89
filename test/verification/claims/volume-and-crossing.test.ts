import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a volume multiple under one", () => {
  // 002594 on 2026-04-30: the last 20 sessions' mean volume is 68.2 % of the 20 before.
  it("is shrinking volume, never 放量", () => {
    expect(mark("002594", "20日均量只有前20日的约0.68倍，缩量横盘。")).toBe("✅");
    expect(mark("002594", "20日均量是前20日的1.5倍。")).toBe("❌");
  });
});

describe("an indicator crossing a line", () => {
  // 000858 on 2020-05-15: RSI(14) 70.29, down from 71.10 a week before.
  it("is read by its level, not as the week's direction", () => {
    expect(mark("000858", "收盘145.22元，RSI升至70上方进入超买区。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "收盘145.22元，RSI跌破70。", "2020-05-15")).toBe("❌");
  });
});

describe("a volume 多 or 少 by a size (20日均量只比前20日多约7%)", () => {
  // 招商银行 on 2026-04-30: the last 20 sessions' average volume is 110.1 % of the 20 before.
  it("reads the way and the size of the change", () => {
    expect(mark("600036", "20日均量只比前20日多约10%。")).toBe("✅");
    expect(mark("600036", "20日均量只比前20日多约7%。")).toBe("❌");
    expect(mark("600036", "20日均量比前20日少约10%。")).toBe("❌");
  });
});
