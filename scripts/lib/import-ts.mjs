// Node scripts that reuse the Worker's TypeScript (extensionless imports, which Node cannot load as is) bundle the
// modules they need once with esbuild into a temporary file and import that.
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

/** Imports everything the given TypeScript files (relative to `dir`) export, as one module. */
export async function importTypeScript(dir, files) {
  const out = path.join(os.tmpdir(), `debatedesk-${path.basename(dir)}-${process.pid}-${Date.now()}.mjs`);
  await build({
    stdin: { contents: files.map((f) => `export * from "./${f}";`).join("\n"), resolveDir: dir, loader: "ts" },
    bundle: true,
    platform: "node",
    format: "esm",
    outfile: out,
    logLevel: "warning",
  });
  try {
    return await import(pathToFileURL(out).href);
  } finally {
    rmSync(out, { force: true });
  }
}
