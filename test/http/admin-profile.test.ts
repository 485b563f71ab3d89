import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import {
  profiledD1,
  profileSnapshot,
  resetProfile,
  setProfiling,
  SPANS,
  statementSnapshot,
} from "../../src/shared/profile";
import { api, json } from "../support/api";
import { runDebate } from "../support/debates";
import { envOverrides } from "../support/worker-env";

const admin = { authorization: `Bearer ${env.ADMIN_TOKEN}` };

describe("the profile over D1 and HTTP (PROFILE=on)", () => {
  const { configure } = envOverrides();
  afterEach(() => {
    setProfiling(false);
    resetProfile();
  });

  it("counts D1 statements as reads or writes by what they do, batches as writes, and passes results through", async () => {
    setProfiling(true);
    resetProfile();
    const db = profiledD1(env.DB);
    expect(profiledD1(env.DB)).toBe(db);
    await db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)").bind("profile-test", "1").run();
    const row = await db
      .prepare("SELECT value FROM meta WHERE key = ?")
      .bind("profile-test")
      .first<{ value: string }>();
    expect(row).toEqual({ value: "1" });
    await db.batch([db.prepare("DELETE FROM meta WHERE key = ?").bind("profile-test")]);
    const spans = profileSnapshot();
    expect(spans["d1.read"].count).toBe(1);
    expect(spans["d1.write"].count).toBe(2);
    // And by statement, so a change can be aimed at the reads a debate repeats.
    expect(
      statementSnapshot()
        .map(({ sql, count }) => ({ sql, count }))
        .sort((a, b) => (a.sql < b.sql ? -1 : 1)),
    ).toEqual([
      { sql: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", count: 1 },
      { sql: "SELECT value FROM meta WHERE key = ?", count: 1 },
      { sql: "batch of 1", count: 1 },
    ]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM meta WHERE key = 'profile-test'").first("n")).toBe(0);
  });

  it("records nothing and hands back the binding itself when off", async () => {
    setProfiling(false);
    expect(profiledD1(env.DB)).toBe(env.DB);
    await profiledD1(env.DB).prepare("SELECT 1").first();
    expect(Object.values(profileSnapshot()).every((t) => t.count === 0)).toBe(true);
  });

  it("shows where a whole debate's time went at GET /api/admin/profile, and DELETE resets it", async () => {
    configure({ PROFILE: "on" });
    expect((await api("/api/admin/profile", { method: "DELETE", headers: admin })).status).toBe(200);
    const question = { ticker: "600519", asOf: "2025-06-30", rounds: 1 };
    const state = await runDebate(question, { timeoutMs: 10_000, everyMs: 100 });
    expect(state.status).toBe("done");
    const body = await json<{
      enabled: boolean;
      spans: Record<string, { ms: number; count: number }>;
      statements: { sql: string; count: number }[];
    }>(await api("/api/admin/profile", { headers: admin }));
    expect(body.enabled).toBe(true);
    expect(Object.keys(body.spans)).toEqual([...SPANS]);
    for (const span of [
      "http",
      "evidence.gather",
      "step",
      "model",
      "verification",
      "retrieval",
      "embedding",
      "d1.read",
      "checkpoint",
      "event.append",
    ]) {
      expect(body.spans[span]!.count, span).toBeGreaterThan(0);
    }
    // Every model call the debate paid for went through the model span, each inside a step.
    expect(body.spans.model!.count).toBe(state.usage.calls);
    expect(body.spans.step!.count).toBeGreaterThanOrEqual(3);
    // The replies reach the D1 archive in one batch when the debate ends, not one statement per reply.
    expect(body.spans["archive.flush"]!.count).toBe(1);
    expect(body.statements.filter((st) => /model_replies/.test(st.sql) && !/^select/i.test(st.sql))).toEqual([]);
    await api("/api/admin/profile", { method: "DELETE", headers: admin });
    const after = await json<{ spans: Record<string, { count: number }> }>(
      await api("/api/admin/profile", { headers: admin }),
    );
    expect(after.spans.step!.count).toBe(0);
  });

  it("needs the admin token", async () => {
    expect((await api("/api/admin/profile")).status).toBe(401);
  });
});
