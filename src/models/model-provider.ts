import type { ModelTask, Role } from "../debate/debate-types";
import type { AgentRole, OutputKind } from "../debate/role-output";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/**
 * Every output schema a request can name; `OUTPUT_SCHEMA_BY_NAME` (providers/sdk-reply.ts) maps each to its zod schema.
 */
export type SchemaName = "debater" | "judge" | RoleSchemaName;
/** The graph protocols' role schemas, one per output kind. */
export type RoleSchemaName = `role:${OutputKind}`;

export interface ModelRequest {
  role: Role | AgentRole;
  messages: ChatMessage[];
  /** Which output schema the reply must satisfy (the providers' structured-output mode sends that schema). */
  schema: SchemaName;
  /** The same content as `messages`, structured: rule-based providers argue from it, LLM providers ignore it. */
  task: ModelTask;
  temperature?: number;
  maxTokens?: number;
}

export interface ModelReply {
  /** The raw reply: JSON text that the engine validates against `schema`. */
  text: string;
  promptTokens: number;
  completionTokens: number;
  /** Prompt tokens the provider read from its prefix cache (part of promptTokens), when it reported them. */
  cachedPromptTokens?: number;
  /** True when the provider reported no usage and the counts were estimated from text length. */
  estimated: boolean;
}

export type ModelErrorKind = "timeout" | "rate_limited" | "server" | "auth" | "bad_request" | "empty" | "network";

export interface ModelError {
  kind: ModelErrorKind;
  message: string;
  status?: number;
  /** Seconds, from a Retry-After header. */
  retryAfter?: number;
  /** Tokens the failed attempt still cost (e.g. an empty reply that reported usage). */
  usage?: { promptTokens: number; cachedPromptTokens?: number; completionTokens: number; estimated: boolean };
}

export type ModelResult = { ok: true; reply: ModelReply } | { ok: false; error: ModelError };

/** One interface for every provider: offline (rule-based), Workers AI, OpenAI-compatible HTTP. */
export interface ModelProvider {
  readonly provider: string;
  readonly model: string;
  /**
   * Whether the provider bills a repeated prompt prefix at a cached rate (src/models/prompt-layout.ts picks the shared
   * layout for it under PROMPT_LAYOUT=auto); absent: no prefix cache.
   */
  readonly prefixCache?: boolean;
  /** `signal` aborts the underlying request when the caller's per-call timeout fires. */
  complete(request: ModelRequest, onDelta?: (text: string) => void, signal?: AbortSignal): Promise<ModelResult>;
}
