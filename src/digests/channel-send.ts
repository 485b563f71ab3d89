import type { ChannelTarget, DigestChannel } from "./channel-targets";
import { hmacSha256, toBase64, toHex } from "./digest-crypto";
import type { DigestContent } from "./digest-content";

/** One message part to send, with what the generic webhook's JSON carries besides the text. */
export interface PartToSend {
  text: string;
  part: number;
  parts: number;
  digestId: string;
  content: DigestContent;
}

export interface SendOutcome {
  ok: boolean;
  responseCode: number | null;
  /** Why it failed, in Chinese; null when it was sent. */
  error: string | null;
}

export interface SendContext {
  now: () => Date;
  /** The send_email binding and the sender address (DIGEST_MAIL / DIGEST_MAIL_FROM). */
  mail?: SendEmail;
  mailFrom?: string;
  timeoutMs: number;
}

const json = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json; charset=utf-8" },
  body: JSON.stringify(body),
});

/** Feishu/Lark: sign = base64(HMAC-SHA256(key = timestamp + "\n" + secret, message = "")), timestamp in seconds. */
export async function feishuSign(timestamp: string, secret: string): Promise<string> {
  return toBase64(await hmacSha256(`${timestamp}\n${secret}`, ""));
}

/** DingTalk: sign = base64(HMAC-SHA256(key = secret, message = timestamp + "\n" + secret)), timestamp in ms. */
export async function dingtalkSign(timestamp: string, secret: string): Promise<string> {
  return toBase64(await hmacSha256(secret, `${timestamp}\n${secret}`));
}

/** The generic webhook: sha256=<hex HMAC-SHA256(secret, timestamp + "." + body)>, timestamp in seconds. */
export async function webhookSignature(timestamp: string, body: string, secret: string): Promise<string> {
  return `sha256=${toHex(await hmacSha256(secret, `${timestamp}.${body}`))}`;
}

/** The HTTP request each chat channel takes, in its documented wire format. */
async function request(channel: DigestChannel, t: ChannelTarget, p: PartToSend, now: Date) {
  const seconds = String(Math.floor(now.getTime() / 1000));
  switch (channel) {
    case "wecom":
      return { url: t.url!, init: json({ msgtype: "markdown", markdown: { content: p.text } }) };
    case "feishu": {
      const sign = t.secret ? { timestamp: seconds, sign: await feishuSign(seconds, t.secret) } : {};
      return { url: t.url!, init: json({ ...sign, msg_type: "text", content: { text: p.text } }) };
    }
    case "dingtalk": {
      const ms = String(now.getTime());
      const query = t.secret ? `&timestamp=${ms}&sign=${encodeURIComponent(await dingtalkSign(ms, t.secret))}` : "";
      const title = `自选盘前摘要 ${p.content.date}`;
      return { url: `${t.url}${query}`, init: json({ msgtype: "markdown", markdown: { title, text: p.text } }) };
    }
    case "telegram":
      return {
        url: `https://api.telegram.org/bot${t.token}/sendMessage`,
        init: json({
          chat_id: t.chatId,
          text: p.text,
          parse_mode: "HTML",
          link_preview_options: { is_disabled: true },
        }),
      };
    default: {
      const body = JSON.stringify({
        event: "digest",
        digestId: p.digestId,
        test: p.content.test,
        watchlist: p.content.listName,
        date: p.content.date,
        part: p.part,
        parts: p.parts,
        text: p.text,
        // The structured digest once, with the first part (every later part repeats only its text).
        ...(p.part === 1 ? { stocks: p.content.stocks } : {}),
      });
      const signature = await webhookSignature(seconds, body, t.secret!);
      return {
        url: t.url!,
        init: {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "x-debatedesk-timestamp": seconds,
            "x-debatedesk-signature": signature,
          },
          body,
        } satisfies RequestInit,
      };
    }
  }
}

/** Whether the platform took the message: the robots answer 200 with an error code in the body. */
async function accepted(channel: DigestChannel, res: Response): Promise<string | null> {
  const text = await res.text().catch(() => "");
  if (!res.ok) return `对方返回 HTTP ${res.status}`;
  if (channel === "webhook") return null;
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return "对方的应答不是 JSON";
  }
  const said = String(body.errmsg ?? body.msg ?? body.description ?? "").slice(0, 120);
  if (channel === "telegram") return body.ok === true ? null : `Telegram 拒收：${said}`;
  const code = channel === "feishu" ? (body.code ?? body.StatusCode) : body.errcode;
  return code === 0 ? null : `平台返回错误码 ${String(code)}：${said}`;
}

/** One attempt to send one part: never throws, says what happened. */
export async function sendPart(
  channel: DigestChannel,
  target: ChannelTarget,
  part: PartToSend,
  ctx: SendContext,
): Promise<SendOutcome> {
  try {
    if (channel === "email") {
      if (!ctx.mail || !ctx.mailFrom)
        return {
          ok: false,
          responseCode: null,
          error: "邮件发送未配置：运营方需设置 DIGEST_MAIL 绑定与 DIGEST_MAIL_FROM",
        };
      const count = part.parts > 1 ? `（${part.part}/${part.parts}）` : "";
      const test = part.content.test ? "【测试消息】" : "";
      const subject = `${test}自选「${part.content.listName}」盘前摘要 ${part.content.date}${count}`;
      await ctx.mail.send({ from: ctx.mailFrom, to: target.to!, subject, text: part.text });
      return { ok: true, responseCode: null, error: null };
    }
    const { url, init } = await request(channel, target, part, ctx.now());
    const res = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(ctx.timeoutMs) });
    const why = await accepted(channel, res);
    return { ok: why === null, responseCode: res.status, error: why };
  } catch (e) {
    const timeout = e instanceof Error && (e.name === "TimeoutError" || e.name === "AbortError");
    const detail = e instanceof Error ? e.message.slice(0, 160) : String(e);
    return { ok: false, responseCode: null, error: timeout ? `${ctx.timeoutMs} 毫秒内未应答` : `发送失败：${detail}` };
  }
}
