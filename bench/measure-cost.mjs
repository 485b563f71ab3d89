// `npm run bench -- --only cost`: money per debate. One local server whose quick and deep tiers are DeepSeek's
// `deepseek-chat` name, answered by the loopback mock model (bench/mock-openai.mjs) with DeepSeek's usage fields and
// its prefix-cache billing (bench/prefix-cache.mjs, emptied before each debate, so no debate reuses another's prefix).
// Per protocol, a 3-round debate's tokens, its cached share, and its cost at the shipped prices (src/models/prices.ts)
// with and without the prefix cache; also what the same tokens cost on the default Workers AI model (no cached rate
// published). With `--baseline <ref>` the same measurement runs on that commit too (bench/baseline.mjs), against the
// same mock, prices and tickers, so the two trees are side by side. Writes bench/results/cost.json and cost.md.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { assertLoopback, runDebate } from "../tools/lib/api-client.mjs";
import { round } from "./machine.mjs";

const PROTOCOLS = ["adversarial", "findebate", "tradingagents"];
const TICKERS = ["600519", "300750", "601318"];
// The shipped table's entries (src/models/prices.ts), copied so the bench needs no build: per 1M tokens, USD.
const DEEPSEEK = { input: 0.28, cachedInput: 0.028, output: 0.42 };
const WORKERS_AI_QWEN = { input: 0.051, output: 0.34 };
const cost = (p, prompt, cached, completion) =>
  ((prompt - cached) * p.input + cached * (p.cachedInput ?? p.input) + completion * p.output) / 1e6;

// `layout`: PROMPT_LAYOUT for this tree's server (src/models/prompt-layout.ts). The mock is a loopback server, which
// `auto` would take for a provider without a prefix cache, so each layout is asked for by name.
export async function measureCost({ startLocalServer, mock, log, tickers = TICKERS, port = 8816, layout = "shared" }) {
  mock.setPrefixCache(true);
  const server = await startLocalServer({
    port,
    env: {
      ...{
        MODEL_QUICK: "openai:deepseek-chat",
        MODEL_DEEP: "openai:deepseek-chat",
        MODEL_BULL: "",
        MODEL_BEAR: "",
        MODEL_JUDGE: "",
      },
      ...{ REPLY_CACHE_TTL_S: "0", OPENAI_BASE_URL: mock.baseURL, OPENAI_API_KEY: "unused" },
      ...{ MODEL_PRICES: "", MODEL_PRICES_CURRENCY: "USD", PROMPT_LAYOUT: layout },
    },
  });
  assertLoopback(server.url);
  const rows = [];
  try {
    for (const protocol of PROTOCOLS) {
      const runs = [];
      // Whether each debate ended within its own token budget (the state's tokenBudget): issue 30 asks that a
      // debate never pass it, so the bench prints the worst ratio.
      const budget = [];
      for (const ticker of tickers) {
        mock.setPrefixCache(true);
        const r = await runDebate(server.url, { ticker, rounds: 3, protocol, fresh: true });
        if (!r.ok) throw new Error(`${protocol} ${ticker}: ${r.error ?? r.state?.status}`);
        runs.push(r.state.usage);
        const used = r.state.usage.promptTokens + r.state.usage.completionTokens;
        budget.push({ ticker, used, budget: r.state.tokenBudget ?? null });
      }
      // Warm: the first ticker again without emptying the cache, as DeepSeek's cache spans an account's requests (the
      // cron and users debate the same hot tickers the same day).
      const again = await runDebate(server.url, { ticker: tickers[0], rounds: 3, protocol, fresh: true });
      if (!again.ok) throw new Error(`${protocol} ${tickers[0]} again: ${again.error ?? again.state?.status}`);
      const warm = again.state.usage;
      const mean = (f) => runs.reduce((a, u) => a + f(u), 0) / runs.length;
      const prompt = mean((u) => u.promptTokens);
      const cached = mean((u) => u.cachedPromptTokens ?? 0);
      const completion = mean((u) => u.completionTokens);
      const row = {
        protocol,
        debates: runs.length,
        calls: round(
          mean((u) => u.calls),
          1,
        ),
        promptTokens: round(prompt, 1),
        cachedPromptTokens: round(cached, 1),
        cachedShare: round(cached / prompt, 3),
        completionTokens: round(completion, 1),
        // What the server itself charged (usage.cost), then the same tokens priced without any cache hit.
        deepseekUsd: round(
          mean((u) => u.cost ?? 0),
          6,
        ),
        deepseekUsdNoCache: round(cost(DEEPSEEK, prompt, 0, completion), 6),
        workersAiQwenUsd: round(cost(WORKERS_AI_QWEN, prompt, 0, completion), 6),
        warmCachedShare: round((warm.cachedPromptTokens ?? 0) / warm.promptTokens, 3),
        deepseekUsdWarm: round(warm.cost ?? 0, 6),
        tokenBudget: budget[0]?.budget ?? null,
        maxTokensUsed: Math.max(...budget.map((b) => b.used)),
        overBudget: budget.filter((b) => b.budget !== null && b.used > b.budget).map((b) => b.ticker),
      };
      rows.push(row);
      const share = `${Math.round(row.cachedShare * 100)}% cached, ${Math.round(row.warmCachedShare * 100)}% warm`;
      const money = `$${row.deepseekUsd} with the cache, $${row.deepseekUsdNoCache} without`;
      const over = row.overBudget.length ? `, OVER BUDGET: ${row.overBudget.join(", ")}` : "";
      const within = `most ${row.maxTokensUsed} of budget ${row.tokenBudget}${over}`;
      const tokens = `${row.promptTokens} prompt tokens (${share}) + ${row.completionTokens}`;
      log(`  ${protocol}: ${row.calls} calls, ${tokens}; ${money}; ${within}`);
    }
  } finally {
    server.stop();
    mock.setPrefixCache(false);
  }
  return rows;
}

