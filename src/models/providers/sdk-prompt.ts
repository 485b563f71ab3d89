import type { ModelMessage } from "ai";
import type { ChatMessage } from "../model-provider";

/** AI SDK 7 takes system text as `instructions` (system messages inside `messages` are refused by default). */
export function toSdkPrompt(messages: readonly ChatMessage[]): {
  instructions: string | undefined;
  messages: ModelMessage[];
} {
  const system = messages.filter((m) => m.role === "system").map((m) => m.content);
  const rest: ModelMessage[] = messages
    .filter((m) => m.role !== "system")
    .map((m) =>
      m.role === "assistant" ? { role: "assistant", content: m.content } : { role: "user", content: m.content },
    );
  return { instructions: system.length > 0 ? system.join("\n\n") : undefined, messages: rest };
}
