import { describe, expect, it } from "vitest";
import { DebaterOutput } from "../../src/debate/debate-types";
import { buildDebaterMessages } from "../../src/debate/prompts/debater-prompts";
import { STATED_EXAMPLE, STATED_RULE } from "../../src/debate/prompts/stated-rule";
import { estimateMessagesTokens, estimateTokens } from "../../src/models/token-estimate";
import { checkStated } from "../../src/verification/claims/check-stated";
import { sampleFacts } from "../verification/claims/sample-facts";
import { argueTask, moutaiEvidence } from "../support/moutai-evidence";

/**
 * Every debater and role prompt asks for stated assertions in one short rule with one example, and the example is
 * itself true (600519: 营业总收入 2024 1741.44亿元, +15.66 %). The rule is in every prompt of every turn, so its size
 * is held: measured with the token estimate the budgets use.
 */
describe("the prompts' rule for stated assertions", () => {
  const ev = moutaiEvidence();
  const messages = buildDebaterMessages(argueTask("bull", ev.bullPack));
  const prompt = messages.map((m) => m.content).join("\n");

  it("asks for them with the period grammar and shows one example that parses and passes", () => {
    expect(prompt).toContain(STATED_RULE);
    expect(prompt).toContain("2025Q3累计=前三季度");
    const example = /示例：\n(\{.*\})/.exec(prompt)?.[1];
    const parsed = DebaterOutput.parse(JSON.parse(example!));
    const stated = parsed.points[0]!.assertions!;
    expect(stated).toHaveLength(1);
    const checks = checkStated(stated, sampleFacts("600519", "2025-06-30"));
    expect(checks.map((c) => c.ok)).toEqual([true, true]);
  });

  it("adds under 140 estimated tokens to a debater prompt, and about 50 to each point's reply", () => {
    const added = estimateTokens(`\n9. ${STATED_RULE}`) + estimateTokens(`,${STATED_EXAMPLE}`);
    const whole = estimateMessagesTokens(messages);
    console.log(
      `stated assertions: +${added} tokens on a debater prompt of ${whole} (${((added / whole) * 100).toFixed(1)} %)`,
    );
    expect(added).toBeLessThan(140);
    const perPoint = estimateTokens(`,${STATED_EXAMPLE}`);
    console.log(`stated assertions: about +${perPoint} completion tokens per point that states one figure`);
    expect(perPoint).toBeLessThan(60);
  });
});
