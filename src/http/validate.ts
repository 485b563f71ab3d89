import type { Context } from "hono";
import { z } from "zod";
import { AppError, invalidInput } from "../shared/app-error";

const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Parses a JSON body against a schema, answering 415/413/400 with a message that says what to fix. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T, limit = MAX_BODY_BYTES): Promise<z.infer<T>> {
  const type = c.req.header("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/json")) {
    throw new AppError(415, "unsupported_media_type", "Send the body as JSON with Content-Type: application/json");
  }
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > limit) throw new AppError(413, "payload_too_large", `Body is larger than ${limit} bytes`);
  const raw = await c.req.arrayBuffer();
  if (raw.byteLength > limit) throw new AppError(413, "payload_too_large", `Body is larger than ${limit} bytes`);
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
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidInput("body", parsed.error);
  return parsed.data;
}

export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.infer<T> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalidInput("query", parsed.error);
  return parsed.data;
}
