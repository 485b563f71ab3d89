import { describe, expect, it } from "vitest";
import { runDebate } from "../support/debates";
import { Viewer, type ViewerEvent } from "../support/ws-viewer";

/** Every event a finished debate logged, read back from its start. */
async function eventLog(protocol: string): Promise<ViewerEvent[]> {
  const s = await runDebate({ ticker: "600519", asOf: "2025-06-30", protocol, fresh: true });
  expect(s.status, JSON.stringify(s.errors)).toBe("done");
  const viewer = await Viewer.connect(s.id, 0);
  await viewer.waitFor((e) => e.type === "done");
  viewer.close();
  return viewer.events;
}

/** The keys each event type carries, as a sorted list per type (round summaries' own fields aside). */
function shapes(events: ViewerEvent[]): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  const roundOnly = new Set(["round", "hitRate", "debateHitRate"]);
  for (const e of events) {
    const keys = Object.keys(e).filter((k) => !(e.type === "round.completed" && roundOnly.has(k)));
    for (const k of keys) (out[e.type] ??= new Set()).add(k);
  }
  return Object.fromEntries(Object.entries(out).map(([t, ks]) => [t, [...ks].sort()]));
}

describe("one event union for every protocol", () => {
  it("sends the same turn, stage and verdict events, field for field, for a debate and for a vote", {
    timeout: 120_000,
  }, async () => {
    const adversarial = await eventLog("adversarial");
    const vote = await eventLog("vote");
    for (const events of [adversarial, vote]) {
      for (const e of events.filter((x) => x.type === "turn.started"))
        for (const k of ["turnSeq", "role", "node", "round", "step"])
          expect(e[k], `${k} in ${JSON.stringify(e)}`).toBeDefined();
      // A stage's end names the step that ended it, its nodes and its detour (null on the planned path).
      const stages = events.filter((x) => x.type === "round.completed");
      expect(stages.length).toBeGreaterThan(0);
      for (const e of stages) {
        expect(typeof e.step).toBe("string");
        expect(Array.isArray(e.nodes)).toBe(true);
        expect(e).toHaveProperty("detour");
      }
      const verdict = events.find((x) => x.type === "verdict")!;
      expect(Object.keys(verdict)).toEqual(expect.arrayContaining(["verdict", "hitRate", "final", "lookAhead"]));
    }
    const a = shapes(adversarial);
    const v = shapes(vote);
    for (const type of ["turn.started", "turn.delta", "turn.completed", "round.completed", "verdict", "done"])
      expect(a[type], type).toEqual(v[type]);
    // Adversarial's rounds carry their verified shares; the vote's single stage has no round to summarise.
    const round = adversarial.find((x) => x.type === "round.completed")!;
    expect(round).toMatchObject({ step: expect.any(String), round: 1, hitRate: expect.any(Number) });
    // The adversarial protocol has no final decision of its own; the vote's tally is its final.
    expect(adversarial.find((x) => x.type === "verdict")!.final).toBeNull();
    expect(vote.find((x) => x.type === "verdict")!.final).not.toBeNull();
  });
});
