import { http, HttpResponse, delay } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { callModel, type CallOptions } from "../../../src/models/call-model";
import { DebaterOutput } from "../../../src/debate/debate-types";
import type { ModelRequest, SchemaName } from "../../../src/models/model-provider";
import type { AgentRole, RoleTask } from "../../../src/debate/role-output";
import { WithHorizons, WithRiskChanges } from "../../../src/debate/role-output";
import { createOpenAICompatibleProvider } from "../../../src/models/providers/openai-compatible-provider";
import { OUTPUT_SCHEMA_BY_NAME } from "../../../src/models/providers/sdk-reply";
import { createWorkersAIProvider, type AiRunner } from "../../../src/models/providers/workers-ai-provider";
import { providerFor } from "../../../src/models/provider-registry";
import { ConfigError, readConfig } from "../../../src/config";
import { mockNetwork } from "../../support/mock-network";
import { completionBody, streamEvents } from "../../support/scripted-model";

const BASE = "http://llm.test/v1";
const VALID = JSON.stringify({
  stance: "bullish",
  points: [{ claim: "营业总收入同比+15.66%", evidence: [{ id: "E1", quote: "营业总收入" }], confidence: 0.8 }],
});

const request: ModelRequest = {
  role: "bull",
  schema: "debater",
  messages: [
    { role: "system", content: "你是多方分析师。只输出一个严格的 json 对象。" },
    { role: "user", content: "E1 [growth/earnings] 营业总收入 1741.44亿元\n请输出 json。" },
  ],
  task: {
    kind: "argue",
    role: "bull",
    round: 1,
    ticker: "600519",
    companyName: "贵州茅台",
    asOf: "2025-06-30",
    pack: [],
    ownPrevious: [],
    opponentLatest: [],
    opponentCited: [],
    citedBefore: [],
    summary: [],
  },
  temperature: 0.7,
  maxTokens: 900,
};

/** A graph role's request as the protocol runner builds it (schema name `role:<output kind>`). */
function roleRequest(
  protocol: RoleTask["protocol"],
  role: AgentRole,
  schema: Extract<SchemaName, `role:${string}`>,
): ModelRequest {
  const task: RoleTask = {
    kind: "role",
    protocol,
    role,
    round: 0,
    ticker: "600519",
    companyName: "贵州茅台",
    asOf: "2025-06-30",
    pack: [],
    inputs: [],
    memory: [],
    missing: [],
  };
  return {
    ...request,
    role,
    schema,
    task,
    messages: [
      { role: "system", content: "只输出一个严格的 json 对象。" },
      { role: "user", content: "E1 营业总收入 1741.44亿元\n请输出 json。" },
    ],
  };
}

const point = (claim: string) => ({ claim, evidence: [{ id: "E1", quote: "营业总收入" }], confidence: 0.7 });
const ROLE_REPLY = {
  evidence: [point("营业总收入1741.44亿元")],
  counterPoints: [point("增速可能放缓"), point("估值已反映预期")],
  stance: "bullish",
  conclusion: "证据偏多",
  conviction: "medium",
};

/** The JSON schema a request body carries, whichever way the provider wraps it. */
function sentSchema(responseFormat: unknown): { properties: Record<string, unknown>; required?: string[] } {
  const f = responseFormat as { json_schema: { schema?: unknown } & Record<string, unknown> };
  return (f.json_schema.schema ?? f.json_schema) as { properties: Record<string, unknown>; required?: string[] };
}

function options(overrides: Partial<CallOptions> = {}): CallOptions & { slept: number[] } {
  const slept: number[] = [];
  return {
    retries: 3,
    repairs: 2,
    baseDelayMs: 10,
    timeoutMs: 5_000,
    sleep: async (ms) => void slept.push(ms),
    random: () => 0,
    now: () => Date.now(),
    slept,
    ...overrides,
  };
}

/** Answers each call to /chat/completions with the next scripted response (streamed when the request asks). */
function sequence(...responses: (() => Response | Promise<Response>)[]) {
  let i = 0;
  return http.post(`${BASE}/chat/completions`, () => {
    const next = responses[Math.min(i, responses.length - 1)]!;
    i += 1;
    return next();
  });
}

const sse = (text: string, usage?: { prompt_tokens: number; completion_tokens: number }) => () =>
  new HttpResponse(streamEvents("test-model", text, usage).join(""), {
    headers: { "content-type": "text/event-stream" },
  });

const openai = () => createOpenAICompatibleProvider({ baseURL: BASE, apiKey: "sk-test", model: "test-model" });

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

