import { z } from "zod";
import { parseHolidays } from "./shared/market-holidays";
import { INVALID, list, setting } from "./config-setting";

/** The vars with a form of their own: model specs, price tables, extra request fields, URLs and lists. */
/** `provider:model`; the rest (does the provider have what it needs?) is the provider registry's to say. */
const isModelSpec = (s: string) => {
  const colon = s.indexOf(":");
  const name = colon === -1 ? s : s.slice(0, colon);
  const model = colon === -1 ? "" : s.slice(colon + 1).trim();
  return name === "offline" || ((name === "openai" || name === "workers-ai") && model !== "");
};
const SPEC_FORM =
  "offline, openai:<model> or workers-ai:<model> (e.g. openai:deepseek-chat, workers-ai:@cf/qwen/qwen3-30b-a3b-fp8)";
export const modelSpec = setting(
  SPEC_FORM,
  (s) => (isModelSpec(s) ? s : INVALID),
  () => undefined,
);
/** A tier's fallbacks, in order: model specs separated by commas (empty = none). */
export const modelSpecList = setting(
  `model specs separated by commas, each ${SPEC_FORM}`,
  (s) => {
    const specs = list(s);
    return specs.every(isModelSpec) ? specs : INVALID;
  },
  (): string[] => [],
);

/** Per 1M tokens: uncached prompt, completion, and (when discounted) prompt tokens the provider read from its cache. */
const Price = z.object({
  input: z.number().min(0),
  output: z.number().min(0),
  cachedInput: z.number().min(0).optional(),
});
export type Price = z.infer<typeof Price>;
export type PriceTable = Record<string, Price>;
const PriceTable = z.record(z.string(), Price);

/**
 * The chat request fields DebateDesk sets itself (the model, the conversation, streaming and usage, sampling, the JSON
 * mode of OPENAI_JSON_MODE / OPENAI_STRUCTURED_OUTPUTS): OPENAI_EXTRA_BODY adds fields, it never replaces these.
 */
export const OPENAI_OWN_FIELDS = [
  "model",
  "messages",
  "stream",
  "stream_options",
  "temperature",
  "max_tokens",
  "max_completion_tokens",
  "response_format",
  "tools",
  "tool_choice",
  "n",
] as const;
const ExtraBody = z
  .record(z.string(), z.json())
  .refine((body) => !Object.keys(body).some((k) => (OPENAI_OWN_FIELDS as readonly string[]).includes(k)));
export type ExtraBody = z.infer<typeof ExtraBody>;

export function parseExtraBody(s: string): ExtraBody | typeof INVALID {
  try {
    const parsed = ExtraBody.safeParse(JSON.parse(s));
    return parsed.success ? parsed.data : INVALID;
  } catch {
    return INVALID;
  }
}

export function parsePrices(s: string): PriceTable | typeof INVALID {
  try {
    const parsed = PriceTable.safeParse(JSON.parse(s));
    return parsed.success ? parsed.data : INVALID;
  } catch {
    return INVALID;
  }
}

/** Cloudflare's AI Gateway endpoint: `${AI_GATEWAY_URL}/{account}/{gateway}/{provider}/…`. */
export const DEFAULT_AI_GATEWAY_URL = "https://gateway.ai.cloudflare.com/v1";

/**
 * The gateway's base URL: https, or plain http only on a loopback host (a local fake or proxy), because the calls carry
 * the provider's key and the gateway token; no query or fragment (paths are appended); a trailing slash is dropped.
 */
export function gatewayURL(s: string): string | typeof INVALID {
  let url: URL;
  try {
    url = new URL(s);
  } catch {
    return INVALID;
  }
  const loopback = ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
  if (
    !(url.protocol === "https:" || (url.protocol === "http:" && loopback)) ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  )
    return INVALID;
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/** What a browser sends as Origin: scheme://host[:port], nothing after. */
export const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]+$/i;

/**
 * Six of the seven bundled sample companies (000858's reports end at FY2019): the hot list when the hot-rank source
 * fails and nothing else is configured.
 */
export const DEFAULT_HOT_TICKERS = ["600519", "600036", "600028", "300750", "002594", "601318"] as const;

/**
 * The two lists the pre-compute reads keep their good entries and report the bad ones (as warnings on the run):
 * one typo in a long holiday list must not stop the cron, and the run record says what was ignored.
 */
export function hotTickers(s: string) {
  const listed = list(s);
  const codes = [...new Set(listed.filter((c) => /^\d{6}$/.test(c)))];
  return {
    codes: codes.length > 0 ? codes : [...DEFAULT_HOT_TICKERS],
    ignored: listed.filter((c) => !/^\d{6}$/.test(c)),
  };
}
export const holidays = (s: string | undefined) => {
  const parsed = parseHolidays(s);
  return { dates: parsed.dates, ignored: parsed.invalid };
};
