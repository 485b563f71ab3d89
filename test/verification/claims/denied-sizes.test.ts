import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { sizeDenied } from "../../../src/verification/claims/denied-sizes";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string, side?: "bull" | "bear") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf), { side });

describe("a size word denied: the change is not of that size", () => {
  it.each([
    ["改善幅度谈不上显著", "显著"],
    ["增长并不明显", "明显"],
    ["回升算不上大幅", "大幅"],
    ["增速不够强劲", "强劲"],
  ])("%s", (text, word) => expect(sizeDenied(text, word)).toBe(true));
  it("a size asserted is not denied", () => {
    expect(sizeDenied("毛利率显著改善", "显著")).toBe(false);
    expect(sizeDenied("不仅增长，而且显著", "显著")).toBe(false);
  });

  it("a small rise called not significant holds, and the bear's stance is not read from it", () => {
    const c = checks("300750", "一季度毛利率24.82%，改善幅度谈不上显著。", "2026-04-30", "bear");
    expect(c.find((x) => x.kind === "magnitude")?.ok).toBe(true);
    expect(c.some((x) => x.kind === "polarity" && x.ok === false)).toBe(false);
  });
  it("a large change called not significant fails", () => {
    const c = checks("300750", "2025年归母净利润同比增长并不明显。", "2026-04-30");
    expect(c.find((x) => x.kind === "magnitude")?.ok).toBe(false);
  });
});

describe("another's size word held up and answered: quoted, asked back, or far off", () => {
  const mark = (ticker: string, claim: string, side?: "bull" | "bear") => {
    const c = checks(ticker, claim, "2026-04-30", side);
    return c.some((x) => x.ok === false) ? "❌" : c.some((x) => x.ok === null) ? "❔" : "✅";
  };
  it.each([
    ["哪来的暴跌", "暴跌"],
    ["何来“大增”", "大增"],
    ["哪里谈得上腰斩", "腰斩"],
    ["谈何高增长", "高增长"],
  ])("a word asked back is denied: %s", (text, word) => expect(sizeDenied(text, word)).toBe(true));
  it("a word asked about is not denied", () => expect(sizeDenied("利润大增的原因在哪", "大增")).toBe(false));

  it("a quoted size said to be far off holds when the change is well short of it, and fails when it is not", () => {
    expect(mark("002594", "比亚迪2025年营收增3.46%，离“大幅增长”还差得远。", "bear")).toBe("✅");
    expect(mark("300750", "宁德时代2025年利润增42%，距离“大增”还远。", "bear")).toBe("❌");
  });
  it("a size word after 所谓 in quotes is not asserted; the denial after it is checked", () => {
    expect(mark("600028", "所谓2024年利润“腰斩”，不过是下降16.8%，谈不上腰斩。", "bull")).toBe("✅");
    expect(mark("300750", "所谓2025年归母净利润“大增”，其实只增长42%，算不上大增。", "bear")).toBe("❌");
  });
  it("a quote echoed as a question asks it; a word asked back with 哪来 is denied", () => {
    expect(mark("601318", "平安2025年归母净利润“大增”？同比只有6.45%，远称不上大增。", "bear")).toBe("✅");
    expect(mark("002594", "比亚迪2025年归母净利润降19%，哪来的“腰斩”？", "bull")).toBe("✅");
    expect(mark("002594", "比亚迪2025年归母净利润降19%，哪来的“下滑”？", "bull")).not.toBe("✅");
  });
  it("a quote refuted in its own clause is still read as refuted, not masked", () => {
    expect(mark("300750", "所谓宁德时代2025年利润“大增”站不住脚。", "bear")).not.toBe("✅");
  });
});
