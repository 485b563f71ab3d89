// Labels the corpus: computes every atomic assertion of every claim's spec from the raw figures, sets `expect`, checks
// it against what the author intended (and that a false claim fails exactly at its planted error), then rewrites
// corpus.json and prints counts. Usage: node eval/claims-corpus/dev/label.mjs  (exit 1 on any mismatch).
import { readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { evaluate } from "./assertions.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const srcDir = join(here, "claims");
const ROLES = {
  adversarial: ["多方", "空方", "多方反驳", "空方反驳"],
  findebate: [
    "收益分析师",
    "市场预测师",
    "情绪分析师",
    "估值分析师",
    "风险分析师",
    "报告合成师",
    "信任智能体",
    "质疑智能体",
    "主导智能体",
  ],
  tradingagents: [
    "基本面分析师",
    "技术分析师",
    "新闻分析师",
    "情绪分析师",
    "多头研究员",
    "空头研究员",
    "研究经理",
    "交易员",
    "激进风控",
    "中性风控",
    "保守风控",
    "组合经理",
  ],
};
const CATEGORIES = ["annual", "quarterly", "technical", "announcement", "valuation", "industry", "undecidable"];
const ERRORS = [
  "wrong_value",
  "wrong_period",
  "wrong_base_year",
  "wrong_direction",
  "wrong_magnitude",
  "wrong_extreme",
  "wrong_ratio",
  "technical",
  "nonexistent_event",
  "industry_sense",
  "overstatement",
  "stance",
];
const WANT = { t: "true", f: "false", u: "undecidable" };

const files = readdirSync(srcDir)
  .filter((f) => f.endsWith(".mjs"))
  .sort();
const claims = [];
for (const f of files) claims.push(...(await import(pathToFileURL(join(srcDir, f)))).default);

const problems = [];
const ids = new Set();
const out = claims.map((c) => {
  const where = `${c.id}`;
  if (ids.has(c.id)) problems.push(`${where}: duplicate id`);
  ids.add(c.id);
  if (!ROLES[c.proto]?.includes(c.role)) problems.push(`${where}: role ${c.role} not in ${c.proto}`);
  if (!CATEGORIES.includes(c.cat)) problems.push(`${where}: category ${c.cat}`);
  if (c.want === "f" && !ERRORS.includes(c.err)) problems.push(`${where}: errorType ${c.err}`);
  const ctx = { ticker: c.tk, asOf: c.asOf };
  const results = c.spec.map((s) => ({ s, r: evaluate(ctx, s) }));
  const failed = results.filter((x) => x.r.ok === false);
  const undecided = results.filter((x) => x.r.ok === null);
  const expect = failed.length ? "false" : undecided.length ? "undecidable" : "true";
  if (expect !== WANT[c.want]) {
    const detail = results.map((x) => `${x.r.ok} ${x.r.got}`).join("\n    ");
    problems.push(`${where}: computed ${expect}, intended ${WANT[c.want]}\n    ${detail}`);
  }
  for (const x of results) if (x.r.fragile) problems.push(`${where}: depends on a definition (${x.s.k}: ${x.r.got})`);
  if (c.want === "f") {
    const planted = results.filter((x) => x.s.bad);
    if (!planted.length) problems.push(`${where}: a false claim marks its planted error bad`);
    for (const x of results) {
      if (!!x.s.bad !== (x.r.ok === false)) problems.push(`${where}: bad=${!!x.s.bad} but ok=${x.r.ok}: ${x.r.got}`);
    }
  } else if (c.spec.some((s) => s.bad)) problems.push(`${where}: bad marker on a claim not meant false`);
  const basis = [c.note, ...results.map((x) => `${x.r.ok === true ? "✓" : x.r.ok === false ? "✗" : "?"} ${x.r.got}`)]
    .filter(Boolean)
    .join("；");
  return {
    id: c.id,
    ticker: c.tk,
    asOf: c.asOf,
    claim: c.text,
    ...(c.side ? { side: c.side } : {}),
    protocol: c.proto,
    role: c.role,
    category: c.cat,
    expect,
    ...(c.err ? { errorType: c.err } : {}),
    spec: c.spec,
    basis,
  };
});

writeFileSync(join(here, "corpus.json"), `${JSON.stringify(out, null, 1)}\n`);

const count = (key) => {
  const m = {};
  for (const c of out) {
    const k = key(c) ?? "-";
    m[k] = (m[k] ?? 0) + 1;
  }
  return Object.entries(m)
    .sort()
    .map(([k, v]) => `${k}:${v}`)
    .join("  ");
};
console.log(`claims: ${out.length}`);
console.log(`expect:    ${count((c) => c.expect)}`);
console.log(`company:   ${count((c) => c.ticker)}`);
console.log(`category:  ${count((c) => c.category)}`);
console.log(`protocol:  ${count((c) => c.protocol)}`);
console.log(`side:      ${count((c) => c.side)}`);
console.log(`role:      ${count((c) => `${c.protocol.slice(0, 3)}/${c.role}`)}`);
console.log(`cat×exp:   ${count((c) => `${c.category}/${c.expect}`)}`);
console.log(`errorType: ${count((c) => c.errorType)}`);
console.log(`asOf year: ${count((c) => c.asOf.slice(0, 4))}`);
if (problems.length) {
  console.log(`\n${problems.length} problem(s):\n${problems.join("\n")}`);
  process.exit(1);
}
