import { describe, expect, it } from "vitest";
import { fillPack, recencyTier, trueRecencyLabel, withPriorYears } from "../../src/evidence/report-years";

const row = (id: string, period: string | null, label: string, kind = "metric") => ({
  id,
  kind: kind as "metric" | "derived" | "announcement" | "quote",
  period,
  figures: [{ label, value: 1, unit: "亿元" }],
});

describe("packs built around the latest annual year and the year before (issue 28)", () => {
  const latest = "2025-12-31";

  it("puts the latest two annual years first, newer interim reports next, older years last", () => {
    expect(recencyTier(row("a", "2025-12-31", "营业总收入"), latest)).toBe(0);
    expect(recencyTier(row("b", "2024-12-31", "营业总收入"), latest)).toBe(0);
    expect(recencyTier(row("c", "2026-03-31", "营业总收入"), latest)).toBe(1);
    expect(recencyTier(row("d", "2025-06-30", "营业总收入"), latest)).toBe(2);
    expect(recencyTier(row("e", "2026-04-30", "收盘价", "quote"), latest)).toBe(2);
    expect(recencyTier(row("f", "2022-12-31", "营业总收入"), latest)).toBe(3);
  });

  it("follows each latest level with the same figure a year earlier, unless it states its own 同比", () => {
    const r25 = row("r25", "2025-12-31", "营业总收入");
    const r24 = row("r24", "2024-12-31", "营业总收入");
    const yoy = row("yoy", "2025-12-31", "归母净利润同比");
    const q26 = row("q26", "2026-03-31", "归母净利润");
    const q25 = row("q25", "2025-03-31", "归母净利润");
    const ids = withPriorYears([r25, yoy, q26], [r24, q25], latest).map((r) => r.id);
    expect(ids).toEqual(["r25", "r24", "yoy", "q26", "q25"]);
  });

  it("leaves two slots to newer figures when it has them, and gives unused slots back to the annual years", () => {
    const annual = ["a", "b", "c", "d", "e", "f"].map((id) => row(id, "2025-12-31", `指标${id}`));
    const quarter = row("q", "2026-03-31", "营业总收入");
    expect(fillPack([...annual, quarter], [], latest, 4).map((r) => r.id)).toEqual(["a", "b", "c", "q"]);
    expect(fillPack(annual, [], latest, 4).map((r) => r.id)).toEqual(["a", "b", "c", "d"]);
  });

  it("names a trend window by its last report when a newer annual report is public by asOf", () => {
    const text = "贵州茅台(600519) 近三年资产负债率：2021年报 22.81%、2022年报 19.42%、2023年报 17.98%";
    expect(trueRecencyLabel(text, "2023-12-31", "2025-12-31")).toBe(
      "贵州茅台(600519) 截至2023年报的三年资产负债率：2021年报 22.81%、2022年报 19.42%、2023年报 17.98%",
    );
    expect(trueRecencyLabel(text, "2023-12-31", "2023-12-31")).toBe(text);
  });
});
