// A protocol is one plug-in (src/debate/protocols/<id>/): outside its own folder nothing in src/, public/ or scripts/
// names it or uses one of its constants. The registry (src/debate/protocols/registry.ts) is the one list of them;
// tests and docs are exempt. Comments may name a protocol (they say why), string literals and code may not.
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";

const root = path.resolve(import.meta.dirname, "..");
const PROTOCOLS_DIR = path.join(root, "src", "debate", "protocols");
const REGISTRY = path.join(PROTOCOLS_DIR, "registry.ts");

const ids = readdirSync(PROTOCOLS_DIR).filter((f) => statSync(path.join(PROTOCOLS_DIR, f)).isDirectory());

/** Every file under `dir` with one of the extensions, recursively. */
function files(dir, exts) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "vendor" || e.name === "node_modules" ? [] : files(p, exts);
    return exts.some((x) => e.name.endsWith(x)) ? [p] : [];
  });
}

/** The UPPER_CASE constants a plug-in exports (its defaults and caps): its own, not the engine's. */
function constantsOf(id) {
  return files(path.join(PROTOCOLS_DIR, id), [".ts"]).flatMap((f) =>
    [...readFileSync(f, "utf8").matchAll(/export const ([A-Z][A-Z0-9_]+)\b/g)].map((m) => m[1]),
  );
}

/** Code without its comments (line comments, block comments, HTML comments), strings kept. */
function code(text) {
  return text
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

const outside = [
  ...files(path.join(root, "src"), [".ts"]).filter(
    (f) => !ids.some((id) => f.startsWith(path.join(PROTOCOLS_DIR, id) + path.sep)) && f !== REGISTRY,
  ),
  ...files(path.join(root, "public"), [".js", ".html"]),
  ...files(path.join(root, "scripts"), [".mjs", ".js"]),
];

describe("each protocol is one plug-in", () => {
  it("finds the plug-ins by their folders", () => {
    assert.ok(ids.length >= 4, ids.join(", "));
    for (const id of ids)
      assert.ok(
        readFileSync(path.join(PROTOCOLS_DIR, id, "index.ts"), "utf8").includes(`id: "${id}"`),
        `${id}/index.ts declares id "${id}"`,
      );
  });

  it("no protocol's name, folder or constant is written outside its folder (src/, public/, scripts/)", () => {
    const constants = ids.flatMap(constantsOf);
    const found = [];
    for (const f of outside) {
      const text = code(readFileSync(f, "utf8"));
      for (const id of ids) {
        if (new RegExp(`["'\`]${id}["'\`]|protocols/${id}\\b`).test(text))
          found.push(`${path.relative(root, f)}: "${id}"`);
      }
      for (const c of constants) if (new RegExp(`\\b${c}\\b`).test(text)) found.push(`${path.relative(root, f)}: ${c}`);
    }
    assert.deepEqual(found, []);
  });
});
