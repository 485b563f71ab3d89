import { vi } from "vitest";

export type LogLine = Record<string, unknown> & { event: string; level: string };

/**
 * Captures what the code under test writes with console.log (what Workers Logs and `wrangler tail` receive) and
 * parses it as the structured log lines: every captured line must be valid JSON, else the test fails on it. Lines
 * that are not the structured events (no `event` field) are kept in `other`.
 */
export function captureLogs() {
  const raw: string[] = [];
  const spy = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
    raw.push(args.map(String).join(" "));
  });
  const lines = (): LogLine[] =>
    raw
      .filter((l) => l.startsWith("{"))
      .map((l) => JSON.parse(l) as LogLine)
      .filter((l) => typeof l.event === "string");
  return {
    raw,
    lines,
    of: (event: string) => lines().filter((l) => l.event === event),
    restore: () => spy.mockRestore(),
  };
}
