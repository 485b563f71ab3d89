import { env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { debateSettings, differingSettings, settingsKey } from "../../src/services/debate-settings";
import { modelConfigFor } from "../../src/models/provider-registry";
import { api, json, postJson } from "../support/api";
import { mockNetwork } from "../support/mock-network";
import { scriptedReply, scriptedUsage, streamEvents, type ChatTurn } from "../support/scripted-model";
import { envOverrides } from "../support/worker-env";
import { readConfig } from "../../src/config";

/**
 * One rule for "the same debate" (issue 34): every setting that changes a debate (rounds, risk rounds, memory,
 * anonymisation, protocol, asOf, the models) is part of both the join and the verdict cache's key.
 */
const { configure } = envOverrides();

type Started = { id: string; existing: boolean };
type ErrorBody = { error: { code: string; message: string; differing?: string[]; runningId?: string } };

const BASE = "http://llm.test/v1";
let net: ReturnType<typeof mockNetwork> | undefined;
let release: () => void = () => {};

/** Models that answer only once released, so the first debate of a slot is still running when the others ask. */
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
  await new Promise((r) => setTimeout(r, 1500));
  net?.restore();
  net = undefined;
});

describe("the settings of a debate", () => {
  const model = modelConfigFor(env, readConfig(env));

  it("fill the defaults a request leaves out, so an explicit default is the same debate", async () => {
    const day = { asOf: "2025-06-30", model };
    const bare = debateSettings({ protocol: "tradingagents" }, day);
    const given = { protocol: "tradingagents", rounds: 1, riskRounds: 1, memory: true, anonymize: false } as const;
    const explicit = debateSettings(given, day);
    expect(differingSettings(bare, explicit)).toEqual([]);
    expect(await settingsKey(bare)).toBe(await settingsKey(explicit));
  });

  it("take in the protocol's own params (defaults applied), not another protocol's, nor ticker or fresh", async () => {
    const day = { asOf: "2025-06-30", model };
    const base = debateSettings({ protocol: "tradingagents", ticker: "600519", fresh: true }, day);
    const more = debateSettings({ protocol: "tradingagents", ticker: "贵州茅台", fresh: false, riskRounds: 2 }, day);
    expect(differingSettings(base, more)).toEqual(["riskRounds"]);
    expect(await settingsKey(base)).not.toBe(await settingsKey(more));
    // A field of another protocol is ignored by the debate, so it is no setting of it.
    const adversarial = debateSettings({ protocol: "adversarial" }, day);
    expect(differingSettings(adversarial, debateSettings({ protocol: "adversarial", riskRounds: 2 }, day))).toEqual([]);
  });

  it("name every setting that differs, the models included", () => {
    const a = debateSettings({ protocol: "findebate", rounds: 3, memory: true }, { asOf: "2025-06-30", model });
    const warmer = { ...model, deep: { ...model.deep, temperature: 0.9 } };
    const other = { asOf: "2025-06-27", model: warmer };
    const b = debateSettings({ protocol: "findebate", rounds: 2, memory: false }, other);
    expect(differingSettings(a, b)).toEqual(["asOf", "memory", "model", "rounds"]);
  });
});

