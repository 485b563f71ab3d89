import { describe, expect, it } from "vitest";
import { pointName } from "../../src/report/point-name";

describe("a point's name in a report: what a reader calls it, never its id", () => {
  const turns = [
    { role: "bull", seq: 1, round: 1 },
    { role: "bear", seq: 2, round: 1 },
    { node: "fin_earnings", role: "fin_earnings", seq: 1, round: 0 },
    { node: "bull", role: "bull_researcher", seq: 5, round: 2 },
  ];

  it("names a debater's point by side, round and number", () => {
    expect(pointName("bear-t2-p2", turns)).toBe("空方第1轮论点2");
  });

  it("names a graph role's point and counter-point by the role's title (and round, where it has rounds)", () => {
    expect(pointName("fin_earnings-t1-c1", turns)).toBe("收益分析师反向论点1");
    expect(pointName("bull-t5-p1", turns)).toBe("多头研究员第2轮论点1");
  });

  it("never shows an id no turn made (an invented rebuttal target)", () => {
    expect(pointName("bull-t9-p1", turns)).toBe("未知论点");
    expect(pointName("E3", turns)).toBe("未知论点");
  });
});
