import { describe, expect, it } from "vitest";
import { DebaterOutput, JudgeOutput } from "../../src/debate/debate-types";
import { parseModelOutput, repairMessage } from "../../src/models/parse-output";

const valid = {
  stance: "bullish",
  points: [
    {
      claim: "2024年报营业总收入 1741.44亿元，同比+15.66%，增长动能明确",
      evidence: [{ id: "E1", quote: "营业总收入 1741.44亿元，同比+15.66%" }],
      confidence: 0.79,
      dimension: "earnings",
    },
  ],
};
const json = JSON.stringify(valid);

describe("parseModelOutput", () => {
  it("reads a bare JSON object", () => {
    expect(parseModelOutput(json, DebaterOutput)).toEqual({ ok: true, value: valid });
  });

  it("strips ```json fences", () => {
    const result = parseModelOutput("```json\n" + JSON.stringify(valid, null, 2) + "\n```", DebaterOutput);
    expect(result).toEqual({ ok: true, value: valid });
  });

  it("ignores prose before and after the object, and braces inside strings", () => {
    const withBrace = {
      ...valid,
      points: [{ ...valid.points[0]!, claim: "护城河{品牌}稳固，营业总收入 1741.44亿元" }],
    };
    const result = parseModelOutput(
      `好的，以下是我的分析：\n${JSON.stringify(withBrace)}\n希望对你有帮助。`,
      DebaterOutput,
    );
    expect(result.ok && result.value.points[0]?.claim).toBe("护城河{品牌}稳固，营业总收入 1741.44亿元");
  });

  it("skips a reasoning block and a stray brace fragment before the answer", () => {
    const text = `<think>先想想 {草稿} 怎么写</think>格式为 {x} 的对象：${json}`;
    expect(parseModelOutput(text, DebaterOutput)).toEqual({ ok: true, value: valid });
  });

  it("reports malformed JSON and missing objects in words", () => {
    const broken = parseModelOutput('{"stance": "bullish", "points": [ { "claim": "x", } ]}', DebaterOutput);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error).toMatch(/^JSON 语法错误/);
    const truncated = parseModelOutput('{"stance": "bullish", "points": [', DebaterOutput);
    expect(truncated.ok).toBe(false);
    if (!truncated.ok) expect(truncated.error).toContain("没有找到完整的 JSON 对象");
    const empty = parseModelOutput("  ", DebaterOutput);
    expect(empty.ok).toBe(false);
  });

  it("names the offending field path in schema errors", () => {
    const long = { ...valid, points: [{ ...valid.points[0]!, claim: "营".repeat(120) }] };
    const tooLong = parseModelOutput(JSON.stringify(long), DebaterOutput);
    expect(tooLong).toEqual({ ok: false, error: "points[0].claim: 超过100字" });

    const missing = { stance: "bullish", points: [{ claim: "x", evidence: [{ id: "12", quote: "q" }] }] };
    const result = parseModelOutput(JSON.stringify(missing), DebaterOutput);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toContain("points[0].evidence[0].id: evidence ids look like E12");
    expect(result.error).toContain("points[0].confidence: 缺少该字段");

    const stance = parseModelOutput(JSON.stringify({ ...valid, stance: "neutral" }), DebaterOutput);
    expect(stance.ok).toBe(false);
    if (!stance.ok) expect(stance.error).toBe('stance: 取值应为 "bullish" / "bearish"');
  });

  it("validates judge outputs against the judge schema", () => {
    const verdict = {
      scores: { factuality: 80, logic: 70, relevance: 75, riskCoverage: 130 },
      overall: 76,
      stance: "bullish",
      coreConclusion: "E1、E4显示增长与现金流有据",
      disputeFocus: [],
      risks: [],
      confidence: "可能",
    };
    expect(parseModelOutput(JSON.stringify(verdict), JudgeOutput)).toEqual({
      ok: false,
      error: "scores.riskCoverage: 不能大于100",
    });
  });
});

describe("repairMessage", () => {
  it("asks the model, as the user, to fix the named problems and answer with json only", () => {
    const message = repairMessage("points[0].claim: 超过100字");
    expect(message.role).toBe("user");
    expect(message.content).toContain("points[0].claim: 超过100字");
    expect(message.content).toContain("json");
  });
});
