import { env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { json, postJson } from "../support/api";
import { mockNetwork } from "../support/mock-network";
import { scriptedReply, scriptedUsage, streamEvents, type ChatTurn } from "../support/scripted-model";
import { envOverrides } from "../support/worker-env";

/**
 * The per-address limits hold under bursts: the running-debate cap is reserved where the debate is created, in one
 * statement, so concurrent requests cannot all read "none running" (issue 34).
 */
const { configure } = envOverrides();

type ErrorBody = { error: { code: string; message: string; originalId?: string } };

const BASE = "http://llm.test/v1";
let net: ReturnType<typeof mockNetwork> | undefined;
let release: () => void = () => {};

/** A model that answers only once released: the debates started stay running for as long as the test needs. */
function heldModel() {
  const held = new Promise<void>((r) => (release = r));
  const model = "openai:test-model";
  configure({ MODEL_QUICK: model, MODEL_DEEP: model, OPENAI_BASE_URL: BASE, OPENAI_API_KEY: "sk-test" });
  net = mockNetwork(
    http.post(`${BASE}/chat/completions`, async ({ request }) => {
      const messages = ((await request.json()) as { messages: ChatTurn[] }).messages;
      await held;
      return new HttpResponse(streamEvents("test-model", scriptedReply(messages), scriptedUsage(messages)).join(""), {
        headers: { "content-type": "text/event-stream" },
      });
    }),
  );
}

afterEach(async () => {
  release();
  // Let the released debates end before the network mock goes.
  await new Promise((r) => setTimeout(r, 1500));
  net?.restore();
  net = undefined;
});

/** Twenty (ticker, asOf) slots the sample can debate: each request starts a new debate, none joins another. */
const DATES = ["2025-06-30", "2025-06-27", "2025-06-26", "2025-06-25", "2025-06-24"].concat([
  "2025-06-23",
  "2025-06-20",
  "2025-06-19",
  "2025-06-18",
  "2025-06-17",
]);
const SLOTS = ["600036", "600519"].flatMap((ticker) => DATES.map((asOf) => ({ ticker, asOf, rounds: 1 })));
/**
 * Twenty other slots for the burst from twenty clients: the debates the burst before it started may still be ending
 * (on a loaded machine), and a request on their slot would join one instead of starting its own.
 */
const OTHER_DATES = ["2025-06-13", "2025-06-12", "2025-06-11", "2025-06-10", "2025-06-09"].concat([
  "2025-06-06",
  "2025-06-05",
  "2025-06-04",
  "2025-06-03",
  "2025-05-30",
]);
const OTHER_SLOTS = ["600036", "600519"].flatMap((ticker) => OTHER_DATES.map((asOf) => ({ ticker, asOf, rounds: 1 })));

/** The local rate limiter's windows are the wall clock's minutes: start a burst early in one. */
async function earlyInAMinute() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((r) => setTimeout(r, left + 50));
}

const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe("limits under bursts", () => {
  it("20 concurrent debate POSTs from one client: the cap (3) start, the rest 429 too_many_running", async () => {
    heldModel();
    await earlyInAMinute();
    const from = { "cf-connecting-ip": "203.0.113.101" };
    const responses = await Promise.all(SLOTS.map((slot) => postJson("/api/debates", slot, from)));
    expect(statuses(responses)).toEqual([...Array(3).fill(202), ...Array(17).fill(429)]);
    for (const res of responses.filter((r) => r.status === 429)) {
      expect((await json<ErrorBody>(res)).error.code).toBe("too_many_running");
      expect(res.headers.get("retry-after")).toBe("30");
    }
    // Exactly the started debates hold a place: the refused ones left nothing behind.
    const sql = "SELECT COUNT(*) AS n FROM debate_clients c JOIN debates d ON d.id = c.debate_id";
    const places = await env.DB.prepare(sql).first<{ n: number }>();
    expect(places?.n).toBe(3);
  });

  it("20 concurrent debate POSTs from 20 clients all start (each within its own allowance)", async () => {
    heldModel();
    const from = (i: number) => ({ "cf-connecting-ip": `198.51.100.${i + 1}` });
    const responses = await Promise.all(OTHER_SLOTS.map((slot, i) => postJson("/api/debates", slot, from(i))));
    expect(statuses(responses)).toEqual(Array(20).fill(202));
    const started = await Promise.all(responses.map((r) => json<{ existing: boolean }>(r)));
    expect(started.every((s) => !s.existing)).toBe(true);
  });
});

describe("replays under the same allowance", () => {
  const replaysOf = async (id: string) => {
    const sql = "SELECT COUNT(*) AS n FROM debates WHERE provider = ?";
    return (await env.DB.prepare(sql).bind(`replay:${id}`).first<{ n: number }>())?.n;
  };
  const replayBurst = (id: string, from: Record<string, string>) =>
    Promise.all(Array.from({ length: 20 }, () => postJson(`/api/debates/${id}/replay`, {}, from)));
  async function finishedDebate(): Promise<string> {
    // A slot none of the bursts uses: their debates may still be ending.
    const res = await postJson("/api/debates", { ticker: "600036", asOf: "2025-06-16", rounds: 1 });
    expect(res.status).toBe(202);
    const { id } = await json<{ id: string }>(res);
    for (const until = Date.now() + 20_000; Date.now() < until; ) {
      const row = await env.DB.prepare("SELECT status FROM debates WHERE id = ?").bind(id).first<{ status: string }>();
      if (row?.status === "done") return id;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`debate ${id} did not finish`);
  }

  it("20 concurrent replays from one client: ten a minute (the rate), the rest 429 rate_limited", async () => {
    const id = await finishedDebate();
    configure({ MAX_RUNNING_DEBATES_PER_IP: "0" });
    await earlyInAMinute();
    const from = { "cf-connecting-ip": "203.0.113.102" };
    const responses = await replayBurst(id, from);
    expect(statuses(responses)).toEqual([...Array(10).fill(202), ...Array(10).fill(429)]);
    for (const res of responses.filter((r) => r.status === 429)) {
      expect((await json<ErrorBody>(res)).error.code).toBe("rate_limited");
    }
    expect(await replaysOf(id)).toBe(10);
  });

  it("20 concurrent replays from a client at its cap: all 429 too_many_running, none stored", async () => {
    const id = await finishedDebate();
    heldModel();
    const from = { "cf-connecting-ip": "203.0.113.103" };
    const running = await Promise.all(SLOTS.slice(10, 13).map((slot) => postJson("/api/debates", slot, from)));
    expect(statuses(running)).toEqual([202, 202, 202]);
    const responses = await replayBurst(id, from);
    expect(statuses(responses)).toEqual(Array(20).fill(429));
    expect(await replaysOf(id)).toBe(0);
  });

  it("refuses a replay of a replay, naming the original to replay instead", async () => {
    const id = await finishedDebate();
    const first = await postJson(`/api/debates/${id}/replay`, {});
    expect(first.status).toBe(202);
    const replay = (await json<{ id: string }>(first)).id;
    const again = await postJson(`/api/debates/${replay}/replay`, {});
    expect(again.status).toBe(409);
    const body = await json<ErrorBody>(again);
    expect(body.error).toMatchObject({ code: "replay_of_replay", originalId: id });
    expect(body.error.message).toContain(id);
  });
});
