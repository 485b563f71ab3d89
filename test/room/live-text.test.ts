import { describe, expect, it } from "vitest";
import { json, postJson } from "../support/api";
import { asStreamed, unreadable } from "../support/readable-text";
import { Viewer, type ViewerEvent } from "../support/ws-viewer";

/**
 * What a viewer reads while a turn is written: every `turn.delta` of the offline analyst, for every protocol, is
 * readable Chinese text (no JSON, keys, English enums or point ids), arrives before its turn completes, and spells
 * every claim the finished turn then shows.
 */
async function watch(body: Record<string, unknown>): Promise<ViewerEvent[]> {
  const res = await postJson("/api/debates", { ticker: "600519", asOf: "2025-06-30", fresh: true, ...body });
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = await json<{ id: string }>(res);
  const viewer = await Viewer.connect(id, 0);
  await viewer.waitFor((e) => e.type === "done", 60_000);
  viewer.close();
  return viewer.events;
}

interface StreamedTurn {
  seq: number;
  claims: string[];
}

function turnOf(e: ViewerEvent): StreamedTurn {
  const t = e.turn as { seq: number; points?: { claim: string }[]; counterPoints?: { claim: string }[] };
  return { seq: t.seq, claims: [...(t.points ?? []), ...(t.counterPoints ?? [])].map((p) => p.claim) };
}

describe("turn.delta: readable text as it arrives (offline provider)", () => {
  for (const protocol of ["adversarial", "findebate", "tradingagents"]) {
    it(`${protocol}: every delta is readable Chinese, comes before its turn completes and spells the turn's claims`, async () => {
      const events = await watch({ protocol, rounds: 1 });
      const deltas = events.filter((e) => e.type === "turn.delta");
      expect(deltas.length).toBeGreaterThan(0);
      for (const d of deltas) expect(unreadable(String(d.text)), String(d.text)).toBeNull();

      let spoken = 0;
      let growing = 0;
      for (const done of events.filter((e) => e.type === "turn.completed")) {
        const turn = turnOf(done);
        const mine = deltas.filter((d) => d.turnSeq === turn.seq);
        if (mine.length === 0) continue; // a role with nothing to cite is not asked, so nothing streams
        spoken++;
        if (mine.length > 1) growing++;
        expect(Math.max(...mine.map((d) => d.seq))).toBeLessThan(done.seq);
        const text = mine.map((d) => String(d.text)).join("");
        expect(text.trim().length).toBeGreaterThan(0);
        for (const claim of turn.claims) expect(text, `turn ${turn.seq}`).toContain(asStreamed(claim));
      }
      expect(spoken).toBeGreaterThan(1);
      // The text grows: turns with claims arrive in several pieces (a short judge's note may come in one).
      expect(growing).toBeGreaterThan(1);
    });
  }
});