describe("the OpenAI-compatible provider", () => {
  it("streams deltas, reports the provider's usage and asks for json_object with the key and parameters", async () => {
    net = mockNetwork(sequence(sse(VALID, { prompt_tokens: 321, completion_tokens: 45 })));
    const deltas: string[] = [];
    const result = await openai().complete(request, (t) => deltas.push(t));
    expect(result).toEqual({
      ok: true,
      reply: { text: VALID, promptTokens: 321, completionTokens: 45, estimated: false },
    });
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join("")).toBe(VALID);

    const sent = net.requests[0]!;
    expect(sent.headers.get("authorization")).toBe("Bearer sk-test");
    const body = sent.json() as Record<string, unknown>;
    expect(body).toMatchObject({
      model: "test-model",
      stream: true,
      temperature: 0.7,
      max_tokens: 900,
      response_format: { type: "json_object" },
    });
    expect(body.messages).toEqual(request.messages);
  });

  it("estimates usage, marked estimated, when the provider reports none; JSON mode off sends no response_format", async () => {
    net = mockNetwork(sequence(sse(VALID)));
    const result = await createOpenAICompatibleProvider({
      baseURL: BASE,
      model: "test-model",
      jsonMode: false,
    }).complete(request);
    expect((net.requests[0]!.json() as Record<string, unknown>).response_format).toBeUndefined();
    expect(result.ok && result.reply.estimated).toBe(true);
    expect(result.ok && result.reply.promptTokens).toBeGreaterThan(10);
  });

  it("re-asks a malformed reply with the validation error, then accepts the valid one; usage sums both", async () => {
    net = mockNetwork(
      sequence(
        sse('{"stance":"bullish","points":[{"claim":"缺证据"', { prompt_tokens: 100, completion_tokens: 10 }),
        sse(VALID, { prompt_tokens: 150, completion_tokens: 40 }),
      ),
    );
    const result = await callModel(openai(), request, DebaterOutput, options());
    expect(result.ok).toBe(true);
    expect(result.attempts.map((a) => a.ok)).toEqual([false, true]);
    expect(result.attempts[0]!.error).toContain("invalid output");
    expect(result.usage).toMatchObject({ calls: 2, promptTokens: 250, completionTokens: 50, estimated: false });
    const second = net.requests[1]!.json() as { messages: { role: string; content: string }[] };
    expect(second.messages.at(-1)!.content).toContain("未通过格式校验");
  });

  it("treats an empty reply (DeepSeek JSON mode) as empty and re-asks", async () => {
    net = mockNetwork(
      sequence(
        sse("", { prompt_tokens: 90, completion_tokens: 0 }),
        sse(VALID, { prompt_tokens: 95, completion_tokens: 40 }),
      ),
    );
    const result = await callModel(openai(), request, DebaterOutput, options());
    expect(result.ok).toBe(true);
    expect(result.attempts[0]!.error).toMatch(/^empty:/);
    // The empty attempt still cost its prompt.
    expect(result.usage.promptTokens).toBe(185);
  });

  it("waits out 429 Retry-After before retrying", async () => {
    net = mockNetwork(
      sequence(
        () =>
          HttpResponse.json({ error: { message: "rate limited" } }, { status: 429, headers: { "retry-after": "2" } }),
        sse(VALID, { prompt_tokens: 1, completion_tokens: 1 }),
      ),
    );
    const opts = options();
    const result = await callModel(openai(), request, DebaterOutput, opts);
    expect(result.ok).toBe(true);
    expect(result.attempts[0]).toMatchObject({ ok: false, status: 429 });
    expect(result.attempts[0]!.error).toMatch(/^rate_limited:/);
    expect(opts.slept).toEqual([2000]);
  });

  it("retries a 500 with exponential backoff and then succeeds", async () => {
    net = mockNetwork(
      sequence(
        () => HttpResponse.json({ error: { message: "boom" } }, { status: 500 }),
        () => HttpResponse.json({ error: { message: "boom" } }, { status: 502 }),
        sse(VALID, { prompt_tokens: 1, completion_tokens: 1 }),
      ),
    );
    const opts = options({ random: () => 0.5 });
    const result = await callModel(openai(), request, DebaterOutput, opts);
    expect(result.ok).toBe(true);
    expect(result.attempts.map((a) => a.status)).toEqual([500, 502, undefined]);
    expect(opts.slept).toEqual([15, 30]);
  });

  it("does not retry a 401 and says the key or model is wrong", async () => {
    net = mockNetwork(
      sequence(() => HttpResponse.json({ error: { message: "Authentication Fails" } }, { status: 401 })),
    );
    const result = await callModel(openai(), request, DebaterOutput, options());
    expect(result.ok).toBe(false);
    expect(result.attempts).toHaveLength(1);
    expect(result.attempts[0]!.status).toBe(401);
    expect(!result.ok && result.error).toMatch(/API key and model name/);
    expect(net.requests).toHaveLength(1);
  });

  it("times out a reply that never comes, aborting the request, within the bounded attempts", async () => {
    net = mockNetwork(sequence(async () => (await delay("infinite"), new HttpResponse(null))));
    const result = await callModel(openai(), request, DebaterOutput, options({ timeoutMs: 50, retries: 1 }));
    expect(result.ok).toBe(false);
    expect(result.attempts.map((a) => a.error?.split(":")[0])).toEqual(["timeout", "timeout"]);
    expect(!result.ok && result.error).toMatch(/did not answer in time/);
  });

  it("names a network failure as such and retries it", async () => {
    net = mockNetwork();
    const result = await callModel(openai(), request, DebaterOutput, options({ retries: 1 }));
    expect(result.attempts.map((a) => a.error?.split(":")[0])).toEqual(["network", "network"]);
  });
});

