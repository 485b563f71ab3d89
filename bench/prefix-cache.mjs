// A prefix cache billed the way DeepSeek bills its context cache (api-docs.deepseek.com/guides/kv_cache): a request's
// prompt hits on the longest prefix it shares with an earlier request, counted in whole 64-token units; the rest is a
// miss. The mock model reports the split as DeepSeek does, in `prompt_cache_hit_tokens` / `prompt_cache_miss_tokens`.
// Tokens are the mock's own count (mockTokens), taken over the messages as one text, so a prefix is a prefix of bytes.

/** The text a request's prompt is cached as: each message's role and content, in order. */
export const promptText = (messages) => messages.map((m) => `<|${m.role}|>${m.content}`).join("");

/**
 * `tokens(text)` counts a text's tokens; `blockTokens` is the cache unit. `bill(messages)` answers how many of the
 * prompt's tokens hit, then remembers the prompt for later requests; `reset()` forgets every prompt.
 */
export function createPrefixCache(tokens, blockTokens = 64) {
  let seen = [];
  const commonPrefix = (a, b) => {
    const n = Math.min(a.length, b.length);
    let i = 0;
    while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
    return i;
  };
  return {
    bill(messages, promptTokens) {
      const text = promptText(messages);
      const chars = seen.reduce((best, earlier) => Math.max(best, commonPrefix(text, earlier)), 0);
      seen.push(text);
      const shared = Math.min(promptTokens, tokens(text.slice(0, chars)));
      return Math.floor(shared / blockTokens) * blockTokens;
    },
    reset() {
      seen = [];
    },
  };
}
