import { describe, expect, it } from "vitest";

/**
 * src/shared/ is the floor every room stands on: primitives (dates, hash, clip, pct, log, profile, errors) that import
 * libraries and each other, never a feature folder, so no room can reach another through it and no circle runs
 * through it.
 */
const sources = import.meta.glob<string>("../../src/shared/*.ts", { eager: true, query: "?raw", import: "default" });

/** Every module specifier a file imports or re-exports, static or dynamic. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?:^|\s)(?:import|export)\b[^;"']*?from\s*["']([^"']+)["']/g)) found.push(m[1]!);
  for (const m of text.matchAll(/(?:^|\s)import\s*["']([^"']+)["']/g)) found.push(m[1]!);
  for (const m of text.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.push(m[1]!);
  return found;
}

describe("src/shared/ is a floor", () => {
  it("reads every module of the folder", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(5);
  });

  it("imports no feature folder and no root module (config, app): only itself and libraries", () => {
    const upward = Object.entries(sources).flatMap(([file, text]) =>
      specifiers(text)
        .filter((s) => s.startsWith("../") || s.startsWith("/"))
        .map((s) => `${file.replace("../../", "")} imports ${s}`),
    );
    expect(upward).toEqual([]);
  });

  it("finds the imports it looks for (a check that matches nothing proves nothing)", () => {
    const sample = [
      'import { a } from "../debate/x";',
      'export * from "../wire/y";',
      'const m = await import("../z");',
      'import "./side";',
    ].join("\n");
    expect(specifiers(sample)).toEqual(["../debate/x", "../wire/y", "./side", "../z"]);
  });
});
