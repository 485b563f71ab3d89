import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkRsi } from "../../../src/verification/claims/check-rsi";
import { indicatorDirection } from "../../../src/verification/claims/indicator-direction";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

// RSI(14) on 2026-04-30: 贵州茅台 39.64, 招商银行 36.06, 中国石化 30.04 (27.43 a week before).
const checks = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"));
const mark = (ticker: string, claim: string) => markOf(checks(ticker, claim));

describe("RSI's line named as not reached", () => {
  it("reads 未到30的超卖线 as RSI on the near side of the line, not as 超卖", () => {
    expect(mark("600036", "RSI(14)约36，偏弱但未到30的超卖线。")).toBe("✅");
    expect(mark("600036", "RSI(14)约36，偏弱但未到40的超卖线。")).toBe("❌");
    expect(mark("600519", "RSI(14)约39.6，尚未跌入30以下的超卖区间。")).toBe("✅");
  });

  it("reads 跌进/掉进 as 跌入 (negation-words.ts MOVE_INTO)", () => {
    expect(mark("600519", "RSI约39.6，没跌进30以下的超卖区；DIF -10.03远在DEA -4.72之下，空头动能占优。")).toBe("✅");
    expect(mark("600028", "RSI约30，尚未掉进超卖区。")).toBe("✅");
    // 五粮液's RSI is 28.39: it is in the zone.
    expect(mark("000858", "RSI约28.4，没跌进30以下的超卖区。")).toBe("❌");
  });

  it("reads 离30的超卖线还有距离 as the distance to a line not reached", () => {
    expect(mark("600519", "RSI(14)在39.6附近，偏弱但离30的超卖线还有距离。")).toBe("✅");
    expect(mark("600519", "RSI(14)在39.6附近，离70的超买线还有距离。")).toBe("✅");
    // The level word itself still fails where it is asserted.
    expect(mark("600519", "RSI(14)约39.6，已进入超卖区。")).toBe("❌");
  });
});

describe("whose move a direction word is in a clause naming RSI", () => {
  it("gives the price's window move to the price, not to RSI", () => {
    expect(mark("600028", "技术面：短中期均线空头排列、RSI约30、近20日下跌8.5%，偏空。")).toBe("✅");
    expect(indicatorDirection("RSI约30、近20日下跌8.5%", "rsi", { word: "下跌" }, false, 11)).toBeNull();
    expect(indicatorDirection("RSI从28回升到45", "rsi", { word: "回升" }, false, 6)).toEqual({ word: "回升" });
    expect(indicatorDirection("营收下降", "revenue", { word: "下降" }, false, 2)).toEqual({ word: "下降" });
  });

  it("still checks RSI's own move", () => {
    // 中国石化's RSI rose from 27.43 to 30.04 over the last week.
    expect(checks("600028", "RSI回升至30附近。").some((c) => c.kind === "direction" && c.ok === true)).toBe(true);
  });
});

describe("RSI's window and a value the move started from", () => {
  // 贵州茅台's RSI(14) on 2026-04-30: 39.64.
  const rsi = (claim: string) => checkRsi(claim, sampleFacts("600519", "2026-04-30").market!);
  it("checks 39.6 in RSI14从70回落到39.6 as today's value and leaves the past 70 unchecked", () => {
    expect(rsi("RSI14从70回落到39.6").map((c) => [c.ok, c.expected])).toEqual([[true, "RSI(14) 39.6"]]);
    expect(rsi("RSI14由70回落至50").map((c) => [c.ok, c.expected])).toEqual([[false, "RSI(14) 50"]]);
    expect(rsi("RSI14已从70以上回落")).toEqual([]);
  });

  it("reads no value in RSI6上穿RSI12: both numbers are windows", () => {
    expect(rsi("RSI6上穿RSI12")).toEqual([]);
    expect(rsi("RSI(6)金叉RSI(12)")).toEqual([]);
    // A window beside a value still keeps the value.
    expect(rsi("RSI14落到39.6附近").map((c) => c.ok)).toEqual([true]);
  });
});

describe("a line not reached with no value written before it (RSI没跌进30以下的超卖区)", () => {
  it("the 30 is the line, no value of the RSI", () => {
    // 比亚迪 RSI(14) 52.43 on 2026-04-30.
    expect(mark("002594", "比亚迪RSI没跌进30以下的超卖区")).toBe("✅");
    expect(mark("600519", "RSI约49.6，没跌进30以下的超卖区")).toBe("❌");
  });
});

describe("a bound denied (RSI没有跌破50) and a move into a zone upward (还没涨进超买区)", () => {
  it("holds on the other side of the line", () => {
    // 比亚迪 RSI(14) 52.43, 中国石化 30.04.
    expect(mark("002594", "比亚迪RSI没有跌破50")).toBe("✅");
    expect(mark("600028", "中国石化RSI没有跌破50")).toBe("❌");
    expect(mark("002594", "比亚迪RSI没跌进55以下")).toBe("❌");
    expect(mark("002594", "比亚迪RSI还没涨进超买区")).toBe("✅");
  });
});

describe("RSI placed inside a band of two lines (处在30到70之间)", () => {
  it("reads the band as lower < RSI < upper, never its lines as RSI's value", () => {
    expect(mark("600519", "RSI(14)位于30-50区间，弱势但未超卖。")).toBe("✅");
    expect(mark("600036", "RSI在40到60之间。")).toBe("❌");
  });

  it("reads a bare band right after a clause naming RSI as RSI's", () => {
    expect(mark("600036", "RSI14约36.1，处在30到70之间，既不超买也不超卖。")).toBe("✅");
    // 五粮液's RSI is 28.39: under the band's lower line.
    expect(mark("000858", "RSI14约28.4，处在30到70之间。")).toBe("❌");
  });

  it("leaves a band after another indicator unread as RSI's", () => {
    expect(checks("600519", "KDJ的J值约20，处在0到100之间。").some((c) => /RSI/.test(c.expected))).toBe(false);
  });
});

describe("RSI's line after its level word or in a bare clause (逼近超买但尚未越过70)", () => {
  it("reads a line after 超买/超卖 as RSI's, a denial keeping RSI on the near side", () => {
    // 中国石化's RSI is 30.04; 招商银行's 36.06.
    expect(mark("600028", "RSI约30，逼近超卖但尚未跌破30。")).toBe("✅");
    expect(mark("600519", "RSI约39.6，逼近超卖但尚未跌破35。")).toBe("✅");
    expect(mark("600519", "RSI约39.6，逼近超卖且已跌破35。")).toBe("❌");
  });

  it("reads a bare line passed or not right after a clause naming RSI as RSI's", () => {
    expect(mark("600028", "RSI(14)约30，尚未跌破30。")).toBe("✅");
    expect(mark("000858", "RSI(14)约28.4，尚未跌破30。")).toBe("❌");
  });
});
