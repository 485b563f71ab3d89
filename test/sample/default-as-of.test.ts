import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { SAMPLE_DEBATE_AS_OF } from "../../src/sample/index";
import { defaultAsOf } from "../../src/sample/default-as-of";
import { readConfig } from "../../src/config";

describe("the date a debate without asOf is as of", () => {
  const today = "2026-11-30";

  it("is the sample's debate date for a sample company, and for the dataset as a whole", () => {
    expect(SAMPLE_DEBATE_AS_OF < today).toBe(true);
    expect(defaultAsOf(readConfig(env), today, "600519")).toBe(SAMPLE_DEBATE_AS_OF);
    expect(defaultAsOf(readConfig(env), today)).toBe(SAMPLE_DEBATE_AS_OF);
  });

  it("is today for a company outside the sample (ingested or fetched live): its data is as of today", () => {
    expect(defaultAsOf(readConfig(env), today, "000333")).toBe(today);
  });

  it("is today on ingested data only (SAMPLE_DATA=off), and never later than today", () => {
    expect(defaultAsOf(readConfig({ ...env, SAMPLE_DATA: "off" }), today, "600519")).toBe(today);
    expect(defaultAsOf(readConfig(env), "2026-01-05", "600519")).toBe("2026-01-05");
  });
});
