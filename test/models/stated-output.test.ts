import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DebaterOutput } from "../../src/debate/debate-types";
import { OUTPUT_SCHEMAS } from "../../src/debate/role-output";
import { parseModelOutput } from "../../src/models/parse-output";
import { outputSchemaFor } from "../../src/models/providers/sdk-reply";

/**
 * Every provider reads a point's stated assertions through the same schemas: the OpenAI-compatible and Workers AI
 * providers send them as the structured-output schema and parse the reply with them. An invalid item costs the item,
 * never the reply (no re-ask).
 */
const stated = {
  metric: "营业总收入",
  period: "2024",
  value: 1741.44,
  unit: "亿元",
  change: { kind: "pct", value: 15.66 },
};
const point = (assertions: unknown) => ({
  claim: "2024年营业总收入1741.44亿元，同比+15.66%",
  evidence: [{ id: "E1", quote: "营业总收入 1741.44亿元" }],
  confidence: 0.8,
  assertions,
});

describe("stated assertions in a model's reply", () => {
  it("keeps the valid items and drops the invalid ones with a Chinese reason, for debaters and roles alike", () => {
    const reply = JSON.stringify({ stance: "bullish", points: [point([stated, { metric: "营收", period: "FY24" }])] });
    const parsed = parseModelOutput(reply, DebaterOutput);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.points[0]!.assertions).toEqual([stated]);
    expect(parsed.value.points[0]!.assertionsDropped).toEqual(["第2条结构化断言的期间、数值不合格式，已忽略"]);
    const role = JSON.stringify({
      evidence: [point([stated])],
      counterPoints: [point("不是列表"), point([])],
      stance: "bullish",
      conclusion: "推断：增长有据",
      conviction: "medium",
    });
    const read = parseModelOutput(role, OUTPUT_SCHEMAS.plain);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.evidence[0]!.assertions).toEqual([stated]);
    expect(read.value.counterPoints[0]!.assertionsDropped).toEqual(["结构化断言不是列表，已忽略"]);
  });

  it("ignores a model's own assertionsDropped and reads a reply without assertions as before", () => {
    const own = { ...point([stated]), assertionsDropped: ["模型自己写的"] };
    const parsed = parseModelOutput(JSON.stringify({ stance: "bullish", points: [own] }), DebaterOutput);
    expect(parsed.ok && parsed.value.points[0]!.assertionsDropped).toBeUndefined();
    const { assertions: _none, ...bare } = point(undefined);
    const plain = parseModelOutput(JSON.stringify({ stance: "bullish", points: [bare] }), DebaterOutput);
    expect(plain).toEqual({ ok: true, value: { stance: "bullish", points: [bare] } });
  });

  it("is in the structured-output schema the providers send, with the period grammar", () => {
    for (const io of ["input", "output"] as const) {
      const schema = JSON.stringify(z.toJSONSchema(outputSchemaFor({ schema: "debater" }), { io }));
      expect(schema).toContain('"assertions"');
      expect(schema).toContain("2025Q3累计=前三季度");
    }
  });

  it("does not ask models for the parser's own assertionsDropped, in any schema the providers send", () => {
    for (const name of ["debater", "role:plain", "role:horizons", "role:riskChanges"] as const) {
      for (const io of ["input", "output"] as const) {
        const schema = JSON.stringify(z.toJSONSchema(outputSchemaFor({ schema: name }), { io }));
        expect(schema, name).toContain('"assertions"');
        expect(schema, name).not.toContain("assertionsDropped");
      }
    }
  });
});
