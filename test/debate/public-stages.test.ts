import { describe, expect, it } from "vitest";
import { publicStages } from "../../src/debate/public-stages";

// Two rounds of two debaters, then a judge: the shape adversarial declares (its rounds are its stages).
const SPECS = [
  { id: "round-1", title: "第 1 轮", roles: ["bull", "bear"], round: 1 },
  { id: "round-2", title: "第 2 轮", roles: ["bull", "bear"], round: 2 },
  { id: "judge", title: "裁判评议", roles: ["judge"] },
];
// A graph's stages: parallel analysts, a writer, then a decision taken in code (no roles).
const GRAPH = [
  { id: "analysts", title: "分析师", roles: ["a", "b"] },
  { id: "draft", title: "初稿", roles: ["writer"] },
  { id: "decision", title: "最终决定", roles: [] },
];
const turn = (seq: number, role: string, round: number) => ({ seq, role, round });
const statuses = (stages: { status: string }[]) => stages.map((s) => s.status);

describe("the stages the public state serves", () => {
  it("places each turn in the stage of its role and round, the judge in its own", () => {
    const turns = [turn(1, "bull", 1), turn(2, "bear", 1), turn(3, "bull", 1), turn(4, "bear", 2), turn(5, "judge", 2)];
    const stages = publicStages(SPECS, turns, "running", false);
    expect(stages.map((s) => s.turns)).toEqual([[1, 2, 3], [4], [5]]);
    expect(stages.map((s) => s.round)).toEqual([1, 2, null]);
  });

  it("is running where the latest turns are, done before it, pending after it", () => {
    const stages = publicStages(SPECS, [turn(1, "bull", 1), turn(2, "bear", 1), turn(3, "bull", 2)], "running", false);
    expect(statuses(stages)).toEqual(["done", "running", "pending"]);
    expect(statuses(publicStages(SPECS, [], "queued", false))).toEqual(["pending", "pending", "pending"]);
  });

  it("marks a stage the debate went past without a turn skipped (rounds that ended early)", () => {
    const turns = [turn(1, "bull", 1), turn(2, "bear", 1), turn(3, "bull", 1), turn(4, "judge", 1)];
    expect(statuses(publicStages(SPECS, turns, "done", true))).toEqual(["done", "skipped", "done"]);
  });

  it("ends every stage with the debate: a failed debate's unreached stages are skipped", () => {
    expect(statuses(publicStages(SPECS, [turn(1, "bull", 1)], "failed", false))).toEqual([
      "done",
      "skipped",
      "skipped",
    ]);
  });

  it("holds a stage with no roles (a decision in code) pending until the verdict, then done", () => {
    const turns = [turn(1, "a", 0), turn(2, "b", 0), turn(3, "writer", 0)];
    expect(statuses(publicStages(GRAPH, turns, "running", false))).toEqual(["done", "running", "pending"]);
    expect(statuses(publicStages(GRAPH, turns, "done", true))).toEqual(["done", "done", "done"]);
    expect(statuses(publicStages(GRAPH, turns, "failed", false))).toEqual(["done", "done", "skipped"]);
  });
});
