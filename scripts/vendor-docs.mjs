// Copies the API reference page's viewer (swagger-ui-dist, a pinned dependency) into public/vendor/swagger-ui/, where
// the Worker's static assets serve it: /docs then works offline, with no CDN. Run by `npm install`/`npm ci`
// (postinstall) and by `npm start`; the copy is gitignored, so the package's version is the one in package.json.
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const FILES = ["swagger-ui-bundle.js", "swagger-ui.css", "LICENSE", "NOTICE"];

export function vendorDocs() {
  const from = path.join(root, "node_modules", "swagger-ui-dist");
  const to = path.join(root, "public", "vendor", "swagger-ui");
  if (!existsSync(from)) throw new Error("swagger-ui-dist is not installed: run npm ci");
  mkdirSync(to, { recursive: true });
  for (const f of FILES) {
    const src = path.join(from, f);
    const dst = path.join(to, f);
    // Unchanged files are left alone, so a running `wrangler dev` does not reload for nothing.
    if (existsSync(dst) && readFileSync(dst).equals(readFileSync(src))) continue;
    copyFileSync(src, dst);
  }
  return to;
}

if (import.meta.url === `file://${process.argv[1]}`) vendorDocs();
