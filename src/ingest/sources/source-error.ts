import type { z } from "zod";

/**
 * A source answered, but not in the shape its adapter was written against.
 * Adapters throw this instead of guessing: a renamed field or a string where a number
 * belongs must stop the ingest loudly, naming the source and the field, rather than store
 * silently wrong numbers.
 */
export class SourceShapeError extends Error {
  override readonly name = "SourceShapeError";

  constructor(
    /** The source's registry id, e.g. "eastmoney-main-indicators". */
    readonly source: string,
    /** Path of the offending field in the response, e.g. "result.data[0].PARENTNETPROFIT". */
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${source}: unexpected response shape at ${field}: ${detail}`);
  }
}

/** Renders a zod issue path the way the field appears in the source's JSON. */
export function formatFieldPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return "(root)";
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** The first failing issue names the field: one precise field beats a wall of follow-on errors. */
export function shapeErrorFromZod(source: string, error: z.ZodError): SourceShapeError {
  const issue = error.issues[0];
  if (!issue) return new SourceShapeError(source, "(root)", "validation failed");
  return new SourceShapeError(source, formatFieldPath(issue.path), issue.message);
}

/** Validates `json` against `schema`, throwing a SourceShapeError that names the first bad field. */
export function parseSourceShape<S extends z.ZodType>(source: string, schema: S, json: unknown): z.infer<S> {
  const result = schema.safeParse(json);
  if (!result.success) throw shapeErrorFromZod(source, result.error);
  return result.data;
}
