import { describe, expect, it } from "vitest";
import { failureText } from "../../src/models/failure-text";

describe("failureText: a failure's recorded message as a reader reads it", () => {
  it("says the kind of an English failure in Chinese and points to report.json for the original", () => {
    expect(failureText("model call timed out after 60000 ms (deepseek-chat)")).toBe("超时（原始信息见 report.json）");
    expect(failureText("HTTP 429 Too Many Requests")).toContain("被限流");
    expect(failureText("D1_ERROR: something")).toContain("出错");
  });

  it("keeps a Chinese message as it is", () => {
    expect(failureText("数据不足：财务数据获取失败")).toBe("数据不足：财务数据获取失败");
  });

  it("reads callModel's own failure kinds first, wherever the report shows a failure", () => {
    expect(failureText("rate_limited: HTTP 429")).toBe("被限流（原始信息见 report.json）");
    expect(failureText("invalid output: points.0.claim: expected string")).toBe(
      "输出格式不合规（原始信息见 report.json）",
    );
    expect(
      failureText("the model provider refused the credentials (401): check the API key and model name — nope"),
    ).toBe("鉴权失败（原始信息见 report.json）");
    expect(failureText("empty: no content")).toBe("回复为空（原始信息见 report.json）");
    expect(
      failureText(
        "replay miss: the original debate has no stored reply for this exact request (prompts, evidence or parameters differ); no model was called",
      ),
    ).toBe("回放时原记录中没有这次请求的回复（原始信息见 report.json）");
    expect(failureText("no progress for 1500 ms (watchdog)")).toBe("长时间无进展，已放弃（原始信息见 report.json）");
  });
});
