import type { CallToolResult } from "@modelcontextprotocol/server";
import { z } from "zod";
import { DISCLAIMER } from "../compliance/compliance";
import { AppError } from "../shared/app-error";

/** What every MCP answer carries: the disclaimer, and the offline-engine notice when the rule engine answered. */
export const Carried = {
  notice: z
    .string()
    .nullable()
    .describe("离线规则引擎演示，非大模型输出 when the offline rule engine answered, else null"),
  disclaimer: z.string().describe(DISCLAIMER),
};

/** A tool's output schema: the HTTP API's wire type with the disclaimer and the notice. */
export const withCarried = <T extends z.ZodObject>(schema: T) => schema.extend(Carried);

/**
 * A tool's answer: the structured content (the output schema's shape) and, for a client that shows only text, the
 * same as readable Chinese ending with the notice and the disclaimer.
 */
export function toolAnswer<T extends object>(
  data: T,
  text: string,
  notice: string | null,
): CallToolResult & { structuredContent: T & { notice: string | null; disclaimer: string } } {
  const footer = [notice ? `（${notice}）` : null, DISCLAIMER].filter((x) => x !== null).join("\n");
  return {
    content: [{ type: "text", text: `${text}\n\n${footer}` }],
    structuredContent: { ...data, notice, disclaimer: DISCLAIMER },
  };
}

/**
 * The API's refusals (400 bad input, 404 unknown, 409 ambiguous, 422 insufficient evidence, 429 quota...) as tool
 * errors a model can act on: the Chinese message that says what to fix, the API's code, and what it offers (candidates,
 * a suggested date, when to retry). Anything else is rethrown and answered by the SDK as an internal error.
 */
export function toolError(e: unknown): CallToolResult {
  if (!(e instanceof AppError)) throw e;
  const details = e.details && typeof e.details === "object" ? (e.details as Record<string, unknown>) : {};
  const hints: string[] = [];
  if (Array.isArray(details.candidates)) {
    const names = details.candidates.map((c) => (c && typeof c === "object" ? `${c.name}（${c.code}）` : String(c)));
    hints.push(`候选：${names.join("、")}；请用其中一个代码再试。`);
  }
  if (typeof details.suggestedAsOf === "string") hints.push(`可改用 asOf = ${details.suggestedAsOf}。`);
  if (typeof details.retryAfterSeconds === "number") hints.push(`请在 ${details.retryAfterSeconds} 秒后再试。`);
  return {
    isError: true,
    content: [{ type: "text", text: [`${e.message}（错误代码 ${e.code}，HTTP ${e.status}）`, ...hints].join("\n") }],
  };
}

/** A zod failure of the API's own request schema as a tool error naming each field and what to change. */
export function invalidArguments(error: z.ZodError): CallToolResult {
  const lines = error.issues.map((i) => `- ${i.path.join(".") || "(参数)"}：${i.message}`);
  return { isError: true, content: [{ type: "text", text: `参数有误，请修改后再试：\n${lines.join("\n")}` }] };
}