describe("joining the debate running in a slot", () => {
  const slot = { ticker: "600519", asOf: "2025-06-30" };

  it("joins only with equal settings; any other is 409 settings_differ naming it; another day is new", async () => {
    heldModel();
    const first = await postJson("/api/debates", { ...slot, rounds: 1 });
    expect(first.status).toBe(202);
    const { id } = await json<Started>(first);

    const same = await postJson("/api/debates", { ...slot, rounds: 1, memory: true, anonymize: false });
    expect(same.status).toBe(202);
    expect(await json<Started>(same)).toMatchObject({ id, existing: true });

    for (const [change, name] of [
      [{ rounds: 2 }, "rounds"],
      [{ rounds: 1, memory: false }, "memory"],
      [{ rounds: 1, anonymize: true }, "anonymize"],
    ] as const) {
      const res = await postJson("/api/debates", { ...slot, ...change });
      expect(res.status, name).toBe(409);
      const { error } = await json<ErrorBody>(res);
      expect(error).toMatchObject({ code: "settings_differ", differing: [name], runningId: id });
      expect(error.message).toContain(name);
    }

    // The models are a setting: the same request after the configuration changed is another debate.
    configure({ MODEL_TEMPERATURE_QUICK: "0.3" });
    const otherModel = await postJson("/api/debates", { ...slot, rounds: 1 });
    expect(otherModel.status).toBe(409);
    expect((await json<ErrorBody>(otherModel)).error.differing).toEqual(["model"]);
    configure({ MODEL_TEMPERATURE_QUICK: "0.7" });

    for (const change of [{ asOf: "2025-06-27" }, { protocol: "findebate" }]) {
      const res = await postJson("/api/debates", { ...slot, rounds: 1, ...change });
      expect(res.status).toBe(202);
      expect((await json<Started>(res)).existing).toBe(false);
    }
  });

  it("tradingagents: the risk rounds are a setting (the default given or left out is the same)", async () => {
    heldModel();
    const ta = { ...slot, protocol: "tradingagents" };
    const first = await postJson("/api/debates", ta);
    expect(first.status).toBe(202);
    const { id } = await json<Started>(first);
    const explicit = await postJson("/api/debates", { ...ta, riskRounds: 1 });
    expect(await json<Started>(explicit)).toMatchObject({ id, existing: true });
    const more = await postJson("/api/debates", { ...ta, riskRounds: 2 });
    expect(more.status).toBe(409);
    expect((await json<ErrorBody>(more)).error.differing).toEqual(["riskRounds"]);
  });
});

describe("the verdict cache answers only the same settings", () => {
  async function cachedDebate(): Promise<string> {
    const res = await postJson("/api/debates", { ticker: "600036" });
    expect(res.status).toBe(202);
    const { id } = await json<Started>(res);
    for (const until = Date.now() + 20_000; Date.now() < until; ) {
      const again = await postJson("/api/debates", { ticker: "600036" });
      if (again.status === 200) return id;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`debate ${id} was not cached`);
  }

  it("a request with other rounds, memory, anonymize, protocol or models is not answered by the cache", async () => {
    const id = await cachedDebate();
    const hit = await postJson("/api/debates", { ticker: "600036", rounds: 3, memory: true, anonymize: false });
    expect(hit.status).toBe(200);
    expect((await json<{ debateId: string }>(hit)).debateId).toBe(id);

    /** A new debate, or (while an earlier variant still runs in the same slot) 409 naming the difference. */
    const notCached = async (res: Response, setting: string) => {
      expect([202, 409], setting).toContain(res.status);
      if (res.status === 202) expect((await json<Started>(res)).id).not.toBe(id);
      else expect((await json<ErrorBody>(res)).error.differing).toContain(setting);
    };
    for (const change of [{ rounds: 1 }, { memory: false }, { anonymize: true }, { protocol: "findebate" }]) {
      await notCached(await postJson("/api/debates", { ticker: "600036", ...change }), Object.keys(change)[0]!);
    }
    configure({ MODEL_MAX_TOKENS_DEEP: "1000" });
    await notCached(await postJson("/api/debates", { ticker: "600036" }), "model");
  });
});

describe("settings a protocol would not honour are refused, never stored and ignored", () => {
  it("tradingagents rounds above 3: 400 naming the field", async () => {
    const ta = await postJson("/api/debates", { ticker: "600519", protocol: "tradingagents", rounds: 5 });
    expect(ta.status).toBe(400);
    expect((await json<ErrorBody>(ta)).error.message).toContain("rounds");
    const stored = await env.DB.prepare("SELECT COUNT(*) AS n FROM debates WHERE rounds = 5").first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect((await api("/api/health")).status).toBe(200);
  });
});
