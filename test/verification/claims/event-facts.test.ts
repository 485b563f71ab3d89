import { describe, expect, it } from "vitest";
import { classifyEvent, eventsFrom } from "../../../src/verification/claims/event-facts";
import { sampleFacts } from "./sample-facts";

describe("events classified from announcement titles", () => {
  it("reads the category, the stage and a condition's outcome from the title", () => {
    // Titles from ../shared/data/reference/announcements_300750_002594_601318.csv.
    expect(
      classifyEvent({ date: "2026-03-28", title: "关于2025年员工持股计划第一个锁定期解锁条件未成就的公告" }),
    ).toMatchObject({
      category: "股权激励",
      condition: "未成就",
    });
    expect(
      classifyEvent({ date: "2025-07-16", title: "关于2022年员工持股计划第三个锁定期届满暨解锁条件成就的公告" }),
    ).toMatchObject({
      category: "股权激励",
      condition: "成就",
      stage: "完成",
    });
    expect(
      classifyEvent({ date: "2026-04-07", title: "关于A股股份回购结果暨股份变动的公告", category: "repurchase" }),
    ).toMatchObject({
      category: "回购",
      stage: "完成",
    });
    expect(classifyEvent({ date: "2026-03-10", title: "关于2025年度利润分配预案的公告" })).toMatchObject({
      category: "分红",
      stage: "预案",
    });
    expect(classifyEvent({ date: "2024-01-01", title: "关于控股股东减持股份的预披露公告" }).category).toBe("减持");
    expect(classifyEvent({ date: "2024-01-01", title: "2024年度向特定对象发行A股股票预案" }).category).toBe("定增");
    expect(classifyEvent({ date: "2024-01-01", title: "2024年前三季度业绩预告" }).category).toBe("业绩预告");
    expect(
      classifyEvent({ date: "2026-02-10", title: "2026年面向专业投资者公开发行科技创新公司债券（第一期）发行公告" })
        .category,
    ).toBe("债券发行");
  });

  it("keeps only the events public by asOf, oldest first", () => {
    const rows = [
      { date: "2026-04-07", title: "关于A股股份回购结果暨股份变动的公告" },
      { date: "2026-03-03", title: "关于回购公司A股股份的进展公告" },
      { date: "2026-06-04", title: "关于2026年A股员工持股计划完成非交易过户的公告" },
    ];
    expect(eventsFrom(rows, "2026-04-30").map((e) => e.date)).toEqual(["2026-03-03", "2026-04-07"]);
    // What no claim can name is not kept: a board resolution, a credit rating.
    expect(eventsFrom([{ date: "2026-06-26", title: "第四届董事会第十七次会议决议公告" }], "2026-06-30")).toEqual([]);
  });

  it("gives a sample company's facts its events and industry", () => {
    const byd = sampleFacts("002594", "2026-04-30");
    expect(byd.industry).toBe("汽车");
    expect(byd.events?.filter((e) => e.category === "减持")).toEqual([]);
    expect(
      byd.events?.some((e) => e.category === "股权激励" && e.condition === "未成就" && e.date === "2026-03-28"),
    ).toBe(true);
    expect(sampleFacts("600036", "2026-04-30").industry).toBe("银行");
  });
});
