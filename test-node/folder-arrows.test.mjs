// The folders of src/ are rooms of the data flow (README "Architecture"): ingest -> retrieval -> evidence -> debate ->
// verification -> verdict -> report -> room -> http / page, on a floor (shared, domain, db) and beside the libraries
// the engine calls. No runtime import may run against that flow; tools/folder-arrows.mjs says which would.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test } from "node:test";

const arrows = (dir) => execFileSync(process.execPath, ["tools/folder-arrows.mjs", dir], { encoding: "utf8" });

test("no folder-level import in src/ runs against the data flow", () => {
  const out = arrows("src");
  const [, total, backward] = out.match(/^(\d+) folder-level arrows, (\d+) against the data flow/) ?? [];
  assert.ok(Number(total) > 100, `the tool should see the whole graph, saw: ${out}`);
  assert.equal(Number(backward), 0, out);
});

test("a backward import is reported (a check that finds nothing proves nothing)", () => {
  const root = mkdtempSync(path.join(tmpdir(), "arrows-"));
  for (const dir of ["verification", "report"]) mkdirSync(path.join(root, dir));
  writeFileSync(path.join(root, "report/render.ts"), "export const render = 1;\n");
  writeFileSync(path.join(root, "verification/check.ts"), 'import { render } from "../report/render";\nrender;\n');
  assert.match(arrows(root), /1 against the data flow\n {2}verification -> report/);
});
