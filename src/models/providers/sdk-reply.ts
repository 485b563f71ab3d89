import type { LanguageModelUsage } from "ai";
import type { z } from "zod";
import { DebaterSent, JudgeOutput } from "../../debate/debate-types";
import type { ModelReply, ModelRequest, ModelResult, SchemaName } from "../model-provider";
import { SENT_SCHEMAS } from "../../debate/role-output";
import { estimateMessagesTokens, estimateTokens } from "../token-estimate";

/**
 * Every schema name a request can carry, with the zod schema its reply must satisfy: the one table the SDK's
 * structured-output modes (OpenAI `json_schema`, Workers AI JSON mode) read, so each role is sent its own schema.
 * Typed by `SchemaName`, so a new name without an entry here does not compile. These are the shapes sent (points as a
 * model writes them); replies are parsed with the parsed shapes (PointOutput), which add the parser's own fields.
 */
export const OUTPUT_SCHEMA_BY_NAME: Record<SchemaName, z.ZodType> = {
  debater: DebaterSent,
  judge: JudgeOutput,
  "role:plain": SENT_SCHEMAS.plain,
  "role:horizons": SENT_SCHEMAS.horizons,
  "role:riskChanges": SENT_SCHEMAS.riskChanges,
};

/** The zod schema a request's reply must satisfy, for the SDK's structured-output mode. */
export function outputSchemaFor(request: Pick<ModelRequest, "schema">): z.ZodType {
  return OUTPUT_SCHEMA_BY_NAME[request.schema];
}

/**
 * Provider usage when it reported any, else an estimate from the texts (marked `estimated`). Workers AI reports 0/0
 * when a model returns no usage block, so zero on both sides counts as absent.
 */
function replyUsage(
  request: ModelRequest,
  text: string,
  usage: LanguageModelUsage | undefined,
): Omit<ModelReply, "text"> {
  const prompt = usage?.inputTokens;
  const completion = usage?.outputTokens;
  if (prompt !== undefined && completion !== undefined && prompt + completion > 0) {
    const cached = usage?.inputTokenDetails?.cacheReadTokens;
    const cache = cached ? { cachedPromptTokens: cached } : {};
    return { promptTokens: prompt, completionTokens: completion, estimated: false, ...cache };
  }
  return {
    promptTokens: estimateMessagesTokens(request.messages),
    completionTokens: estimateTokens(text),
    estimated: true,
  };
}

/** An empty reply (DeepSeek's JSON mode can return one) is an error of kind `empty`, which callModel re-asks. */
export function replyResult(request: ModelRequest, text: string, usage: LanguageModelUsage | undefined): ModelResult {
  const counted = replyUsage(request, text, usage);
  if (text.trim() === "")
    return { ok: false, error: { kind: "empty", message: "the model returned an empty reply", usage: counted } };
  return { ok: true, reply: { text, ...counted } };
}
