// The MCP endpoint as an assistant reaches it: the official MCP TypeScript SDK client over streamable HTTP against the
// real local Worker (`npm start`'s server), and the MCP Inspector's CLI (pinned devDependency, run with npx, offline)
// listing the tools. The quota is the HTTP API's: a debate started with POST /api/debates holds the address's one
// running place (MAX_RUNNING_DEBATES_PER_IP=1; its company has no data here, so it stays fetching from a host that
// never answers), and start_debate is refused with what to do.
import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import http from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { after, before, describe, it } from "node:test";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { startLocalServer } from "../tools/lib/local-server.mjs";

const root = path.resolve(import.meta.dirname, "..");
const TOOLS = ["find_stock", "get_debate", "get_evidence", "get_report", "start_debate", "track_record"];
const DISCLAIMER = "内容由AI生成，仅供研究参考，不构成任何投资建议";
const OFFLINE = "离线规则引擎演示，非大模型输出";

const textOf = (result) => result.content.map((c) => c.text ?? "").join("\n");

describe("the MCP endpoint (/mcp)", { timeout: 300_000 }, () => {
  let server;
  let client;
  let silentHost;
  before(async () => {
    // A live host that accepts and never answers: a debate of a company without data stays in its fetching phase.
    silentHost = http.createServer(() => {});
    await new Promise((resolve) => silentHost.listen(0, "127.0.0.1", resolve));
    server = await startLocalServer({
      env: {
        DEBATE_RATE_LIMIT: "on",
        MAX_RUNNING_DEBATES_PER_IP: "1",
        LIVE_SOURCES: "on",
        LIVE_SOURCES_BASE_URL: `http://127.0.0.1:${silentHost.address().port}`,
      },
    });
    client = new Client({ name: "debatedesk-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
  });
  after(async () => {
    await client?.close();
    server?.stop();
    silentHost?.closeAllConnections();
    silentHost?.close();
  });

  it("lists the tools, each described in Chinese and English with input and output schemas", async () => {
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
    for (const t of tools) {
      assert.match(t.description, /[\u4e00-\u9fff]/, `${t.name}: Chinese`);
      assert.match(t.description, /\n[A-Z][a-z ]+[a-z]/, `${t.name}: English`);
      assert.equal(t.inputSchema.type, "object", t.name);
      assert.equal(t.outputSchema?.type, "object", t.name);
    }
    assert.ok(!tools.some((t) => /admin/i.test(`${t.name} ${t.description}`)), "no tool reaches the admin routes");
  });

  it("finds a stock by pinyin, with the disclaimer and the offline notice", async () => {
    const r = await client.callTool({ name: "find_stock", arguments: { query: "gzmt" } });
    assert.equal(r.isError, undefined);
    assert.deepEqual(r.structuredContent.results[0], {
      code: "600519",
      name: "贵州茅台",
      exchange: "SH",
      industry: "白酒",
      board: "sh_main",
      status: "listed",
      loaded: true,
    });
    assert.equal(r.structuredContent.disclaimer, DISCLAIMER);
    assert.equal(r.structuredContent.notice, OFFLINE);
    assert.match(textOf(r), new RegExp(DISCLAIMER));
  });

  let debateId;
  it("runs start_debate to the end, each turn told as progress; answers the verdict and the checked points", async () => {
    const progress = [];
    const r = await client.callTool(
      { name: "start_debate", arguments: { ticker: "贵州茅台", rounds: 1 } },
      { onprogress: (p) => progress.push(p), timeout: 240_000 },
    );
    assert.equal(r.isError, undefined, textOf(r));
    const s = r.structuredContent;
    debateId = s.id;
    assert.equal(s.status, "done");
    assert.equal(s.ticker, "600519");
    assert.ok(["看多", "看空", "中性"].includes(s.stanceZh));
    assert.equal(typeof s.scores.overall, "number");
    assert.ok(s.verified.length + s.failed.length + s.unverifiable > 0);
    for (const p of [...s.verified, ...s.failed]) assert.match(p.name, /^(多方|空方)第\d轮论点\d+$/);
    assert.equal(s.links.resource, `debatedesk://debates/${s.id}/report.md`);
    assert.match(s.links.reportMarkdown, new RegExp(`/api/debates/${s.id}/report\\.md$`));
    assert.equal(s.notice, OFFLINE);
    assert.equal(s.disclaimer, DISCLAIMER);
    // One notification per completed turn (bull, bear, bull, judge for one round), in order, in Chinese.
    assert.deepEqual(
      progress.map((p) => p.progress),
      [1, 2, 3, 4],
    );
    assert.match(progress[0].message, /^多方第1轮：\d+ 个论点/);
    assert.match(progress[1].message, /^空方第1轮/);
    assert.match(progress.at(-1).message, /^裁判/);
  });

  it("reads the debate's report as a Markdown resource, and the same report through get_report", async () => {
    const res = await client.readResource({ uri: `debatedesk://debates/${debateId}/report.md` });
    const [content] = res.contents;
    assert.equal(content.mimeType, "text/markdown");
    assert.match(content.text, new RegExp(`^> ${DISCLAIMER}`));
    assert.match(content.text, /# 贵州茅台\(600519\) 多空辩论裁决报告/);
    const r = await client.callTool({ name: "get_report", arguments: { id: debateId, format: "json" } });
    assert.equal(r.structuredContent.report.id, debateId);
    const d = await client.callTool({ name: "get_debate", arguments: { id: debateId } });
    assert.equal(d.structuredContent.status, "done");
  });

  it("answers a bad ticker and bad arguments with errors that say what to fix", async () => {
    const unknown = await client.callTool({ name: "start_debate", arguments: { ticker: "不存在的公司" } });
    assert.equal(unknown.isError, true);
    assert.match(textOf(unknown), /不是在市的 A 股.*unknown_ticker/s);
    const ambiguous = await client.callTool({ name: "start_debate", arguments: { ticker: "pingan" } });
    assert.equal(ambiguous.isError, true);
    assert.match(textOf(ambiguous), /候选：.*平安银行（000001）.*请用其中一个代码再试/s);
    const rounds = await client.callTool({
      name: "start_debate",
      arguments: { ticker: "600519", protocol: "tradingagents", rounds: 5 },
    });
    assert.equal(rounds.isError, true);
    assert.match(textOf(rounds), /rounds.*最多进行 3 轮/s);
    const id = await client.callTool({ name: "get_debate", arguments: { id: "123" } });
    assert.equal(id.isError, true);
    assert.match(textOf(id), /辩论编号应为 d_ 加 12 位小写字母或数字/);
  });

  it("refuses start_debate when the address's quota is spent by the HTTP API, saying when to retry", async () => {
    const res = await fetch(`${server.url}/api/debates`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ticker: "000333" }),
    });
    assert.equal(res.status, 202, await res.clone().text());
    const r = await client.callTool({ name: "start_debate", arguments: { ticker: "600036", asOf: "2026-03-31" } });
    assert.equal(r.isError, true);
    assert.match(textOf(r), /too_many_running.*HTTP 429.*请在 30 秒后再试/s);
  });

  it("is listed by the MCP Inspector's CLI (the pinned package, through npx, no network)", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "debatedesk-inspector-"));
    try {
      const { stdout } = await promisify(execFile)(
        "npx",
        ["@modelcontextprotocol/inspector", "--cli", `${server.url}/mcp`, "--method", "tools/list", "--strict"],
        {
          cwd: root,
          env: { ...process.env, HOME: home, npm_config_update_notifier: "false", npm_config_offline: "true" },
          timeout: 120_000,
        },
      );
      assert.deepEqual(
        JSON.parse(stdout)
          .tools.map((t) => t.name)
          .sort(),
        TOOLS,
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  });
});
