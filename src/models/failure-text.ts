import type { ModelErrorKind } from "./model-provider";
import { COST_CAP_KIND, isCostCapError } from "./cost-cap";

/**
 * Failures in the report's Chinese prose. The room records them for operators (step ids such as `bull round 2`, the
 * provider's own English message, callModel's `<kind>: <message>`), and report.json keeps them verbatim; the Markdown
 * a reader signs names the step and the kind of failure in Chinese and points to the JSON for the detail.
 */

/**
 * A failure message as report prose: Chinese kept as it is; English given its kind, the original left to report.json.
 */
export function failureText(message: string): string {
  // A cap's refusal is Chinese after its kind (src/models/cost-cap.ts); its currency code is no English message.
  if (isCostCapError(message)) return message.slice(COST_CAP_KIND.length + 1).trim();
  return /[A-Za-z]{2,}/.test(message) ? `${failureKind(message)}（原始信息见 report.json）` : message;
}

/**
 * callModel's failure kinds (`<kind>: <message>`), a reply that failed its schema (`invalid output: …`), and a replay
 * whose archive had no reply for a request (`replay miss: …`, src/models/providers/replay-provider.ts).
 */
const KIND_ZH: Record<ModelErrorKind | "invalid output" | "replay miss", string> = {
  timeout: "超时",
  rate_limited: "被限流",
  server: "服务暂不可用",
  auth: "鉴权失败",
  bad_request: "请求被拒绝",
  empty: "回复为空",
  network: "网络错误",
  "invalid output": "输出格式不合规",
  "replay miss": "回放时原记录中没有这次请求的回复",
};

/** The kind a message names: callModel's prefix when it has one, else what a provider's or the runtime's words say. */
function failureKind(message: string): string {
  const prefix = /^([a-z_ ]+):/.exec(message)?.[1];
  if (prefix && prefix in KIND_ZH) return KIND_ZH[prefix as keyof typeof KIND_ZH];
  // The room's watchdog gave a hung step up (src/room/debate-room.ts): the step, not one model call, ran out of time.
  if (/watchdog/i.test(message)) return "长时间无进展，已放弃";
  if (/timed? ?out|timeout|deadline|in time/i.test(message)) return KIND_ZH.timeout;
  if (/\b429\b|rate.?limit|too many/i.test(message)) return KIND_ZH.rate_limited;
  if (/\b5\d\d\b|server error|unavailable/i.test(message)) return KIND_ZH.server;
  if (/\b40[13]\b|unauthori[sz]ed|forbidden|credentials|api key/i.test(message)) return KIND_ZH.auth;
  if (/json|schema|parse|invalid output|malformed/i.test(message)) return KIND_ZH["invalid output"];
  if (/config/i.test(message)) return "配置无效";
  if (/network|fetch failed|ECONN|ENOTFOUND/i.test(message)) return KIND_ZH.network;
  return "出错";
}
