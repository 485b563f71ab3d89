#!/usr/bin/env node
// The claim checker's list of listed company names (src/verification/claims/listed-names.json), derived from the
// bundled directory snapshot (src/tickers/directory-snapshot.json, scripts/build-directory.mjs). The checker needs
// only names and codes, and importing the whole snapshot (pinyin, status, ~370 KB) would put it in the Worker's
// bundle; test/verification/claims/company-names.test.ts fails when this file and the snapshot part.
//
//   node scripts/build-listed-names.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const snapshot = JSON.parse(readFileSync(path.join(root, "src/tickers/directory-snapshot.json"), "utf8"));

/** Names of four or more Chinese characters: shorter listed names are often ordinary words (太阳能, 机器人). */
export function listedNames(rows) {
  return rows
    .map(([code, name]) => [code, name.replace(/\s+/g, "")])
    .filter(([, name]) => [...name].length >= 4 && /^[\u4e00-\u9fff]+$/.test(name))
    .map(([code, name]) => `${code}${name}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = { source: snapshot.source, session: snapshot.session, entries: listedNames(snapshot.rows).join(" ") };
  writeFileSync(path.join(root, "src/verification/claims/listed-names.json"), `${JSON.stringify(out)}\n`);
}
