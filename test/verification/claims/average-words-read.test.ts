import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * Averages as analysts write them in words (src/sample/sample-data.json). 2026-04-30: 贵州茅台 MA20 1433.56; 中国平安
 * close 59.37, MA60 61.25; 招商银行 close 38.27, MA5 39.03 < MA10 39.39 < MA20 39.40, MA60 39.25, MA120 40.53, MA250
 * 42.15. 2025-04-30: 中国石化 close 5.66, MA60 5.79, MA120 6.08, MA250 6.29. 2025-10-31: 比亚迪 MA5 103.33 < MA10
 * 103.72 < MA20 105.54. 2025-09-05: 五粮液 MA60 123.08 < MA120 126.68 < MA250 132.02.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("an average's value after 约在 or 的 (20日线约在1433.6元, 在MA60的61.25元之下)", () => {
  it("reads 约在 as a hedged value of the line", () => {
    expect(mark("600519", "20日线约在1433.6元。")).toBe("✅");
    expect(mark("600519", "20日均线大约在1433元附近。")).toBe("✅");
    expect(mark("600519", "20日线约在1480元。")).toBe("❌");
    expect(mark("600028", "半年线大约在6.08元一带。", "2025-04-30")).toBe("✅");
  });

  it("reads the value after 的 as the line's and the side after it as the close's", () => {
    expect(mark("601318", "收盘59.37元，但仍在MA60的61.25元之下。")).toBe("✅");
    expect(mark("601318", "收盘59.37元，但仍在MA60的58.25元之下。")).toBe("❌");
    expect(mark("600028", "收盘5.66元，仍在60日线的5.79元之下。", "2025-04-30")).toBe("✅");
    expect(mark("600028", "收盘5.66元，仍在年线的6.29元上方。", "2025-04-30")).toBe("❌");
  });
});

describe("短均线 and 长均线 before an order word: the short or long lines, not MA5-MA60", () => {
  it("reads 短均线 on the averages up to MA20", () => {
    expect(mark("600036", "收盘38.27元，MA5/MA10/MA20依次为39.03、39.39、39.41元，短均线呈空头排列。")).toBe("✅");
    expect(mark("002594", "MA5、MA10、MA20分别为103.33、103.72、105.54元，短均线多头排列。", "2025-10-31")).toBe("❌");
  });

  it("reads 长均线 on the long averages listed", () => {
    expect(mark("000858", "MA60、MA120、MA250分别为123.08、126.68、132.02元，长均线呈空头排列。", "2025-09-05")).toBe(
      "✅",
    );
    expect(mark("000858", "MA60、MA120、MA250分别为123.08、126.68、132.02元，长均线呈多头排列。", "2025-09-05")).toBe(
      "❌",
    );
  });
});

describe("a stack written after its way word (自上而下是MA250、MA120、MA20、MA5)", () => {
  it("reads the list after the copula in its order, the lines counted before it as its subject", () => {
    const stack = "四条均线自上而下是MA250、MA120、MA20、MA5，空头排列。";
    expect(mark("600036", `现价38.27元压在MA5、MA20、MA120、MA250之下，${stack}`)).toBe("✅");
    expect(mark("600036", "四条均线自上而下是MA250、MA120、MA5、MA20，空头排列。")).toBe("❌");
    expect(mark("600036", "均线自下而上依次为MA5、MA20、MA120、MA250。")).toBe("✅");
    expect(mark("600036", "均线自下而上依次为MA5、MA120、MA20、MA250。")).toBe("❌");
  });
});

describe("an order word without 排列 (均线全面空头, 均线多头、…)", () => {
  it("reads 全面 on every stored average, a bare 多头/空头 on MA5-MA60", () => {
    expect(mark("000858", "盘前策略｜五粮液均线全面空头，RSI 28超卖，暂不抄底")).toBe("✅");
    expect(mark("600519", "均线全面空头。")).toBe("❌");
    expect(mark("002594", "技术面：均线多头、DIF仍在零轴上。")).toBe("✅");
    expect(mark("000858", "技术面：均线多头、DIF仍在零轴上。")).toBe("❌");
  });
});

describe("a value with its average named in brackets after it (破425（MA20）减)", () => {
  it("reads the value as the average's", () => {
    expect(mark("300750", "持有，破425（MA20）减。")).toBe("✅");
    expect(mark("300750", "持有，破440（MA20）减。")).toBe("❌");
  });
});
