// The terminal client: its argument parsing and output as pure functions, then the real client against the real
// local server (`node scripts/start.mjs`, workerd) running on the openai provider against a loopback mock model.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import {
  createProgress,
  DEFAULT_URL,
  formatApiError,
  formatEvent,
  formatProbability,
  formatUsage,
  formatVerdict,
  parseArgs,
  protocolError,
  textReportPath,
  watchHint,
} from "../scripts/debate-cli-lib.mjs";
import { startMockOpenAI } from "./mock-openai-server.mjs";
import { useProtocols } from "../public/lib/labels.js";
import { freePort } from "../tools/lib/local-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const ADMIN_TOKEN = "cli-test-admin-token";

describe("parseArgs", () => {
  it("reads a ticker with defaults, and every option in both spellings", () => {
    // No --rounds: the server's default for the protocol.
    assert.deepEqual(parseArgs(["600519"]), {
      ok: true,
      url: DEFAULT_URL,
      fresh: false,
      json: false,
      ticker: "600519",
    });
    assert.deepEqual(
      parseArgs([
        "贵州茅台",
        "--rounds",
        "2",
        "--url=http://example.test:8787/",
        "--out",
        "r.md",
        "--as-of",
        "2025-06-30",
        "--fresh",
        "--protocol",
        "findebate",
        "--no-memory",
        "--json",
      ]),
      {
        ok: true,
        rounds: 2,
        url: "http://example.test:8787",
        out: "r.md",
        asOf: "2025-06-30",
        fresh: true,
        protocol: "findebate",
        memory: false,
        json: true,
        ticker: "贵州茅台",
      },
    );
    assert.equal(parseArgs(["600519", "--memory"]).memory, true);
    // --ablation: the server spends one more judge call on the opening round alone; absent unless asked.
    assert.equal(parseArgs(["600519", "--ablation"]).ablation, true);
    assert.equal(parseArgs(["600519"]).ablation, undefined);
    assert.equal(parseArgs(["--id", "d_abc123def456"]).id, "d_abc123def456");
    assert.equal(parseArgs(["--help"]).help, true);
  });

  it("says what is wrong with bad input", () => {
    assert.match(parseArgs([]).error, /name a ticker/);
    assert.match(parseArgs(["600519", "--rounds", "9"]).error, /1 to 5/);
    assert.match(parseArgs(["600519", "--rounds"]).error, /--rounds needs a value/);
    assert.match(parseArgs(["600519", "--url", "localhost"]).error, /http\(s\)/);
    assert.match(parseArgs(["600519", "--bogus"]).error, /unknown option --bogus/);
    assert.match(parseArgs(["600519", "000001"]).error, /one ticker at a time/);
    assert.match(parseArgs(["600519", "--id", "d_abc123def456"]).error, /either a ticker or --id/);
    assert.match(parseArgs(["--id", "123"]).error, /debate id like/);
    assert.match(parseArgs(["600519", "--protocol", "Trading Agents"]).error, /--protocol takes a protocol id/);
    // Which ids exist is the server's registry's answer.
    const registry = [{ id: "adversarial" }, { id: "vote" }];
    assert.equal(protocolError(registry, "vote"), null);
    assert.equal(protocolError(registry, undefined), null);
    assert.match(protocolError(registry, "tradingagent") ?? "", /--protocol must be one of adversarial, vote/);
    assert.match(
      parseArgs(["--id", "d_abc123def456", "--protocol", "findebate"]).error,
      /--id watches a debate as it was started/,
    );
    assert.match(parseArgs(["--id", "d_abc123def456", "--ablation"]).error, /--ablation/);
    assert.match(parseArgs(["--batch", "600519,000001", "--ablation"]).error, /--ablation/);
  });
});

