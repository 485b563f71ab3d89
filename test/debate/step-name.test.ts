import { describe, expect, it } from "vitest";
import { errorLine, stepZh } from "../../src/debate/step-name";

describe("a line of the report's 错误记录", () => {
  it("names the step in Chinese, for debaters, the judge, graph roles and the room's own steps", () => {
    expect(stepZh("bull round 2")).toBe("多方第2轮");
    expect(stepZh("bear round 1")).toBe("空方第1轮");
    expect(stepZh("judge")).toBe("裁判");
    expect(stepZh("budget stop before round 3")).toBe("第3轮前的预算停止");
    expect(stepZh("fin_earnings (analysts)")).toBe("收益分析师");
    expect(stepZh("configuration")).toBe("配置");
    expect(stepZh("persist")).toBe("保存结果");
    expect(stepZh("final decision")).toBe("最终决策");
    expect(stepZh("fetching")).toBe("获取数据");
    expect(stepZh("something new")).toBe("其他步骤");
  });

  it("names a failed turn's node with its round: the debaters by side and round, graph roles by title", () => {
    expect(stepZh("bear (rebuttal)", 2)).toBe("空方第2轮");
    expect(stepZh("bull (opening)", 1)).toBe("多方第1轮");
    expect(stepZh("bull", 3)).toBe("多方第3轮");
    expect(stepZh("judge (judge)", 2)).toBe("裁判");
    expect(stepZh("stop", 3)).toBe("第3轮前的预算停止");
    expect(stepZh("fin_market (analysts)", 1)).toBe("市场预测师");
    // The ablation option's extra judging after the verdict, as its failure is logged.
    expect(stepZh("opening_judge (opening_judge)", 1)).toBe("裁判单独评议开篇轮");
  });

  it("says the kind of an English failure in Chinese and points to report.json for the original", () => {
    const line = errorLine({
      at: "2026-11-30T08:01:02.345Z",
      step: "bear round 2",
      message: "model call timed out after 60000 ms (deepseek-chat)",
    });
    expect(line).toBe("2026-11-30 16:01:02（北京时间） 空方第2轮：超时（原始信息见 report.json）");
    expect(errorLine({ at: "2026-11-30T08:01:02Z", step: "judge", message: "HTTP 429 Too Many Requests" })).toContain(
      "被限流",
    );
    expect(errorLine({ at: "2026-11-30T08:01:02Z", step: "persist", message: "D1_ERROR: something" })).toContain(
      "保存结果：出错",
    );
    // A graph protocol's step that threw is named by the step the debate waits for (src/room/stepper.ts pendingStepName).
    expect(errorLine({ at: "2026-11-30T08:01:02Z", step: "analysts", message: "D1_ERROR: x" })).toContain(
      "分析师：出错",
    );
    expect(errorLine({ at: "2026-11-30T08:01:02Z", step: "synthesiser", message: "D1_ERROR: x" })).not.toContain(
      "其他步骤",
    );
  });

  it("keeps a Chinese message as it is", () => {
    expect(errorLine({ at: "2026-11-30T08:01:02Z", step: "fetching", message: "数据不足：财务数据获取失败" })).toBe(
      "2026-11-30 16:01:02（北京时间） 获取数据：数据不足：财务数据获取失败",
    );
  });
});
