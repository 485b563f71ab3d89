// The terminal's view of a batch run: argument reading, the progress bar and the results table, as pure functions
// (the run itself is in debate-cli.test.mjs, against a local server).
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { batchProgressText } from "../public/lib/batch-progress.js";
import {
  BATCH_SOCKET_PROTOCOL,
  KEY_SUBPROTOCOL,
  batchSocketProtocols,
  batchWsUrl,
  columns,
  formatBatchProgress,
  formatBatchTable,
  parseBatchList,
} from "../scripts/batch-cli-lib.mjs";
import { parseArgs } from "../scripts/debate-cli-lib.mjs";

describe("--batch", () => {
  it("reads tickers separated by commas, full-width commas or spaces, and refuses what a batch does not take", () => {
    assert.deepEqual(parseBatchList("600519,宁德时代，zsyh  002594"), {
      ok: true,
      tickers: ["600519", "宁德时代", "zsyh", "002594"],
    });
    assert.equal(parseBatchList(" , ").ok, false);
    assert.match(parseBatchList(Array(51).fill("600519").join(",")).error, /at most 50/);
    const opts = parseArgs(["--batch", "600519,300750", "--key", "dd_x", "--protocol", "vote"]);
    assert.deepEqual([opts.batch, opts.key, opts.protocol], [["600519", "300750"], "dd_x", "vote"]);
    assert.match(parseArgs(["600519", "--batch", "300750"]).error, /no ticker or --id/);
    assert.match(parseArgs(["--batch", "600519", "--as-of", "2025-06-30"]).error, /do not apply/);
    assert.match(parseArgs(["600519", "--key", "dd_x"]).error, /--key is for --batch/);
  });

  it("follows the batch's socket with the key as a subprotocol, never in the URL", () => {
    assert.equal(
      batchWsUrl("https://dd.example.com", "b_aaaaaaaaaaaa"),
      "wss://dd.example.com/api/batches/b_aaaaaaaaaaaa/ws",
    );
    assert.equal(
      batchWsUrl("http://127.0.0.1:8787", "b_aaaaaaaaaaaa"),
      "ws://127.0.0.1:8787/api/batches/b_aaaaaaaaaaaa/ws",
    );
    assert.deepEqual(batchSocketProtocols("dd_x"), ["debatedesk.batch", "debatedesk.key.dd_x"]);
  });

  it("offers the server's subprotocol names: the CLI's and the page's copies equal the TypeScript constants", () => {
    const constant = (file, name) => {
      const text = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
      return new RegExp(`const ${name} = "([^"]+)";`).exec(text)?.[1];
    };
    const server = {
      BATCH_SOCKET_PROTOCOL: constant("src/batches/batch-room.ts", "BATCH_SOCKET_PROTOCOL"),
      KEY_SUBPROTOCOL: constant("src/access/require-key.ts", "KEY_SUBPROTOCOL"),
    };
    assert.deepEqual(server, { BATCH_SOCKET_PROTOCOL: "debatedesk.batch", KEY_SUBPROTOCOL: "debatedesk.key." });
    assert.deepEqual({ BATCH_SOCKET_PROTOCOL, KEY_SUBPROTOCOL }, server);
    const page = "public/pages/watchlist-batch.js";
    assert.deepEqual(
      {
        BATCH_SOCKET_PROTOCOL: constant(page, "BATCH_SOCKET_PROTOCOL"),
        KEY_SUBPROTOCOL: constant(page, "KEY_SUBPROTOCOL"),
      },
      server,
    );
  });

  it("draws the bar from how many tickers ended, says how many failed and why a batch stopped early", () => {
    const batch = (ended, done) => ({ status: "running", statusLabel: "进行中", progress: { total: 4, ended, done } });
    assert.equal(formatBatchProgress(batch(0, 0)), `[${"-".repeat(20)}] 0/4 已结束 · 进行中`);
    assert.equal(formatBatchProgress(batch(2, 2)), `[${"#".repeat(10)}${"-".repeat(10)}] 2/4 已结束 · 进行中`);
    assert.match(formatBatchProgress(batch(4, 3)), /4\/4 已结束（1 只未能完成）/);
    const stopped = { ...batch(1, 1), statusLabel: "未能完成", error: "批量任务的后台运行已被终止" };
    assert.match(formatBatchProgress(stopped), / 1\/4 已结束 · 未能完成：批量任务的后台运行已被终止$/);
    // The 自选 page shows the same words beside its <progress>: one formatter for both.
    assert.equal(
      formatBatchProgress(stopped).slice(`[${"#".repeat(5)}${"-".repeat(15)}] `.length),
      batchProgressText(stopped),
    );
  });

  it("lines up the table by terminal columns (a Chinese character is two) and links each report", () => {
    assert.equal(columns("贵州茅台 ab"), 11);
    const item = {
      statusLabel: "已完成",
      confidence: "较大可能",
      error: null,
      cached: false,
    };
    const lines = formatBatchTable(
      {
        items: [
          {
            ...item,
            code: "600519",
            name: "贵州茅台",
            stanceLabel: "看多",
            quality: 71.6,
            changeLabel: "由中性转为看多",
            links: { report: "/api/debates/d_aaaaaaaaaaaa/report.md" },
          },
          {
            ...item,
            code: "000333",
            name: "美的集团",
            statusLabel: "未能完成",
            stanceLabel: null,
            quality: null,
            confidence: null,
            changeLabel: null,
            links: null,
            error: "本地样例数据中没有这家公司",
          },
        ],
      },
      "http://localhost:8787",
    );
    assert.equal(lines.length, 3);
    assert.match(
      lines[1],
      /^600519 贵州茅台\s+看多\s+72\s+较大可能\s+由中性转为看多\s+http:\/\/localhost:8787\/api\/debates\/d_a{12}\/report\.md$/,
    );
    assert.match(lines[2], /^000333 美的集团\s+未能完成\s+—\s+—\s+—\s+本地样例数据中没有这家公司$/);
    // Every column starts at the same terminal column on every line.
    const starts = (line) => [...line.matchAll(/(?<=\s{2})\S/g)].map((m) => columns(line.slice(0, m.index)));
    assert.deepEqual(starts(lines[1]).slice(0, 4), starts(lines[0]).slice(0, 4));
  });
});
