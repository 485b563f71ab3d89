import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { z } from "zod";
import { AppError, invalidInput } from "../shared/app-error";

const MAX_BODY_BYTES = 5 * 1024 * 1024;

/**
 * JSON, with optional `key=value` parameters (e.g. `; charset=utf-8`): the rule of the declared routes' media-type gate
 * (@hono/zod-openapi), checked here first so that every refused type gets this API's 415 and message.
 */
const JSON_MEDIA_TYPE = /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i;

/**
 * Checks a JSON body before the route's schema sees it, answering 415/413/400 with a message that says what to fix
 * (the schema validator alone would answer these as generic 400s). The parsed body stays in Hono's body cache, so the
 * route's declared schema validates the same bytes. `optional`: a request without a Content-Type has no body (the
 * route's defaults apply).
 */
export function jsonBody(limit = MAX_BODY_BYTES, opts: { optional?: boolean } = {}) {
  return createMiddleware(async (c, next) => {
    if (opts.optional && !c.req.header("content-type")) return next();
    await readJson(c, limit);
    await next();
  });
}

async function readJson(c: Context, limit: number): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  if (!JSON_MEDIA_TYPE.test(type)) {
    throw new AppError(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json");
  }
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit);
  const raw = await readAtMost(c.req.raw.body, limit);
  // Hono's body cache: the route's schema validator reads these bytes instead of the consumed stream.
  (c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer> }).arrayBuffer = Promise.resolve(raw);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(raw);
  } catch {
    throw new AppError(400, "invalid_encoding", "Body is not valid UTF-8");
  }
  let json: unknown;
  try {
    json = text.length === 0 ? undefined : JSON.parse(text);
  } catch (e) {
    throw new AppError(400, "invalid_json", `Body is not valid JSON: ${(e as Error).message}`);
  }
  if (json === undefined) throw new AppError(400, "invalid_json", "Body is empty; send a JSON object");
  return json;
}

const tooLarge = (limit: number) => new AppError(413, "payload_too_large", `Body is larger than ${limit} bytes`);

/**
 * Reads a body, stopping as soon as it passes `limit` bytes: a chunked body (no Content-Length) of any size costs at
 * most the limit and one chunk, instead of being buffered whole before the 413.
 */
async function readAtMost(body: ReadableStream<Uint8Array> | null, limit: number): Promise<ArrayBuffer> {
  if (!body) return new ArrayBuffer(0);
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge(limit);
    }
    parts.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out.buffer;
}

const WHERE: Record<string, string> = { json: "body", query: "query", param: "path", header: "headers" };

type ValidationResult = { success: true } | { success: false; error: z.ZodError; target: string };

/**
 * What a declared route does when its request fails its schema: throw, so the one `onError` answers 400
 * `invalid_input` naming the first failing field, as every other error is answered.
 */
export function rejectInvalid(result: ValidationResult): undefined {
  if (!result.success) throw invalidInput(WHERE[result.target] ?? result.target, result.error);
  return undefined;
}