const pctOf = (share) => `${Math.round(share * 100)}%`;
const TABLE_HEAD = [
  "| protocol | calls | prompt tokens | cached (cold) | completion | DeepSeek, cached | DeepSeek, no cache " +
    "| cached (warm) | DeepSeek, warm | Workers AI qwen3 | most tokens / budget |",
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
];
const tableRow = (r) =>
  `| ${r.protocol} | ${r.calls} | ${r.promptTokens} | ${pctOf(r.cachedShare)} | ${r.completionTokens} ` +
  `| $${r.deepseekUsd} | $${r.deepseekUsdNoCache} | ${pctOf(r.warmCachedShare)} | $${r.deepseekUsdWarm} ` +
  `| $${r.workersAiQwenUsd} | ${r.maxTokensUsed ?? "?"} / ${r.tokenBudget ?? "?"} |`;

/** baseline ÷ current, two decimals: above 1 means cheaper (or fewer tokens) now. */
const ratio = (before, now) => (now > 0 && before !== undefined ? round(before / now, 2) : null);

/** Per protocol: this tree's figures beside the baseline's, for the side-by-side table. */
export function compareCost(rows, baselineRows) {
  return rows.map((r) => {
    const b = baselineRows.find((x) => x.protocol === r.protocol);
    return {
      protocol: r.protocol,
      tokens: {
        baseline: b ? b.promptTokens + b.completionTokens : null,
        current: r.promptTokens + r.completionTokens,
      },
      cachedShare: { baseline: b?.cachedShare ?? null, current: r.cachedShare },
      usdCached: {
        baseline: b?.deepseekUsd ?? null,
        current: r.deepseekUsd,
        ratio: ratio(b?.deepseekUsd, r.deepseekUsd),
      },
      usdNoCache: {
        baseline: b?.deepseekUsdNoCache ?? null,
        current: r.deepseekUsdNoCache,
        ratio: ratio(b?.deepseekUsdNoCache, r.deepseekUsdNoCache),
      },
    };
  });
}

/** Per protocol: the shared layout's prompt tokens and money beside the compact layout's. */
export function compareLayouts(rows, compactRows) {
  return rows.map((r) => {
    const c = compactRows.find((x) => x.protocol === r.protocol);
    return {
      protocol: r.protocol,
      promptTokens: { shared: r.promptTokens, compact: c?.promptTokens ?? null },
      usdWithCache: { shared: r.deepseekUsd, compact: c?.deepseekUsd ?? null },
      usdNoCache: { shared: r.deepseekUsdNoCache, compact: c?.deepseekUsdNoCache ?? null },
      workersAiQwenUsd: { shared: r.workersAiQwenUsd, compact: c?.workersAiQwenUsd ?? null },
    };
  });
}

