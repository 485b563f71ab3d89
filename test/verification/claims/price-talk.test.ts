import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { cutToYuan, nearPrice } from "../../../src/verification/claims/whole-yuan";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * On 2026-04-30 (src/sample/sample-data.json): 600028's 52-week high 8.11 on 2026-03-04, close 5.39, −4.77 % over a
 * year; 000858 closed 291.85 at the end of 2020 and 97.08 now (−66.74 %); 600519 closed 1524.00 at the end of 2024 and
 * 1384.79 now (−9.13 %).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a path of the price from a year's end, in a forum's figures", () => {
  it("reads 290多块, 快300块 and a yuan cut from the close (291 of 291.85) at the year's last close", () => {
    expect(cutToYuan(291.85, 291, 0)).toBe(true);
    expect(cutToYuan(5.39, 5, 0)).toBe(false);
    expect(cutToYuan(291.85, 291, 1)).toBe(false);
    expect(nearPrice(291.85, 300)).toBe(true);
    expect(nearPrice(291.85, 400)).toBe(false);
    expect(mark("000858", "股吧：五粮液从2020年底的291跌到97，三分之二没了，还在跌。")).toBe("✅");
    expect(mark("000858", "五粮液从2020年底290多块跌到现在97，三分之二没了。")).toBe("✅");
    expect(mark("000858", "五粮液从2020年底快300块跌到现在97块，整整跌掉了三分之二")).toBe("✅");
    expect(mark("600519", "茅台从2024年底1500多跌到现在1384，跌了不到一成。")).toBe("✅");
    expect(mark("000858", "五粮液从2020年底的291跌到97，一半没了。")).toBe("❌");
    expect(mark("600519", "茅台从2024年底1500多跌到现在1384，跌了两成。")).toBe("❌");
    expect(mark("600519", "茅台从2025年底的1377跌到1384。")).toBe("❌");
  });

  it("reads a dated whole-yuan price cut from the close", () => {
    expect(mark("000858", "2020年底还是291元，现在97元。")).toBe("✅");
    expect(mark("000858", "2020年底还是289元，现在97元。")).toBe("❌");
  });

  it("keeps a move sized in words after the path (跌掉一半了) and sizes it", () => {
    expect(mark("600028", "石化从8块多跌到5块4，跌掉三分之一了。")).toBe("✅");
    expect(mark("600028", "石化从8块多跌到5块4，跌掉一半了。")).toBe("❌");
    expect(mark("600028", "石化跌掉一半了。")).toBe("❔");
  });
});

describe("a size with a window of its own right after a path", () => {
  it("is 未能核验 when it fits the path but not the window, failed when it fits neither", () => {
    expect(mark("600028", "雪球：石化从8块多跌到5块4，一年跌掉三分之一了。")).toBe("❔");
    expect(mark("600028", "雪球：石化从8块多跌到5块4，一年跌掉一半了。")).toBe("❌");
    expect(mark("600028", "雪球：石化从8块多跌到5块4，一年跌了5%。")).toBe("✅");
  });
});