describe("formatEvent", () => {
  it("shows who speaks in which round, points with their marks, and tokens against the budget", () => {
    const p = createProgress();
    formatEvent(
      {
        type: "snapshot",
        state: {
          companyName: "贵州茅台",
          ticker: "600519",
          asOf: "2025-06-30",
          rounds: 3,
          tokenBudget: 15000,
          status: "queued",
          models: { offline: true },
        },
      },
      p,
    );
    assert.deepEqual(formatEvent({ type: "turn.started", role: "bear", round: 2 }, p), ["▶ 第2/3轮 · 空方发言中…"]);
    // Live text is printed a line at a time, as each line is complete, then the last line when the turn ends.
    assert.deepEqual(formatEvent({ type: "turn.delta", text: "立场：看空\n存货同比" }, p), ["   … 立场：看空"]);
    assert.deepEqual(formatEvent({ type: "turn.delta", text: "+17.03%\n商誉" }, p), ["   … 存货同比+17.03%"]);
    const lines = formatEvent(
      {
        type: "turn.completed",
        turn: {
          role: "bear",
          round: 2,
          hitRate: 0.5,
          attempts: [{ ok: false }, { ok: true }],
          points: [
            {
              id: "bear-t4-p1",
              claim: "存货同比+17.03%",
              evidence: [{ id: "E9" }],
              rebuts: "bull-t1-p1",
              verification: { status: "verified" },
            },
            { claim: "商誉高企", evidence: [{ id: "E2" }, { id: "E4" }], verification: { status: "invalid" } },
          ],
        },
        usage: { promptTokens: 1200, completionTokens: 300 },
      },
      p,
    );
    assert.deepEqual(lines, [
      "   … 商誉",
      "✓ 空方 第2轮：2 个观点 · 核验通过 50% · 2 次尝试 · 累计 tokens 1500/15000",
      "   ✓ 存货同比+17.03%（E9 回应：多方论点1）",
      "   ✗ 商誉高企（E2,E4）",
    ]);
    // A re-asked reply starts its text anew.
    formatEvent({ type: "turn.started", role: "bull", round: 3 }, p);
    formatEvent({ type: "turn.delta", text: "立场：看" }, p);
    assert.deepEqual(formatEvent({ type: "turn.delta", text: "立场：看多\n", restart: true }, p), [
      "   … （重新生成）",
      "   … 立场：看多",
    ]);
    const verdict = formatEvent(
      {
        type: "verdict",
        hitRate: 0.9,
        verdict: {
          stance: "neutral",
          confidence: "可能",
          scores: { overall: 55, factuality: 80, logic: 60, relevance: 70, riskCoverage: 50 },
          coreConclusion: "多空证据相当",
          rule: "overall ≤ 60 → 中性",
          disputeFocus: ["现金流"],
          risks: [],
        },
      },
      p,
    );
    assert.equal(verdict[1], "裁决：中性（可能）");
    assert.match(verdict[2], /辩论质量：综合 55 · 事实 80 .* 命中率 90%/);
  });

  it("keeps a graph protocol's parallel analysts apart: each live line labelled, a step line naming who finished", () => {
    // Role titles are the server's registry's (GET /api/protocols), which the client loads before it prints.
    const roles = {
      fin_earnings: "收益分析师",
      fin_market: "市场预测师",
      synthesiser: "报告合成师",
      leader: "主导智能体",
    };
    useProtocols([
      {
        id: "findebate",
        default: false,
        labels: { name: "", text: "", short: "", long: "", hint: "" },
        defaultRounds: 3,
        params: [],
        roles,
        page: { layout: "stages", header: [], memoryReaders: "", stages: [] },
      },
    ]);
    const p = createProgress();
    formatEvent(
      {
        type: "snapshot",
        state: {
          companyName: "贵州茅台",
          ticker: "600519",
          asOf: "2026-04-30",
          rounds: 3,
          tokenBudget: 9000,
          status: "queued",
          models: { offline: true },
        },
      },
      p,
    );
    const started = (turnSeq, role) =>
      formatEvent({ type: "turn.started", turnSeq, role, node: role, round: 1, step: "analysts" }, p);
    assert.deepEqual(started(1, "fin_earnings"), ["▶ 收益分析师发言中…"]);
    assert.deepEqual(started(2, "fin_market"), ["▶ 市场预测师发言中…"]);
    // Pieces of two analysts interleave: each keeps its own open line, so no text runs into another's.
    assert.deepEqual(
      formatEvent(
        {
          type: "turn.delta",
          turnSeq: 1,
          role: "fin_earnings",
          node: "fin_earnings",
          round: 1,
          text: "立场：看多\n信心：高",
        },
        p,
      ),
      ["   … 【收益分析师】立场：看多"],
    );
    assert.deepEqual(
      formatEvent(
        {
          type: "turn.delta",
          turnSeq: 2,
          role: "fin_market",
          node: "fin_market",
          round: 1,
          text: "日线计算：收盘价 436.00元\n",
        },
        p,
      ),
      ["   … 【市场预测师】日线计算：收盘价 436.00元"],
    );
    const done = formatEvent(
      {
        type: "turn.completed",
        turn: {
          node: "fin_earnings",
          role: "fin_earnings",
          seq: 1,
          round: 1,
          hitRate: 1,
          points: [{ claim: "营业收入增长", evidence: [{ id: "E1" }], verification: { status: "verified" } }],
          counterPoints: [],
        },
        usage: { promptTokens: 10, completionTokens: 5 },
      },
      p,
    );
    assert.deepEqual(done, [
      "   … 【收益分析师】信心：高",
      "✓ 收益分析师：1 个观点 · 核验通过 100% · 累计 tokens 15/9000",
      "   ✓ 营业收入增长（E1）",
    ]);
    formatEvent(
      {
        type: "turn.completed",
        turn: { node: "fin_market", role: "fin_market", seq: 2, round: 1, hitRate: 0, points: [] },
        usage: { promptTokens: 20, completionTokens: 5 },
      },
      p,
    );
    // round.completed of a graph step carries { step, nodes }, not a round's hit rates.
    const step = formatEvent(
      { type: "round.completed", step: "analysts", nodes: ["fin_earnings", "fin_market"], detour: null },
      p,
    );
    assert.deepEqual(step, ["— 本步完成：收益分析师、市场预测师（2 位并行）"]);
    assert.deepEqual(
      formatEvent(
        { type: "round.completed", step: "leader", nodes: ["leader"], detour: "已达步骤上限 5 步，转入最终步骤" },
        p,
      ),
      ["— 本步完成：主导智能体 · 路由改道（详见报告）"],
    );
    // Every protocol's stage end names its step; one whose stages are rounds adds the round's shares, printed as such.
    assert.deepEqual(
      formatEvent(
        {
          type: "round.completed",
          step: "response",
          nodes: ["bull"],
          detour: null,
          round: 2,
          hitRate: 0.5,
          debateHitRate: 0.75,
        },
        p,
      ),
      ["— 第2轮结束 · 本轮核验通过 50% · 全场 75%"],
    );
    // A lone speaker after the parallel step: its lines need no tag beyond the header.
    started(3, "synthesiser");
    assert.deepEqual(
      formatEvent(
        { type: "turn.delta", turnSeq: 3, role: "synthesiser", node: "synthesiser", round: 1, text: "结论：稳健\n" },
        p,
      ),
      ["   … 【报告合成师】结论：稳健"],
    );
    for (const line of [...done, ...step]) assert.doesNotMatch(line, /undefined|NaN/);
  });

  it("prints a failed turn's failure in Chinese as the server sent it, never the provider's raw message", () => {
    const p = createProgress();
    formatEvent(
      {
        type: "snapshot",
        state: {
          companyName: "招商银行",
          ticker: "600036",
          asOf: "2025-06-30",
          rounds: 3,
          status: "running",
          models: { quick: "openai:m", deep: "openai:m" },
        },
      },
      p,
    );
    const failed = (turn) =>
      formatEvent(
        {
          type: "turn.completed",
          turn: { round: 1, hitRate: 0, points: [], attempts: [{ ok: false }], ...turn },
          usage: { promptTokens: 0, completionTokens: 0 },
        },
        p,
      );
    const [bear] = failed({
      role: "bear",
      error: "timeout: no reply within 30000 ms",
      failure: "超时（原始信息见 report.json）",
    });
    assert.equal(bear, "✗ 空方发言失败：超时（原始信息见 report.json） · 累计 tokens 0");
    // Role titles are the server's registry's (GET /api/protocols), which the client loads before it prints.
    useProtocols([
      {
        id: "findebate",
        default: false,
        labels: { name: "", text: "", short: "", long: "", hint: "" },
        defaultRounds: 3,
        params: [],
        roles: { fin_earnings: "收益分析师" },
        page: { layout: "stages", header: [], memoryReaders: "", stages: [] },
      },
    ]);
    // A debate recorded before the server sent the text: where to look, not the English.
    const [analyst] = failed({
      role: "fin_earnings",
      error: "the model did not answer in time: no reply within 30000 ms",
    });
    assert.equal(analyst, "✗ 收益分析师发言失败：原因见报告的错误记录 · 累计 tokens 0");
    assert.deepEqual(
      formatEvent(
        {
          type: "failed",
          reason: "bear turn of round 1 failed: timeout",
          reasonZh: "空方第1轮：超时（原始信息见 report.json）",
        },
        p,
      ),
      ["✗ 辩论失败：空方第1轮：超时（原始信息见 report.json）"],
    );
    assert.deepEqual(formatEvent({ type: "failed", reason: "judge failed: timeout" }, p), [
      "✗ 辩论失败：原因见报告的错误记录",
    ]);
  });

  it("prints text from sources and models without terminal control sequences or bidi overrides", () => {
    const p = createProgress();
    const lines = formatEvent(
      {
        type: "turn.completed",
        turn: {
          role: "bull",
          round: 1,
          hitRate: 1,
          points: [
            {
              claim: "\u001b]0;pwned\u0007\u001b[2J股东\u202e减持\n公告",
              evidence: [{ id: "E1" }],
              verification: { status: "verified" },
            },
          ],
        },
        usage: { promptTokens: 1, completionTokens: 1 },
      },
      p,
    );
    assert.equal(lines[1], "   ✓ ]0;pwned[2J股东减持 公告（E1）");
    const verdict = formatVerdict({
      stance: "bearish",
      confidence: "可能",
      scores: { overall: 1, factuality: 1, logic: 1, relevance: 1, riskCoverage: 1 },
      coreConclusion: "结论\u001b[31m",
      rule: "r",
      disputeFocus: [],
      risks: ["风险\u200b"],
    });
    assert.ok(
      verdict.every((l) => !/[\u0000-\u001f\u007f-\u009f\u200b\u202e]/.test(l)),
      verdict.join("|"),
    );
  });

  it("prints the direction's calibrated probability apart from the quality score, or why there is none", () => {
    const answer = {
      horizons: [
        {
          label: "一日",
          probability: 0.537,
          words: "略高于一半",
          note: "校准概率 53.7%（按本辩论方式与模型拟合，120 条此前已到期的预测；基准率 51.0%）",
        },
        { label: "一周", probability: null, words: null, note: "样本不足，未校准（此前已到期的预测 12 条）" },
      ],
    };
    assert.deepEqual(formatProbability(answer), [
      "方向判断的校准概率（与辩论质量分开）：",
      "  一日：53.7%（略高于一半）（按本辩论方式与模型拟合，120 条此前已到期的预测；基准率 51.0%）",
      "  一周：样本不足，未校准（此前已到期的预测 12 条）",
    ]);
    assert.deepEqual(formatProbability(null), ["方向概率：本次辩论未记入战绩，没有方向概率"]);
  });

  it("formats usage, API errors with suggestions, and how to watch again", () => {
    assert.equal(
      formatUsage({ calls: 0, promptTokens: 10, completionTokens: 5, estimated: true, cached: 7, cost: 0 }),
      "用量：0 次模型调用 · tokens 10+5 · 含估算 · 7 次来自回复缓存 · 费用 0",
    );
    assert.deepEqual(
      formatApiError(404, {
        error: {
          code: "unknown_ticker",
          message: "000858.SZ is not loaded",
          suggestions: [{ code: "600519", name: "贵州茅台" }],
        },
      }),
      ["000858.SZ is not loaded (unknown_ticker, HTTP 404)", "Did you mean: 600519 贵州茅台"],
    );
    assert.match(
      watchHint("http://x.test", "d_abc123def456").join("\n"),
      /--id d_abc123def456 --url http:\/\/x.test[\s\S]*http:\/\/x.test\/d\/d_abc123def456/,
    );
  });
});

