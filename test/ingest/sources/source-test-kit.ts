import { expect } from "vitest";
import type { PoliteFetch } from "../../../src/ingest/fetch/polite-fetch";
import { SourceShapeError } from "../../../src/ingest/sources/source-error";

type Key = string | number;
type Container = Record<Key, unknown>;

/**
 * A deep copy of a fixture with one field changed, set to a new value or removed, to simulate
 * a source that changed its shape. Paths follow the JSON: ["result", "data", 0, "EPSJB"].
 */
export function edited(fixture: unknown, path: readonly Key[], change: { set: unknown } | "delete"): unknown {
  const copy: unknown = structuredClone(fixture);
  let node = copy as Container;
  for (const key of path.slice(0, -1)) node = node[key] as Container;
  const last = path[path.length - 1]!;
  if (change === "delete") {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    node[last] = change.set;
  }
  return copy;
}

/** Runs `run` and returns the SourceShapeError it must throw, failing the test otherwise. */
export async function shapeErrorOf(run: () => unknown): Promise<SourceShapeError> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(SourceShapeError);
    return error as SourceShapeError;
  }
  throw new Error("expected a SourceShapeError, but nothing was thrown");
}

export interface RecordedCall {
  source: string;
  url: string;
  init: RequestInit | undefined;
}

/** A PoliteFetch that answers every request with `body` and remembers what was asked. */
export function recordingFetch(
  body: string,
  init: ResponseInit = { status: 200 },
): { politeFetch: PoliteFetch; calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const politeFetch: PoliteFetch = async (source, url, requestInit) => {
    calls.push({ source, url, init: requestInit });
    return new Response(body, init);
  };
  return { politeFetch, calls };
}

export function headerOf(init: RequestInit | undefined, name: string): string | null {
  return new Headers(init?.headers).get(name);
}
