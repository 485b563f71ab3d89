import type { LanguageModelUsage, TextStreamPart, ToolSet } from "ai";

export interface Collected {
  text: string;
  usage: LanguageModelUsage | undefined;
  /** What went wrong, as thrown or streamed; undefined when the stream finished cleanly. */
  failure: unknown;
}

/**
 * Reads an AI SDK stream to the end, passing text deltas on as they arrive. streamText reports errors as stream parts
 * (not throws), so the first error part, abort or throw is kept as the failure.
 */
export async function collectStream(
  stream: AsyncIterable<TextStreamPart<ToolSet>>,
  onDelta: ((text: string) => void) | undefined,
  earlier: () => unknown,
): Promise<Collected> {
  let failure: unknown;
  let text = "";
  let usage: LanguageModelUsage | undefined;
  try {
    for await (const part of stream) {
      if (part.type === "text-delta") {
        text += part.text;
        onDelta?.(part.text);
      } else if (part.type === "error") failure ??= part.error;
      else if (part.type === "abort") failure ??= new DOMException(part.reason ?? "aborted", "AbortError");
      else if (part.type === "finish") usage = part.totalUsage;
    }
  } catch (e) {
    failure ??= e;
  }
  return { text, usage, failure: failure ?? earlier() };
}