describe("structured output: each schema name a request carries is sent as its own schema", () => {
  it("maps every schema name to the zod schema its replies are validated with", () => {
    expect(Object.keys(OUTPUT_SCHEMA_BY_NAME).sort()).toEqual([
      "debater",
      "judge",
      "role:horizons",
      "role:plain",
      "role:riskChanges",
    ]);
    const horizons = { ...ROLE_REPLY, horizons: { day: "up", week: "flat", month: "up" } };
    // A role reply is not a debater reply, and the horizons / riskChanges kinds require their field.
    expect(OUTPUT_SCHEMA_BY_NAME.debater.safeParse(ROLE_REPLY).success).toBe(false);
    expect(OUTPUT_SCHEMA_BY_NAME["role:plain"].safeParse(ROLE_REPLY).success).toBe(true);
    expect(OUTPUT_SCHEMA_BY_NAME["role:horizons"].safeParse(ROLE_REPLY).success).toBe(false);
    expect(OUTPUT_SCHEMA_BY_NAME["role:horizons"].safeParse(horizons).success).toBe(true);
    expect(
      OUTPUT_SCHEMA_BY_NAME["role:riskChanges"].safeParse({ ...ROLE_REPLY, riskChanges: "保守方的回撤提示下调了信心" })
        .success,
    ).toBe(true);
    expect(OUTPUT_SCHEMA_BY_NAME["role:riskChanges"].safeParse(ROLE_REPLY).success).toBe(false);
  });

  it("OPENAI_STRUCTURED_OUTPUTS=on: the FinDebate synthesiser is sent the horizons schema, an analyst the plain role schema", async () => {
    const reply = JSON.stringify({ ...ROLE_REPLY, horizons: { day: "up", week: "up", month: "flat" } });
    net = mockNetwork(
      sequence(
        sse(reply, { prompt_tokens: 10, completion_tokens: 10 }),
        sse(JSON.stringify(ROLE_REPLY), { prompt_tokens: 10, completion_tokens: 10 }),
      ),
    );
    const provider = createOpenAICompatibleProvider({ baseURL: BASE, model: "test-model", structuredOutputs: true });
    const synth = await callModel(
      provider,
      roleRequest("findebate", "synthesiser", "role:horizons"),
      WithHorizons,
      options(),
    );
    expect(synth.ok && synth.value.horizons).toEqual({ day: "up", week: "up", month: "flat" });
    const analyst = await provider.complete(roleRequest("findebate", "fin_earnings", "role:plain"));
    expect(analyst.ok).toBe(true);

    const [synthFormat, analystFormat] = net.requests.map(
      (r) => (r.json() as { response_format: { type: string } }).response_format,
    );
    expect(synthFormat!.type).toBe("json_schema");
    const synthSchema = sentSchema(synthFormat);
    expect(Object.keys(synthSchema.properties)).toEqual(
      expect.arrayContaining(["evidence", "counterPoints", "stance", "conclusion", "conviction", "horizons"]),
    );
    expect(synthSchema.properties).not.toHaveProperty("points");
    expect(synthSchema.required).toContain("horizons");
    const analystSchema = sentSchema(analystFormat);
    expect(analystSchema.properties).toHaveProperty("counterPoints");
    expect(analystSchema.required ?? []).not.toContain("horizons");
  });
});

/** A fake `AI` binding: any object with `run`, recording what it was asked. */
function fakeAi(
  ...answers: ((inputs: Record<string, unknown>) => unknown)[]
): AiRunner & { calls: { model: string; inputs: Record<string, unknown>; options?: Record<string, unknown> }[] } {
  const calls: { model: string; inputs: Record<string, unknown>; options?: Record<string, unknown> }[] = [];
  return {
    calls,
    async run(model, inputs, options) {
      calls.push({ model, inputs, options });
      const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
      return answer(inputs);
    },
  };
}