export function writeCostReport(
  rows,
  { machine, baseline = null, compact = null, dir = path.join(import.meta.dirname, "results") },
) {
  const prices = { deepseekChat: DEEPSEEK, workersAiQwen3: WORKERS_AI_QWEN, currency: "USD" };
  const results = {
    date: machine.date,
    command: "npm run bench -- --only cost",
    tickers: TICKERS,
    rounds: 3,
    prices,
    layout: "shared",
    rows,
    ...(compact ? { compact: { layout: "compact", rows: compact, byLayout: compareLayouts(rows, compact) } } : {}),
    ...(baseline
      ? {
          baseline: { ref: baseline.ref, commit: baseline.commit, subject: baseline.subject, rows: baseline.rows },
          sideBySide: compareCost(rows, baseline.rows),
        }
      : {}),
  };
  writeFileSync(path.join(dir, "cost.json"), `${JSON.stringify(results, null, 2)}\n`);
  const lines = [
    `# Money per debate (${machine.date}, \`npm run bench -- --only cost\`)`,
    "",
    `3 rounds, mean of ${TICKERS.join(", ")} (as of the server's default), mock model with DeepSeek's usage fields and`,
    "prefix-cache billing (longest common prefix with earlier requests of the same debate, 64-token blocks). Prices:",
    "the shipped table, USD per 1M tokens: deepseek-chat 0.28 miss / 0.028 hit / 0.42 out;",
    "Workers AI qwen3-30b 0.051 in / 0.34 out.",
    "",
    "Cold: the cache emptied before each debate. Warm: the first ticker debated again with the cache kept.",
    "",
    ...TABLE_HEAD,
    ...rows.map(tableRow),
    "",
    "`most tokens / budget`: the most tokens (prompt + completion) one of the debates used, and its token budget.",
    "",
  ];
  if (compact) {
    lines.push(
      "## Compact layout (`PROMPT_LAYOUT=compact`: each role's own pack, no debate-wide prefix)",
      "",
      "The table above is `PROMPT_LAYOUT=shared`. The same debates with the compact layout:",
      "",
      ...TABLE_HEAD,
      ...compact.map(tableRow),
      "",
      "Both layouts per debate (`auto` picks shared for a provider with a prefix cache, compact for one without):",
      "",
      "| protocol | prompt tokens shared → compact | DeepSeek with its cache | no prefix cache (DeepSeek prices) " +
        "| Workers AI qwen3 (no cached rate) |",
      "| --- | --- | --- | --- | --- |",
      ...compareLayouts(rows, compact).map(
        (c) =>
          `| ${c.protocol} | ${c.promptTokens.shared} → ${c.promptTokens.compact} ` +
          `| $${c.usdWithCache.shared} → $${c.usdWithCache.compact} ` +
          `| $${c.usdNoCache.shared} → $${c.usdNoCache.compact} ` +
          `| $${c.workersAiQwenUsd.shared} → $${c.workersAiQwenUsd.compact} |`,
      ),
      "",
    );
  }
  if (baseline) {
    lines.push(
      `## Baseline ${baseline.commit} (${baseline.ref}: ${baseline.subject.slice(0, 90)})`,
      "",
      "The same command, mock, prices and tickers on that commit (`--baseline`):",
      "",
      ...TABLE_HEAD,
      ...baseline.rows.map(tableRow),
      "",
      "Side by side (baseline → this tree; ratio = baseline ÷ this tree, above 1 = cheaper now):",
      "",
      "| protocol | tokens per debate | cached share (cold) | DeepSeek, cached | ratio | DeepSeek, no cache | ratio |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...compareCost(rows, baseline.rows).map(
        (c) =>
          `| ${c.protocol} | ${round(c.tokens.baseline ?? 0, 1)} → ${round(c.tokens.current, 1)} ` +
          `| ${pctOf(c.cachedShare.baseline ?? 0)} → ${pctOf(c.cachedShare.current)} ` +
          `| $${c.usdCached.baseline} → $${c.usdCached.current} | ${c.usdCached.ratio} ` +
          `| $${c.usdNoCache.baseline} → $${c.usdNoCache.current} | ${c.usdNoCache.ratio} |`,
      ),
      "",
    );
  }
  writeFileSync(path.join(dir, "cost.md"), lines.join("\n"));
}
