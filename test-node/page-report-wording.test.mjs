// The page renders the one report model: the verdict card's 评分 lines (why this verdict, what the rounds after the
// opening changed, the ablation's opening-round judging) come from the report document (GET .../report.json), worded
// once in src/report/why-lines.ts. A second copy of that wording in public/ would drift from report.md: this fails on it.
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

const root = path.resolve(import.meta.dirname, "..");
const WORDING = path.join(root, "src", "report", "why-lines.ts");

/** Phrases only the 评分 section's why and change lines use. */
const PHRASES = [
  "为何是这个结论",
  "综合分构成",
  "分量最重的三条",
  "支持结论的",
  "反对结论的",
  "论证其他方向",
  "无已核验论点",
  "未以已核验论点反驳",
  "仅凭开篇轮",
  "后续轮次改变了结论",
  "后续轮次没有改变结论",
  "同一裁判",
  "为此多调用了一次裁判模型",
];

/** Every page file (scripts, markup, styles) under `dir`, the vendored Swagger UI aside. */
function pageFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "vendor" ? [] : pageFiles(p);
    return /\.(js|mjs|html|css)$/.test(e.name) ? [p] : [];
  });
}

describe("the 评分 wording lives in the report, not the page", () => {
  it("is still the report's wording (the list below guards real phrases)", () => {
    const text = readFileSync(WORDING, "utf8");
    for (const phrase of PHRASES) assert.ok(text.includes(phrase), `${phrase} is no longer in why-lines.ts`);
  });

  it("appears nowhere in public/", () => {
    const hits = pageFiles(path.join(root, "public")).flatMap((file) => {
      const text = readFileSync(file, "utf8");
      return PHRASES.filter((p) => text.includes(p)).map((p) => `${path.relative(root, file)}: ${p}`);
    });
    assert.deepEqual(hits, [], "the page words the 评分 lines itself; render the report document's blocks instead");
  });
});
