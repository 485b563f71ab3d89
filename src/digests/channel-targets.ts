import { z } from "zod";
import { AppError } from "../shared/app-error";
import { checkWebhookUrl } from "./webhook-url";

export const CHANNELS = ["wecom", "feishu", "dingtalk", "telegram", "email", "webhook"] as const;
export type DigestChannel = (typeof CHANNELS)[number];

export const CHANNEL_ZH: Record<DigestChannel, string> = {
  wecom: "企业微信群机器人",
  feishu: "飞书群机器人",
  dingtalk: "钉钉群机器人",
  telegram: "Telegram 机器人",
  email: "邮件",
  webhook: "通用 Webhook",
};

/** Where a digest goes: sealed whole at rest (digest-crypto.ts), never returned. */
export interface ChannelTarget {
  url?: string;
  secret?: string;
  token?: string;
  chatId?: string;
  to?: string;
}

export interface TargetInput extends ChannelTarget {
  channel: DigestChannel;
}

/**
 * The robots' own webhook addresses: each platform issues its URLs on one host, so these channels accept only that
 * host and shape (nothing else can be reached through them); only the generic webhook takes any public https URL.
 */
const OFFICIAL: Partial<Record<DigestChannel, RegExp>> = {
  wecom: /^https:\/\/qyapi\.weixin\.qq\.com\/cgi-bin\/webhook\/send\?key=[A-Za-z0-9-]{8,64}$/,
  feishu: /^https:\/\/open\.(feishu\.cn|larksuite\.com)\/open-apis\/bot\/v2\/hook\/[A-Za-z0-9-]{8,64}$/,
  dingtalk: /^https:\/\/oapi\.dingtalk\.com\/robot\/send\?access_token=[A-Za-z0-9]{16,128}$/,
};
const URL_EXAMPLE: Partial<Record<DigestChannel, string>> = {
  wecom: "https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=…",
  feishu: "https://open.feishu.cn/open-apis/bot/v2/hook/…（或 open.larksuite.com）",
  dingtalk: "https://oapi.dingtalk.com/robot/send?access_token=…",
};
const SIGNING_SECRET = /^[\x21-\x7e]{8,200}$/;
const TELEGRAM_TOKEN = /^\d{5,12}:[A-Za-z0-9_-]{30,60}$/;
const TELEGRAM_CHAT = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;
const Email = z.email();

const refuse = (message: string) => new AppError(422, "invalid_target", message);
const tail = (s: string) => `…${s.slice(-4)}`;

function needOnly(input: TargetInput, allowed: (keyof ChannelTarget)[]) {
  const extra = (["url", "secret", "token", "chatId", "to"] as const).filter(
    (k) => input[k] !== undefined && !allowed.includes(k),
  );
  if (extra.length > 0) throw refuse(`${CHANNEL_ZH[input.channel]}不使用这些字段：${extra.join("、")}`);
}

function signingSecret(input: TargetInput, required: boolean): string | undefined {
  if (input.secret === undefined && !required) return undefined;
  if (!input.secret || !SIGNING_SECRET.test(input.secret))
    throw refuse(`${CHANNEL_ZH[input.channel]}的签名密钥 secret 应为 8-200 个可见 ASCII 字符`);
  return input.secret;
}

/**
 * The channel's target from the request, each field checked for its channel (422 `invalid_target` saying what is
 * wrong, before anything is stored), and the masked hint the API shows instead of it.
 */
export function channelTarget(
  input: TargetInput,
  opts: { allowLoopback: boolean },
): { target: ChannelTarget; hint: string } {
  const c = input.channel;
  if (c === "wecom" || c === "feishu" || c === "dingtalk") {
    needOnly(input, c === "wecom" ? ["url"] : ["url", "secret"]);
    const url = input.url ?? "";
    if (!OFFICIAL[c]!.test(url)) throw refuse(`${CHANNEL_ZH[c]}的 url 应为机器人的 Webhook 地址：${URL_EXAMPLE[c]}`);
    const secret = c === "wecom" ? undefined : signingSecret(input, false);
    const hint = `${new URL(url).hostname} ${tail(url)}${secret ? "，已加签" : ""}`;
    return { target: { url, ...(secret ? { secret } : {}) }, hint };
  }
  if (c === "telegram") {
    needOnly(input, ["token", "chatId"]);
    if (!input.token || !TELEGRAM_TOKEN.test(input.token))
      throw refuse("Telegram 的 token 应为 @BotFather 给出的机器人令牌（数字:字母数字串）");
    if (!input.chatId || !TELEGRAM_CHAT.test(input.chatId))
      throw refuse("Telegram 的 chatId 应为会话 ID（数字，群组为负数）或 @频道名");
    return {
      target: { token: input.token, chatId: input.chatId },
      hint: `机器人 ${tail(input.token)}，会话 ${tail(input.chatId)}`,
    };
  }
  if (c === "email") {
    needOnly(input, ["to"]);
    if (!input.to || !Email.safeParse(input.to).success) throw refuse("邮件的收件地址 to 不是有效的邮箱地址");
    const [local = "", domain] = input.to.split("@");
    return { target: { to: input.to }, hint: `${local.slice(0, 1)}***@${domain}` };
  }
  needOnly(input, ["url", "secret"]);
  const checked = checkWebhookUrl(input.url ?? "", opts);
  if (!checked.ok) throw refuse(`Webhook 地址不可用：${checked.reason}`);
  const secret = signingSecret(input, true)!;
  return { target: { url: checked.url.href, secret }, hint: `${checked.url.protocol}//${checked.url.host}/…，已签名` };
}
