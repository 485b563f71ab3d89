// A loopback OpenAI-compatible chat server (127.0.0.1 only) for the benchmark and the evaluation: it answers every
// request with a JSON reply valid for the schema the prompt asks for (debater, judge, or the graph protocols' role
// output), built from the evidence in the prompt (verbatim quotes, real ids), streamed as SSE with a real `usage`
// block, like DeepSeek or vLLM. It is not a language model and replays no recording: its replies have the sizes the
// prompt contract asks for (an opening of two points, then one new point and one rebuttal per turn, claims of 40-90
// characters, one quote each), and its token counts follow DeepSeek's published rule of thumb (1 CJK character ~ 0.6
// token, 1 other character ~ 0.3 token). Optional fault injection for the evaluation: `corrupt` changes one digit
// of a figure (in the claim or in the quote) or cites an id outside the pack.
import http from "node:http";
import { createPrefixCache } from "./prefix-cache.mjs";

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/u;

/** DeepSeek's documented approximation (api-docs.deepseek.com, "Token & Token Usage"), rounded up. */
export function mockTokens(text) {
  let cjk = 0;
  let other = 0;
  for (const ch of text) CJK.test(ch) ? cjk++ : other++;
  return Math.ceil(cjk * 0.6 + other * 0.3);
}

/**
 * `E12 [growth/earnings 2024年报 披露2025-04-03] 2024年报 营业总收入 …` lines of the prompt's evidence blocks. A prompt
 * that names its role's pack (`你的证据包（只能引用这些编号）：E1、E3`, src/debate/prompts/shared-prefix.ts: every role
 * reads the debate's whole evidence and cites only its pack) yields that pack's items in the order it names them;
 * an older prompt (one block, the role's own pack) yields the block.
 */
export function parseEvidence(text) {
  const blocks = [...text.matchAll(/<evidence>\n([\s\S]*?)\n<\/evidence>/g)].map((m) => m[1]);
  const items = [];
  for (const line of (blocks.length ? blocks.join("\n") : text).split("\n")) {
    const m = /^(E\d{1,4})\s*\[([^\]]*)\]\s*(.+)$/.exec(line.trim());
    if (!m) continue;
    const [category, dimension] = (m[2].split(" ")[0] ?? "").split("/");
    items.push({ id: m[1], category, dimension, text: m[3] });
  }
  const named = /你的证据包[^：\n]*：([^\n]*)/.exec(text)?.[1];
  if (named === undefined) return items;
  const byId = new Map(items.map((i) => [i.id, i]));
  return named.split("、").flatMap((id) => byId.get(id.trim()) ?? []);
}

