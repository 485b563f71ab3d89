// The example reports in docs/examples/: one full report per protocol the server lists (GET /api/protocols) for
// 600519, debated on the offline provider by the real local Worker and Durable Object with default settings (so as of
// the sample's debate date), so that a reader can judge the reports without running anything.
//
//   npm run docs:examples            regenerates them (a local server on a free loopback port, throwaway state)
//   npm run docs:examples -- --check exits 1 when a committed example differs from what the code now writes
//
// test-node/golden-reports.test.mjs runs the same check against its server, so a stale example fails the tests.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getJson, getText, postDebate, waitState } from "../tools/lib/api-client.mjs";
import { startLocalServer } from "../tools/lib/local-server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const EXAMPLES_DIR = path.join(root, "docs", "examples");
const TICKER = "600519";

/** Every protocol the server runs, with the name its reports give it (the registry: GET /api/protocols). */
async function protocols(url) {
  const { status, body } = await getJson(url, "/api/protocols");
  if (status !== 200) throw new Error(`GET /api/protocols: ${status}`);
  return body.protocols.map((p) => [p.id, p.labels.name]);
}

/** File name of each example, by protocol. */
export const exampleFile = (protocol) => `${TICKER}-${protocol}.md`;

/**
 * What differs per run is replaced by a stable word, so a regeneration only changes what the code changed: the
 * debate id (a random name) and the measured model time.
 */
function stable(md, id) {
  return md.replaceAll(id, "（示例）").replace(/模型耗时 \d+ ms/g, "模型耗时（每次运行不同，略）");
}

async function debate(url, protocol) {
  // Memory off: a fresh server has no past verdicts to recall anyway, and off keeps the example independent of what
  // else the server has debated (the golden test's server debates the same company first).
  const posted = await postDebate(url, { ticker: TICKER, protocol, fresh: true, memory: false });
  if (posted.status !== 202) throw new Error(`${protocol}: ${posted.status} ${JSON.stringify(posted.body)}`);
  const { id, asOf } = posted.body;
  const s = await waitState(url, id, { timeoutMs: 30_000, everyMs: 50 });
  if (s.status === "failed") throw new Error(`${protocol}: the debate failed: ${JSON.stringify(s.errors)}`);
  return { id, asOf };
}

/** Every example's Markdown, by file name, as the server at `url` writes it now. */
export async function renderExamples(url) {
  const out = {};
  for (const [protocol, name] of await protocols(url)) {
    const { id, asOf } = await debate(url, protocol);
    const { text: md } = await getText(url, `/api/debates/${id}/report.md`);
    const note = [
      `> 示例报告（${name}）：离线规则引擎（非大模型）在内置样例数据上以默认设置辩论 ${TICKER}，数据截至 ${asOf}（样例数据的默认辩论日）。`,
      "> 由 `npm run docs:examples` 经本地 Worker 与 Durable Object 生成，报告 ID 与模型耗时已替换为固定文字；代码改变报告时测试会提示重新生成。",
      "",
    ].join("\n");
    out[exampleFile(protocol)] = `${note}\n${stable(md, id)}`;
  }
  return out;
}

/** The committed examples that differ from `rendered` (missing ones included). */
export function staleExamples(rendered) {
  return Object.entries(rendered)
    .filter(([file, text]) => {
      try {
        return readFileSync(path.join(EXAMPLES_DIR, file), "utf8") !== text;
      } catch {
        return true;
      }
    })
    .map(([file]) => file);
}

async function main() {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  if (args.some((a) => a !== "--check")) {
    console.error("usage: npm run docs:examples [-- --check]");
    process.exit(2);
  }
  const server = await startLocalServer();
  try {
    const rendered = await renderExamples(server.url);
    if (check) {
      const stale = staleExamples(rendered);
      if (stale.length > 0) {
        console.error(`stale in docs/examples: ${stale.join(", ")}; run npm run docs:examples`);
        process.exitCode = 1;
      } else console.log("docs/examples are up to date");
      return;
    }
    mkdirSync(EXAMPLES_DIR, { recursive: true });
    for (const [file, text] of Object.entries(rendered)) writeFileSync(path.join(EXAMPLES_DIR, file), text);
    console.log(
      `wrote ${Object.keys(rendered)
        .map((f) => `docs/examples/${f}`)
        .join(", ")}`,
    );
  } finally {
    server.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
