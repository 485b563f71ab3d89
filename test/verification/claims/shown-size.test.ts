import { describe, expect, it } from "vitest";
import { agreesWith, shownPercent } from "../../../src/verification/claims/shown-size";

const agrees = (text: string, actual: number) => {
  const shown = shownPercent(text);
  if (!shown) throw new Error(`no size in ${text}`);
  return agreesWith(actual, shown);
};

describe("a size as a clause shows it", () => {
  it("约 with a digit allows a rounding, not a neighbouring figure: 约93% is not 88.6%", () => {
    expect(agrees("上涨约93%", 92.1)).toBe(true);
    expect(agrees("上涨约93%", 88.58)).toBe(false);
    expect(agrees("下跌约9.6%", 9.63)).toBe(true);
  });

  it("约N成 is the nearest tenth (±5 points), not the tenths either side", () => {
    expect(agrees("下跌约两成", 18)).toBe(true);
    expect(agrees("下跌约两成", 13.2)).toBe(false);
    expect(agrees("涨了三成", 34)).toBe(true);
  });

  it("快/差不多/近乎 + a size is near it from below, a few points short at most", () => {
    expect(shownPercent("跌了快两成")?.q).toBe("near");
    // 近 is within 7 % below (figure-tolerance.ts): 18.6 % and up is 快两成.
    expect(agrees("跌了快两成", 18.7)).toBe(true);
    expect(agrees("跌了快两成", 18.2)).toBe(false);
    expect(agrees("跌了快两成", 13.2)).toBe(false);
    // 翻倍 names a multiple (×2): 近乎翻倍 is ×1.86 and up (7 % under ×2), so +88.3 % (×1.883) is near it, +84 % not.
    expect(agrees("股价近乎翻倍", 93.4)).toBe(true);
    expect(agrees("股价近乎翻倍", 88.3)).toBe(true);
    expect(agrees("股价近乎翻倍", 84)).toBe(false);
    expect(agrees("差不多腰斩", 47)).toBe(true);
    expect(agrees("差不多腰斩", 33)).toBe(false);
  });

  it("离 + a size + 只差一步 (一步之遥, 差一点) is near it from below, not past it", () => {
    expect(shownPercent("离翻倍只差一步")?.q).toBe("near");
    expect(agrees("离翻倍只差一步", 93.4)).toBe(true);
    expect(agrees("距翻倍仅一步之遥", 91)).toBe(true);
    expect(agrees("离翻倍只差一步", 60)).toBe(false);
    expect(agrees("离腰斩也就差一点", 47)).toBe(true);
    // Counter-case: 翻倍 said flat is at least doubled, so +93 % is no 翻倍.
    expect(agrees("股价已经翻倍", 93.4)).toBe(false);
  });

  it("多 right after the figure is more than it; 多 further on (对多方) bounds nothing", () => {
    // 601318's April 2026 month: 56.78 → 59.37, +4.56 %.
    expect(shownPercent("4月反弹4.6%对多方是积极信号")?.q).toBe("=");
    expect(agrees("4月反弹4.6%对多方是积极信号", 4.56)).toBe(true);
    expect(shownPercent("4月反弹4.6%多")?.q).toBe(">");
    expect(agrees("4月反弹4.6%多", 4.56)).toBe(false);
  });

  it("一倍多 and 超过两成 are bounds", () => {
    expect(agrees("已经翻了一倍多", 104)).toBe(true);
    expect(agrees("已经翻了一倍多", 88.6)).toBe(false);
    expect(agrees("跌幅超过两成", 21)).toBe(true);
  });

  it("超过一倍/逾一倍 is at least doubled (+100 %), as 一倍多 is: +88 % is short of it, +120 % over it", () => {
    expect(agrees("涨幅已超过一倍", 88.34)).toBe(false);
    expect(agrees("涨幅已超过一倍", 120)).toBe(true);
    expect(agrees("涨幅逾一倍", 104)).toBe(true);
    expect(agrees("涨幅逾一倍", 60)).toBe(false);
  });
});