describe("the Workers AI provider (fake AI binding)", () => {
  it("asks in JSON mode with the schema, returns the text and usage, and hands viewers the reply in one delta", async () => {
    const ai = fakeAi(() => ({ response: VALID, usage: { prompt_tokens: 210, completion_tokens: 60 } }));
    const deltas: string[] = [];
    const provider = createWorkersAIProvider({ binding: ai, model: "@cf/qwen/qwen3-30b-a3b-fp8", jsonMode: true });
    const result = await provider.complete(request, (t) => deltas.push(t));
    expect(result).toEqual({
      ok: true,
      reply: { text: VALID, promptTokens: 210, completionTokens: 60, estimated: false },
    });
    expect(deltas).toEqual([VALID]);
    const { model, inputs } = ai.calls[0]!;
    expect(model).toBe("@cf/qwen/qwen3-30b-a3b-fp8");
    expect(inputs).toMatchObject({ temperature: 0.7, max_tokens: 900, response_format: { type: "json_schema" } });
    expect(inputs.stream).toBeUndefined();
    expect(
      (inputs.response_format as { json_schema: { properties: Record<string, unknown> } }).json_schema.properties,
    ).toHaveProperty("points");
  });

  it("asks with rejectIfBusy only when a fallback follows it, so a busy model fails at once instead of queueing", async () => {
    const ai = fakeAi(() => ({ response: VALID, usage: { prompt_tokens: 210, completion_tokens: 60 } }));
    await createWorkersAIProvider({
      binding: ai,
      model: "@cf/qwen/qwen3-30b-a3b-fp8",
      jsonMode: true,
      rejectIfBusy: true,
    }).complete(request);
    await createWorkersAIProvider({ binding: ai, model: "@cf/qwen/qwen3-30b-a3b-fp8", jsonMode: true }).complete(
      request,
    );
    expect(ai.calls[0]!.options?.rejectIfBusy).toBe(true);
    expect(ai.calls[1]!.options?.rejectIfBusy).toBeUndefined();
  });

  it("re-asks when JSON mode could not be met, and estimates usage the binding did not report", async () => {
    const ai = fakeAi(
      () => {
        throw new Error("5024: JSON Mode couldn't be met");
      },
      () => ({ response: VALID }),
    );
    const provider = createWorkersAIProvider({
      binding: ai,
      model: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
      jsonMode: true,
    });
    const result = await callModel(provider, request, DebaterOutput, options());
    expect(result.ok).toBe(true);
    expect(result.attempts[0]!.error).toMatch(/^empty: .*JSON Mode couldn't be met/);
    expect(result.usage.estimated).toBe(true);
    expect(ai.calls).toHaveLength(2);
  });

  it("maps an out-of-capacity binding error (3040) to rate_limited and retries it", async () => {
    const ai = fakeAi(
      () => {
        throw new Error("InferenceUpstreamError: 3040: Capacity temporarily exceeded, please try again.");
      },
      () => ({ response: VALID, usage: { prompt_tokens: 5, completion_tokens: 5 } }),
    );
    const provider = createWorkersAIProvider({ binding: ai, model: "@cf/qwen/qwen3-30b-a3b-fp8", jsonMode: true });
    const result = await callModel(provider, request, DebaterOutput, options());
    expect(result.ok).toBe(true);
    expect(result.attempts[0]).toMatchObject({ ok: false, status: 429 });
  });

  it("JSON mode sends the TradingAgents portfolio manager the schema that requires riskChanges, and a technical analyst the plain one", async () => {
    const pmReply = JSON.stringify({ ...ROLE_REPLY, riskChanges: "保守方指出回撤风险，信心由高调为中" });
    const ai = fakeAi(
      () => ({ response: pmReply, usage: { prompt_tokens: 50, completion_tokens: 40 } }),
      () => ({ response: JSON.stringify(ROLE_REPLY) }),
    );
    const provider = createWorkersAIProvider({ binding: ai, model: "@cf/qwen/qwen3-30b-a3b-fp8", jsonMode: true });
    const pm = await callModel(
      provider,
      roleRequest("tradingagents", "portfolio_manager", "role:riskChanges"),
      WithRiskChanges,
      options(),
    );
    expect(pm.ok && pm.value.riskChanges).toBe("保守方指出回撤风险，信心由高调为中");
    expect((await provider.complete(roleRequest("tradingagents", "ta_technical", "role:plain"))).ok).toBe(true);

    const [pmSchema, technicalSchema] = ai.calls.map((c) => sentSchema(c.inputs.response_format));
    expect(pmSchema!.properties).toHaveProperty("riskChanges");
    expect(pmSchema!.properties).not.toHaveProperty("points");
    expect(pmSchema!.required).toContain("riskChanges");
    expect(technicalSchema!.properties).toHaveProperty("evidence");
    expect(technicalSchema!.required ?? []).not.toContain("riskChanges");
  });

  it("streams text deltas when JSON mode is off", async () => {
    const ai = fakeAi((inputs) => {
      expect(inputs.stream).toBe(true);
      const pieces = [VALID.slice(0, 20), VALID.slice(20, 60), VALID.slice(60)];
      const body = [
        ...pieces.map((p) => `data: ${JSON.stringify({ response: p })}\n\n`),
        `data: ${JSON.stringify({ response: "", usage: { prompt_tokens: 7, completion_tokens: 9 } })}\n\n`,
        "data: [DONE]\n\n",
      ].join("");
      return new Response(body).body;
    });
    const deltas: string[] = [];
    const provider = createWorkersAIProvider({ binding: ai, model: "@cf/qwen/qwen3-30b-a3b-fp8", jsonMode: false });
    const result = await provider.complete(request, (t) => deltas.push(t));
    expect(deltas.length).toBeGreaterThanOrEqual(3);
    expect(result).toEqual({
      ok: true,
      reply: { text: VALID, promptTokens: 7, completionTokens: 9, estimated: false },
    });
  });
});

describe("a local OpenAI-compatible server (Ollama, vLLM, llama.cpp) configured by vars", () => {
  /** The provider `npm start` would build from these vars for the bull, and the body of the one request it sends. */
  async function sentBody(vars: Record<string, string>) {
    net = mockNetwork(sequence(sse(VALID, { prompt_tokens: 10, completion_tokens: 10 })));
    const local = { MODEL_QUICK: "openai:qwen2.5:7b-instruct", OPENAI_BASE_URL: BASE, ...vars } as unknown as Env;
    const picked = providerFor(local, readConfig(local), "bull");
    if (!picked.ok) throw new Error(picked.message);
    const result = await picked.provider.complete(request);
    expect(result.ok).toBe(true);
    expect(net.requests).toHaveLength(1);
    return { body: net.requests[0]!.json() as Record<string, unknown>, headers: net.requests[0]!.headers };
  }

  it("sends the model tag whole (Ollama's name:tag), no key when none is set, and json_object by default", async () => {
    const { body, headers } = await sentBody({});
    expect(body).toMatchObject({
      model: "qwen2.5:7b-instruct",
      stream: true,
      response_format: { type: "json_object" },
    });
    expect(headers.get("authorization")).toBeNull();
  });

  it("OPENAI_STRUCTURED_OUTPUTS=on sends the debater's schema as json_schema; OPENAI_JSON_MODE=off sends no response_format", async () => {
    const schema = (await sentBody({ OPENAI_STRUCTURED_OUTPUTS: "on" })).body.response_format as { type: string };
    expect(schema.type).toBe("json_schema");
    expect(sentSchema(schema).properties).toHaveProperty("points");
    net?.restore();
    const none = (await sentBody({ OPENAI_JSON_MODE: "off" })).body;
    expect(none).not.toHaveProperty("response_format");
    expect(none.messages).toBeDefined();
  });

  it("OPENAI_EXTRA_BODY adds its fields to every request beside the JSON mode, which it cannot replace", async () => {
    const { body } = await sentBody({
      OPENAI_STRUCTURED_OUTPUTS: "on",
      OPENAI_EXTRA_BODY: '{"chat_template_kwargs": {"enable_thinking": false}, "top_k": 20}',
    });
    expect(body).toMatchObject({
      chat_template_kwargs: { enable_thinking: false },
      top_k: 20,
      model: "qwen2.5:7b-instruct",
      temperature: 0.7,
      max_tokens: 900,
    });
    expect((body.response_format as { type: string }).type).toBe("json_schema");
    net?.restore();
    // The config refuses it where it is read (the request's or the room's entry), before any provider is built.
    const refused = () =>
      readConfig({
        MODEL_QUICK: "openai:qwen2.5:7b-instruct",
        OPENAI_BASE_URL: BASE,
        OPENAI_EXTRA_BODY: '{"response_format": {"type": "text"}}',
      });
    expect(refused).toThrow(ConfigError);
    expect(refused).toThrow("OPENAI_EXTRA_BODY must be a JSON object of extra request fields, none of model, messages");
  });
});
