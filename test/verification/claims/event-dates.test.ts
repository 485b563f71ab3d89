import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { afterDayBefore, sinceDay } from "../../../src/verification/claims/event-dates";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 宁德时代 buy-back notices held: 2026-04-02 (进展), 2026-04-07 (结果).
describe("notices after a day", () => {
  it("a whole day with 以后 counts from the day after it; 以来 from the day itself", () => {
    expect(sinceDay("2026年4月7日以后没有回购公告")).toBe("2026-04-08");
    expect(sinceDay("2025年12月31日之后未见减持")).toBe("2026-01-01");
    expect(sinceDay("2026年4月7日以来没有回购公告")).toBe("2026-04-07");
  });
  it("此后 opening a clause is after the last whole day the clause before names", () => {
    expect(afterDayBefore("此后至今未再出现回购公告", "2026年4月7日公告回购结果", "2026-04-30")).toBe(
      "2026年4月7日以后未再出现回购公告",
    );
    expect(afterDayBefore("此后未再出现回购公告", "2月推出员工持股计划", "2026-04-30")).toBeNull();
    expect(afterDayBefore("未再出现回购公告", "2026年4月7日公告回购结果", "2026-04-30")).toBeNull();
  });
  it("a denial after that day is refuted only by a notice after it, and never proved by the partial store", () => {
    expect(mark("300750", "2026年4月2日宁德公告回购进展，此后再无回购公告。")).toBe("❌");
    expect(mark("300750", "2026年4月7日宁德公告回购结果，此后至今没有新的回购公告。")).toBe("❔");
    expect(mark("300750", "2026年4月7日以后没有回购公告。")).toBe("❔");
    expect(mark("300750", "2026年4月1日以后没有回购公告。")).toBe("❌");
  });
});

// 中国石化 annual reports held: 2024-03-25 (2023年报), 2025-03-24 (2024年报); 贵州茅台 2024-04-03 (2023年报), 2025-04-03
// (2024年报), 2026-04-17 (2025年报), and 2021-2023 on 03-31.
describe("a filing habit over years (一般在3月下旬) or a day two filings share (同为4月3日)", () => {
  it("is borne out by the last two filings held in that part of the month, whatever their years", () => {
    expect(mark("600028", "中石化年报历来3月下旬出炉。")).toBe("✅");
    expect(mark("600028", "2024年年报已于2025年3月24日披露，公司年报通常在3月下旬发布。")).toBe("✅");
    expect(mark("600519", "2024年年报于2025年4月3日发布，和上一份年报同为4月3日。")).toBe("✅");
  });

  it("is not borne out by older filings alone, nor read as a habit without its word", () => {
    // 茅台's last two annual reports are in April: 03-31 of 2021-2023 do not make 3月下旬 its habit now.
    expect(mark("600519", "茅台年报一般在3月下旬发布。")).not.toBe("✅");
    expect(mark("600028", "中石化年报往年都在4月下旬才披露。")).not.toBe("✅");
    expect(mark("600028", "中石化3月下旬发布了年报。")).not.toBe("✅");
  });
});

// 宁德时代 2026-03-10《关于2025年度利润分配预案的公告》; 比亚迪 2026-03-28《关于2025年度利润分配方案的公告》;
// 贵州茅台 2026-04-17《2025年年度报告》.
describe("the report a notice came with (随年报)", () => {
  it("tells reports apart, not the dividend notice filed with one", () => {
    expect(mark("300750", "3月10日随年报披露2025年度利润分配预案，同时提请授权董事会制定2026年中期分红。")).toBe("✅");
    expect(mark("002594", "3月28日随年报公告2025年度利润分配方案。")).toBe("✅");
    expect(mark("002594", "2月28日随年报公告2025年度利润分配方案。")).toBe("❔");
  });
  it("still reads a report's own kind", () => {
    expect(mark("600519", "4月17日公司发布2025年年度报告。")).toBe("✅");
    expect(mark("600519", "2025年4月30日公司发布2025年一季度报告。")).toBe("✅");
    expect(mark("600519", "2025年4月3日公司发布2025年一季度报告。")).toBe("❔");
  });
});
