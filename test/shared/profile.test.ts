import { afterEach, describe, expect, it } from "vitest";
import { profileSnapshot, record, resetProfile, setProfiling, SPANS, timed, timedSync } from "../../src/shared/profile";

describe("profile spans", () => {
  afterEach(() => {
    setProfiling(false);
    resetProfile();
  });

  it("sum time and calls per span while on, also when the work throws, and list every span", async () => {
    setProfiling(true);
    expect(timedSync("verification", () => 7)).toBe(7);
    await expect(timed("model", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    record("alarm.wait", 12.34);
    record("alarm.wait", 1);
    const spans = profileSnapshot();
    expect(Object.keys(spans)).toEqual([...SPANS]);
    expect(spans.verification.count).toBe(1);
    expect(spans.model.count).toBe(1);
    expect(spans["alarm.wait"]).toEqual({ ms: 13.3, count: 2 });
    expect(spans.step).toEqual({ ms: 0, count: 0 });
    resetProfile();
    expect(profileSnapshot()["alarm.wait"].count).toBe(0);
  });

  it("record nothing while off", async () => {
    timedSync("verification", () => 1);
    await timed("model", async () => 1);
    record("alarm.wait", 5);
    expect(Object.values(profileSnapshot()).every((t) => t.count === 0)).toBe(true);
  });
});