/** Runs the client to completion. */
/** A loopback HTTP proxy to the server that answers every WebSocket upgrade 502 (as some corporate proxies do). */
async function noSocketProxy(target) {
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== "host"));
    const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
    const answer = await fetch(`${target}${req.url}`, { method: req.method, headers, body });
    const out = Object.fromEntries(
      [...answer.headers].filter(([k]) => !["content-encoding", "content-length", "transfer-encoding"].includes(k)),
    );
    res.writeHead(answer.status, out);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  server.on("upgrade", (_req, socket) => socket.end("HTTP/1.1 502 Bad Gateway\r\ncontent-length: 0\r\n\r\n"));
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

function runCli(args, cwd = root) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, "scripts/debate-cli.mjs"), ...args], { cwd });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("textReportPath", () => {
  it("asks for the plain-text report as wide as the terminal, within 40-200 columns, 80 when not a terminal", () => {
    assert.equal(textReportPath("d_x", 120), "/api/debates/d_x/report.md?format=text&width=120");
    assert.equal(textReportPath("d_x", 20), "/api/debates/d_x/report.md?format=text&width=40");
    assert.equal(textReportPath("d_x", 500), "/api/debates/d_x/report.md?format=text&width=200");
    assert.equal(textReportPath("d_x", undefined), "/api/debates/d_x/report.md?format=text&width=80");
  });
});

