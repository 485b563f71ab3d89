import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A rank, a record or an indicator's state is read by a check of its family, or the clause is 未能核验 with the
 * word (asserted-words.ts): a right figure beside it never carries it to ✅. 中国石化 (600028) 营业总收入 2021
 * 2.74万亿 < 2024 3.07万亿 < 2023 3.21万亿 < 2022 3.32万亿, stored from 2020; 贵州茅台 (600519) as of 2026-04-30:
 * MACD's last cross a 死叉 (DIF below DEA), MA5 1410.53 < MA20 1433.56 < MA60 1441.22.
 */
const checks = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"));
const unread = (ticker: string, claim: string, word: string) =>
  checks(ticker, claim).some((c) => c.ok === null && c.reason.includes(`“${word}”没有核验`));

describe("a record over a window of years", () => {
  it("is read over exactly the years the clause names, the year being the clause before's", () => {
    expect(markOf(checks("600028", "2021年营业总收入27409亿元，在2021-2024年间为近年最低。"))).toBe("✅");
    expect(markOf(checks("600028", "2023年营业总收入32122.15亿元，在2021-2023年间为近年最低。"))).toBe("❌");
  });

  it("is 未能核验 over a range reaching before the stored years; 近年 with no years named is read on its readings", () => {
    expect(markOf(checks("600028", "2023年营业总收入32122.15亿元，在2015-2023年间为近年最低。"))).toBe("❔");
    // 2021 (27409亿) is lower than 2023 (32122亿): not the low of even 2021-2023 (vague-extremes.ts).
    expect(markOf(checks("600028", "2023年营业总收入32122.15亿元，为近年最低。"))).toBe("❌");
  });

  it("reads 次低 as the second over a window since a year, 未能核验 when the data starts later", () => {
    const since = checks("600028", "2024年营业总收入为2019年以来的次低水平。");
    expect(since.some((c) => c.ok === null && c.reason.includes("数据只从2020年起"))).toBe(true);
  });

  it("leaves a low a figure is measured from to an order check: the figure's own check does not read it", () => {
    // 2024 is itself the low since 2022: the order (比…低点高) no check read is 未能核验 (relation-coverage.ts).
    const low = checks("600028", "2024年营业总收入30745.6亿元，比2022年以来的低点高。");
    expect(markOf(low)).toBe("❔");
    expect(low.some((c) => c.ok === null && c.reason.includes("没有核验"))).toBe(true);
  });
});

describe("a record said as a pace or as no year beating it", () => {
  it("a pace's record is checked on the growth rates (record-checks.ts); no year beating it is 未能核验", () => {
    // 中国石化 营业总收入 2021 +30.2 %, 2024 −4.3 %: a stored year of the window beats 2024.
    const pace = checks("600028", "2024年营业总收入30745.62亿元，是2020年以来增速最快的一年。");
    expect(markOf(pace)).toBe("❌");
    expect(pace.some((c) => c.ok === false && c.reason.includes("营业总收入增速"))).toBe(true);
    const none = checks("600028", "2024年营业总收入30745.62亿元，2020年以来没有哪一年比这更低。");
    expect(none.some((c) => c.ok === null && c.reason.includes("没有哪一年比这更低"))).toBe(true);
  });
});

describe("an indicator's state", () => {
  it("reads DIF placed below DEA however it got there (落到, 回升至)", () => {
    expect(markOf(checks("600519", "MACD上DIF已落到DEA下方。"))).toBe("✅");
    const up = checks("600519", "DIF已回升至DEA上方。");
    expect(up.some((c) => c.ok === false && c.expected === "DIF在DEA上方")).toBe(true);
  });

  it("reads one average against another, pair by pair, not the close against the second", () => {
    const chain = checks("600519", "MA5站在MA20之上、MA20又在MA60之上，均线多头格局。");
    expect(chain.filter((c) => c.kind === "market" && c.ok === false).map((c) => c.expected)).toEqual([
      "MA5高于MA20",
      "MA20高于MA60",
    ]);
    expect(markOf(checks("600519", "MA20低于MA60。"))).toBe("✅");
  });

  it("is 未能核验 when no check of its sentence read it, whatever the figures beside it", () => {
    expect(unread("600519", "近20个交易日下跌约5%，出现顶背离。", "顶背离")).toBe(true);
    expect(unread("600519", "近20个交易日下跌约5%，均线多头格局。", "均线多头格局")).toBe(true);
    // A 死叉 read in one clause reads the DIF of the next.
    expect(markOf(checks("600519", "MACD在4月17日死叉，DIF回落至DEA下方。"))).toBe("✅");
  });

  it("keeps nearness and denials apart: 逼近新高 and 未创新低 set no record", () => {
    expect(unread("600519", "近20个交易日下跌约5%，逼近新低。", "新低")).toBe(false);
    expect(unread("600519", "近20个交易日下跌约5%，但未创新低。", "新低")).toBe(false);
  });
});