/** A verbatim fragment of an evidence text: up to the first bracket, at most `max` characters, containing a number. */
export function quoteOf(text, max = 60) {
  const head = text.split(/[（(【]/)[0].trim();
  const cut = [...(head.length >= 6 ? head : text)].slice(0, max).join("").trim();
  return cut.length > 0 ? cut : text.slice(0, max);
}

const DIMENSIONS = new Set(["earnings", "market", "sentiment", "valuation", "risk"]);
const dimensionOf = (item, fallback) => (DIMENSIONS.has(item.dimension) ? item.dimension : fallback);

const BULL_TAILS = ["显示增长动能仍在延续", "盈利质量有实据支撑", "现金流对利润覆盖充分", "经营韧性得到验证"];
const BEAR_TAILS = ["暴露出经营质量的隐忧", "风险敞口正在扩大", "现金流质量值得追问", "估值与基本面出现背离"];

function claimFor(quote, tail, prefix = "") {
  const body = `${prefix}${quote}，${tail}`;
  return [...body].slice(0, 100).join("");
}

/**
 * Changes the first non-zero digit (1→2 … 9→1) of the first figure in `text`: a number with a decimal point or at
 * least three digits that is not a year, a date or part of a point id. Null when there is none.
 */
export function corruptNumber(text) {
  for (const m of text.matchAll(/\d+(?:\.\d+)?/g)) {
    const before = text[m.index - 1] ?? "";
    const after = text[m.index + m[0].length] ?? "";
    if (/[-tpE]/.test(before) || /[-年月日]/.test(after)) continue;
    if (!m[0].includes(".") && m[0].replace(/^0+/, "").length < 3) continue;
    const digits = [...m[0]];
    const i = digits.findIndex((d) => d >= "1" && d <= "9");
    if (i === -1) continue;
    digits[i] = String((Number(digits[i]) % 9) + 1);
    return text.slice(0, m.index) + digits.join("") + text.slice(m.index + m[0].length);
  }
  return null;
}

function debaterReply(system, user, state) {
  const role = system.includes("空方分析师") ? "bear" : "bull";
  const stance = role === "bull" ? "bullish" : "bearish";
  const tails = role === "bull" ? BULL_TAILS : BEAR_TAILS;
  const pack = parseEvidence(user).filter((e) => /\d/.test(e.text));
  const citedBefore = new Set((/你已引用过的证据：([^\n]*)/.exec(user)?.[1] ?? "").split(",").map((s) => s.trim()));
  // The section's own header: the rules (now in the user message too) also name 最新观点.
  const opponentSection = /最新观点（逐条反驳[^\n]*\n([\s\S]*?)(?:\n\n|$)/.exec(user)?.[1] ?? "";
  const opponentIds = [...opponentSection.matchAll(/^((?:bull|bear)-t\d+-p\d+) \[/gm)].map((m) => m[1]);
  const fresh = pack.filter((e) => !citedBefore.has(e.id));
  const old = pack.filter((e) => citedBefore.has(e.id));
  // An opening makes two new points; later turns one new point and one rebuttal from what this side cited before,
  // as the prompt asks (answer the opponent, do not repeat yourself), so an 8-item pack lasts five rounds.
  const points = fresh.slice(0, opponentIds.length > 0 ? 1 : 2).map((item) => ({ item, rebuts: undefined }));
  if (opponentIds.length > 0) {
    const item = old[state.calls % Math.max(1, old.length)] ?? fresh[1];
    if (item) points.push({ item, rebuts: opponentIds[0] });
  }
  return {
    stance,
    points: points.map(({ item, rebuts }, i) => {
      const quote = quoteOf(item.text);
      const prefix = rebuts ? `针对${rebuts}：` : "";
      const point = {
        claim: claimFor(quote, tails[(state.calls + i) % tails.length], prefix),
        evidence: [{ id: item.id, quote }],
        confidence: Math.round((0.6 + ((state.calls + i) % 3) * 0.1) * 10) / 10,
        dimension: dimensionOf(item, role === "bull" ? "earnings" : "risk"),
      };
      if (rebuts) point.rebuts = rebuts;
      return point;
    }),
  };
}

function judgeReply(user) {
  const turns = user.split(/\n(?=第\d+轮 )/).filter((t) => /^第\d+轮 /.test(t));
  const verified = { bull: 0, bear: 0 };
  for (const t of turns) {
    const side = t.includes("多方") ? "bull" : "bear";
    verified[side] += (t.match(/\[verified\]/g) ?? []).length;
  }
  const hit = Number(/证据命中率[^：]*：(\d+)%/.exec(user)?.[1] ?? 0);
  const stance =
    verified.bull > verified.bear + 1 ? "bullish" : verified.bear > verified.bull + 1 ? "bearish" : "neutral";
  const ids = parseEvidence(user).map((e) => e.id);
  const factuality = Math.max(40, Math.min(95, hit));
  const scores = { factuality, logic: 72, relevance: 78, riskCoverage: 66 };
  return {
    scores,
    overall: Math.round((factuality + 72 + 78 + 66) / 4),
    stance,
    coreConclusion: `${ids.slice(0, 2).join("、")}为多方提供支撑，${ids.slice(-2).join("、")}为空方提供依据，校验通过的观点多方${verified.bull}条、空方${verified.bear}条`,
    disputeFocus: [
      `盈利可持续性：多方${ids[0] ?? "E1"}认为增长延续，空方${ids.at(-1) ?? "E2"}认为质量存疑`,
      `现金流质量：多方与空方对经营现金流覆盖利润的解读不同`,
    ],
    risks: ["应收与存货占用资金上升", "行业竞争加剧压缩利润空间"],
    confidence: stance === "neutral" ? "难以判断" : "可能",
  };
}

/** The graph protocols' role output (evidence, counterPoints, stance, conclusion, conviction, optional extras). */
function roleReply(system, user, state) {
  const pack = parseEvidence(user).filter((e) => /\d/.test(e.text));
  const pick = (i) => pack[(state.calls + i) % Math.max(1, pack.length)];
  const point = (item, tail) => {
    const quote = quoteOf(item.text);
    return {
      claim: claimFor(quote, tail),
      evidence: [{ id: item.id, quote }],
      confidence: 0.6,
      dimension: dimensionOf(item, "earnings"),
    };
  };
  const out = {
    evidence: pack.length ? [point(pick(0), BULL_TAILS[0]), point(pick(1), BULL_TAILS[1])] : [],
    counterPoints: pack.length ? [point(pick(2), BEAR_TAILS[0]), point(pick(3), BEAR_TAILS[1])] : [],
    stance: state.calls % 3 === 0 ? "bullish" : state.calls % 3 === 1 ? "bearish" : "neutral",
    conclusion: "多空证据各有支撑，综合判断以证据强弱为准",
    conviction: "medium",
  };
  if (/horizons/.test(system)) out.horizons = { day: "flat", week: "up", month: "up" };
  if (/riskChanges/.test(system)) out.riskChanges = "风险辩论后下调了信心，强调现金流与存货风险";
  return out;
}

function replyFor(messages, state, corrupt) {
  // A role's instructions are in its system message (older layouts) or after the shared evidence in its user message
  // (shared-prefix.ts), so what the reply is for is read from the whole prompt.
  const system = messages.map((m) => m.content).join("\n");
  const user = messages
    .filter((m) => m.role !== "system")
    .map((m) => m.content)
    .join("\n");
  if (/counterPoints/.test(system)) return roleReply(system, user, state);
  if (/coreConclusion/.test(system)) return judgeReply(user);
  const reply = debaterReply(system, user, state);
  if (corrupt) injectFaults(reply, state);
  return reply;
}

/**
 * Fault injection: every second point gets one known fault, rotating over three kinds; the injected claims are
 * remembered (by claim text) so the evaluation can look up what the server made of each.
 */
function injectFaults(reply, state) {
  reply.points.forEach((p, i) => {
    if ((state.points + i) % 2 === 1) {
      state.controls.push(p.claim);
      return;
    }
    const kind = ["claim_number", "quote_number", "foreign_id"][state.injected.length % 3];
    if (kind === "claim_number") {
      const claim = corruptNumber(p.claim);
      if (claim === null) return;
      p.claim = claim;
    } else if (kind === "quote_number") {
      const quote = corruptNumber(p.evidence[0].quote);
      if (quote === null) return;
      p.evidence[0].quote = quote;
      p.claim = claimFor(quote, BULL_TAILS[2]);
    } else {
      p.evidence[0].id = "E999";
    }
    state.injected.push({ kind, claim: p.claim });
  });
  state.points += reply.points.length;
}

const chunk = (id, model, choice, usage) =>
  `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created: Math.floor(Date.now() / 1000), model, choices: choice ? [choice] : [], ...(usage ? { usage } : {}) })}\n\n`;

/**
 * Starts the mock on 127.0.0.1 (port 0 = any free port). `delayMs` holds each reply back (viewers benchmark);
 * `corrupt` turns on fault injection; `setPrefixCache(true)` bills prompt-cache hits like DeepSeek
 * (bench/prefix-cache.mjs).
 * Returns { baseURL, stats, injected, controls, setDelay, setPrefixCache, close }.
 */
export async function startMockModel({ port = 0, delayMs = 0, corrupt = false } = {}) {
  const state = {
    ...{ calls: 0, points: 0, promptTokens: 0, completionTokens: 0, cachedTokens: 0 },
    ...{ injected: [], controls: [], delayMs },
  };
  const cache = createPrefixCache(mockTokens);
  let billCache = false;
  const server = http.createServer(async (req, res) => {
    const body = await new Promise((resolve) => {
      let data = "";
      req.on("data", (d) => (data += d));
      req.on("end", () => resolve(data));
    });
    if (req.method !== "POST" || !req.url.endsWith("/chat/completions")) {
      res.writeHead(404, { "content-type": "application/json" }).end('{"error":{"message":"not found"}}');
      return;
    }
    let request;
    try {
      request = JSON.parse(body);
    } catch {
      res.writeHead(400, { "content-type": "application/json" }).end('{"error":{"message":"bad json"}}');
      return;
    }
    const messages = (request.messages ?? []).map((m) => ({
      role: m.role,
      content: typeof m.content === "string" ? m.content : (m.content ?? []).map((p) => p.text ?? "").join(""),
    }));
    const text = JSON.stringify(replyFor(messages, state, corrupt));
    state.calls++;
    const usage = {
      prompt_tokens: messages.reduce((n, m) => n + 4 + mockTokens(m.content), 0),
      completion_tokens: mockTokens(text),
    };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    if (billCache) {
      usage.prompt_cache_hit_tokens = cache.bill(messages, usage.prompt_tokens);
      usage.prompt_cache_miss_tokens = usage.prompt_tokens - usage.prompt_cache_hit_tokens;
      state.cachedTokens += usage.prompt_cache_hit_tokens;
    }
    state.promptTokens += usage.prompt_tokens;
    state.completionTokens += usage.completion_tokens;
    if (state.delayMs > 0) await new Promise((r) => setTimeout(r, state.delayMs));
    const id = `chatcmpl-mock-${state.calls}`;
    const model = request.model ?? "mock";
    if (request.stream) {
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(chunk(id, model, { index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }));
      // A few deltas, as a streaming model sends them.
      const parts = Math.max(1, Math.ceil(text.length / 120));
      for (let i = 0; i < parts; i++) {
        res.write(
          chunk(id, model, { index: 0, delta: { content: text.slice(i * 120, (i + 1) * 120) }, finish_reason: null }),
        );
      }
      res.write(chunk(id, model, { index: 0, delta: {}, finish_reason: "stop" }));
      res.write(chunk(id, model, null, usage));
      res.end("data: [DONE]\n\n");
    } else {
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model,
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
          usage,
        }),
      );
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    baseURL: `http://127.0.0.1:${address.port}/v1`,
    stats: state,
    injected: state.injected,
    controls: state.controls,
    setDelay: (ms) => (state.delayMs = ms),
    /** On: usage reports DeepSeek's cache fields, from a cache that starts empty (and is emptied again each time). */
    setPrefixCache: (on) => {
      billCache = on;
      cache.reset();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