describe("the client against a local server on the openai provider (mock model on loopback)", {
  timeout: 120_000,
}, () => {
  let port;
  let url;
  const dir = mkdtempSync(path.join(tmpdir(), "debatedesk-cli-"));
  let server;
  let mock;

  before(async () => {
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    mock = await startMockOpenAI();
    server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
      cwd: root,
      detached: true,
      stdio: "ignore",
      // OPENAI_EXTRA_BODY as a local server's user sets it (README "Local models"): JSON, colons and all, through npm start.
      env: {
        ...process.env,
        PORT: String(port),
        PERSIST_TO: path.join(dir, "state"),
        MODEL_QUICK: "openai:test-model",
        MODEL_DEEP: "openai:test-model",
        OPENAI_BASE_URL: mock.url,
        OPENAI_EXTRA_BODY: '{"chat_template_kwargs": {"enable_thinking": false}}',
        ADMIN_TOKEN,
      },
    });
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        const health = await fetch(`${url}/api/health`);
        if (health.ok) {
          const { runtime } = await health.json();
          assert.equal(runtime.models.quick, "openai:test-model", "another server answered on this port");
          break;
        }
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error("the local server did not start within 90 s");
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  after(async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await mock?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs a debate live, prints the verdict and saves the report; the model calls went to the configured endpoint", async () => {
    const out = path.join(dir, "report.md");
    const { code, stdout, stderr } = await runCli([
      "600519",
      "--rounds",
      "1",
      "--url",
      url,
      "--out",
      out,
      "--as-of",
      "2025-06-30",
      "--fresh",
    ]);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /Debate d_[a-z0-9]{12} started/);
    assert.match(stdout, /模型 openai:test-model/);
    assert.match(stdout, /▶ 第1\/1轮 · (多方|空方)发言中…/);
    // Every turn from the start, with its points and marks: a one-round debate shows the bull's opening, the bear and the
    // bull's reply, so no point is answered that was not shown.
    assert.match(stdout, /✓ 多方 第1轮：\d+ 个观点/);
    assert.match(stdout, /✓ 空方 第1轮：\d+ 个观点/);
    assert.match(stdout, /✓ 多方 第1轮：\d+ 个观点[^\n]*\n {3}[✓?~✗·] \S/);
    for (const [, side, round] of stdout.matchAll(/回应：(多方|空方)第(\d+)轮论点\d+/g)) {
      assert.match(stdout, new RegExp(`✓ ${side} 第${round}轮：`), `${side}第${round}轮 was answered but never shown`);
    }
    assert.match(stdout, /✓ 裁判完成/);
    // The mock judge says bullish; the verdict rule in code decides what stands, given the verified share.
    assert.match(stdout, /裁决：(看多|看空|中性)（可能）/);
    assert.match(stdout, /规则：/);
    assert.match(stdout, /用量：\d+ 次模型调用 · tokens \d+\+\d+/);
    assert.match(stdout, new RegExp(`Report saved to ${out.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    const report = readFileSync(out, "utf8");
    assert.match(report, /内容由AI生成，仅供研究参考，不构成任何投资建议/);
    assert.match(report, /核心结论/);
    assert.ok(mock.requests.length >= 3, `mock model got ${mock.requests.length} requests`);
    assert.ok(mock.requests.every((r) => r.model === "test-model" && r.stream));
    for (const { body } of mock.requests) {
      assert.deepEqual(
        body.chat_template_kwargs,
        { enable_thinking: false },
        "OPENAI_EXTRA_BODY did not reach the request",
      );
      assert.deepEqual(body.response_format, { type: "json_object" }, "the default JSON mode changed");
    }
  });

  it("--json puts the final state on stdout (progress on stderr); reports go to ./reports/ by default", async () => {
    const cwd = mkdtempSync(path.join(dir, "cwd-"));
    const { code, stdout, stderr } = await runCli(
      ["600036", "--rounds", "1", "--url", url, "--as-of", "2025-06-30", "--fresh", "--no-memory", "--json"],
      cwd,
    );
    assert.equal(code, 0, stderr);
    const state = JSON.parse(stdout);
    assert.equal(state.status, "done");
    assert.equal(state.ticker, "600036");
    assert.equal(state.protocol, "adversarial");
    assert.ok(state.verdict.stance);
    assert.match(stderr, /✓ 空方 第1轮/);
    const file = path.join("reports", `debatedesk-600036-${state.id}.md`);
    assert.match(stderr, new RegExp(`Report saved to ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    assert.match(readFileSync(path.join(cwd, file), "utf8"), /核心结论/);
  });

  it("--ablation prints one judge turn: the extra opening-round judging is no turn of the debate", async () => {
    const { code, stdout, stderr } = await runCli([
      "600519",
      "--rounds",
      "2",
      "--url",
      url,
      "--as-of",
      "2025-06-30",
      "--fresh",
      "--no-memory",
      "--ablation",
      "--out",
      path.join(dir, "ablation.md"),
    ]);
    assert.equal(code, 0, stderr);
    assert.equal(stdout.match(/裁判评议中/g)?.length, 1, stdout);
    assert.equal(stdout.match(/✓ 裁判完成/g)?.length, 1, stdout);
  });

  it("prints the report for a cached answer", async () => {
    const cwd = mkdtempSync(path.join(dir, "cwd-"));
    // Today's debate fills the verdict cache; the second request, with the same settings, is answered from it.
    const first = await runCli(["601318", "--rounds", "1", "--url", url], cwd);
    assert.equal(first.code, 0, first.stderr);
    const { code, stdout, stderr } = await runCli(["601318", "--rounds", "1", "--url", url], cwd);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /A fresh verdict for 601318 exists .*its report follows/);
    // Printed as plain text (no Markdown in a terminal), the disclaimer after the report; the file is Markdown.
    for (const h of ["核心结论", "辩论时间线", "事实证据链", "风险提示", "争议焦点"])
      assert.match(stdout, new RegExp(`【\\d\\. ${h}】`));
    assert.doesNotMatch(stdout, /^## /m);
    assert.match(stdout, /─+\n内容由AI生成，仅供研究参考，不构成任何投资建议\n/);
    assert.match(stdout, /Report saved to reports\/debatedesk-601318-d_[a-z0-9]{12}\.md/);
  });

  it("shows a hostile announcement as plain text: no markup, no active link, no target price", async () => {
    const title =
      '<img src=x onerror="alert(1)">关于控股股东<em>减持</em>股份的公告&amp;[详情](javascript:alert(1))及目标价2000元的说明<script>alert(1)</script>\u202e';
    const ingest = await fetch(`${url}/api/admin/ingest`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
      body: JSON.stringify({
        announcements: [
          {
            ticker: "600519",
            id: "cli-hostile",
            title,
            date: "2025-06-25",
            category: "shareholding_change",
            text: "目标价2000元，建议买入。",
          },
        ],
      }),
    });
    assert.equal(ingest.status, 200, await ingest.clone().text());
    assert.equal((await ingest.json()).report.normalizedFields, 1);
    const out = path.join(dir, "hostile.md");
    const { code, stdout, stderr } = await runCli([
      "600519",
      "--rounds",
      "1",
      "--url",
      url,
      "--out",
      out,
      "--as-of",
      "2025-06-30",
      "--fresh",
    ]);
    assert.equal(code, 0, stderr);
    const report = readFileSync(out, "utf8");
    for (const text of [stdout, report]) {
      assert.doesNotMatch(text, /<\s*\/?\s*(img|script|em)\b|onerror|\u202e|\u001b/i);
      assert.doesNotMatch(text, /2000元/);
      assert.doesNotMatch(text, /(?<!\\)\]\(javascript:/);
    }
    // The title reads as text wherever it is cited: entities in the report, masked target price.
    if (report.includes("减持股份的公告"))
      assert.match(report, /减持股份的公告&amp;\\\[详情\\\]\(javascript:alert\(1\)\)及〔目标价已略〕的说明/);
  });

  it("explains a listed company without local data with suggestions, and an unreachable server", async () => {
    // 泸州老窖 is listed (the bundled directory) but not in the sample: no_local_data, said in Chinese, with what to do.
    const unknown = await runCli(["000568", "--url", url]);
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /泸州老窖（000568）不在本地样例数据中/);
    assert.match(unknown.stderr, /\(no_local_data, HTTP 404\)/);
    assert.match(unknown.stderr, /Did you mean: .*600519 贵州茅台/);
    const closed = await freePort();
    const down = await runCli(["600519", "--url", `http://127.0.0.1:${closed}`]);
    assert.equal(down.code, 1);
    assert.match(down.stderr, new RegExp(`Cannot reach DebateDesk at http://127.0.0.1:${closed} \\(ECONNREFUSED\\)`));
  });
  it("--batch runs tickers as one batch with a key: a progress line per change, then the results table", async () => {
    const issued = await fetch(`${url}/api/admin/keys`, {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "命令行", scopes: ["read", "debate"] }),
    });
    assert.equal(issued.status, 201);
    const { key } = await issued.json();
    const { code, stdout, stderr } = await runCli([
      "--batch",
      "600519,300750",
      "--key",
      key,
      "--rounds",
      "1",
      "--url",
      url,
    ]);
    assert.equal(code, 0, stderr);
    assert.match(stdout, /Batch b_[a-z2-9]{12} started: 600519, 300750/);
    // It followed the batch's socket to the end: no fallback to reading the API every second.
    assert.doesNotMatch(stdout, /live connection .* failed/);
    assert.match(stdout, /\[#{20}\] 2\/2 已结束 · 已结束/);
    assert.match(stdout, /股票\s+结论\s+辩论质量\s+可能性\s+较上次\s+报告/);
    assert.match(stdout, /600519 贵州茅台\s+(看多|看空|中性)\s+\d+/);
    assert.match(stdout, new RegExp(`${url}/api/debates/d_[a-z0-9]{12}/report\\.md`));
    assert.match(stdout, /不构成任何投资建议/);

    // Behind a proxy that refuses WebSocket upgrades the CLI says so and reads the API instead, to the same end.
    const proxy = await noSocketProxy(url);
    try {
      const polled = await runCli(["--batch", "600036", "--key", key, "--rounds", "1", "--url", proxy.url]);
      assert.equal(polled.code, 0, polled.stderr);
      assert.match(polled.stdout, /live connection to ws:\/\/127\.0\.0\.1:\d+\/api\/batches\/b_\w+\/ws failed/);
      assert.match(polled.stdout, /\[#{20}\] 1\/1 已结束 · 已结束/);
      assert.match(polled.stdout, /600036 招商银行\s+(看多|看空|中性)/);
    } finally {
      proxy.close();
    }

    const refused = await runCli(["--batch", "600519", "--url", url], root);
    assert.equal(refused.code, 2);
    assert.match(refused.stderr, /--batch needs an API key/);
  });
});
