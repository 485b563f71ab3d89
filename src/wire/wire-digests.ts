import { z } from "zod";
import { CHANNELS } from "../digests/channel-targets";
import { DigestId } from "../digests/digest-id";
import { WatchlistId } from "./wire-watchlists";

export const DigestChannel = z.enum(CHANNELS).meta({
  description:
    "wecom: 企业微信群机器人 (url); feishu: 飞书/Lark 群机器人 (url, optional secret: signed); dingtalk: 钉钉" +
    "群机器人 " +
    "(url, optional secret: 加签); telegram (token, chatId); email (to); webhook: any public https URL (url, secret: " +
    "HMAC-SHA256 signature headers)",
});

/** The digest id's schema is the digests room's (where ids are minted); the API names it here too. */
export { DigestId };

const Time = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, "时间应为北京时间的整刻钟，如 08:45")
  .meta({ description: "Beijing time, a quarter hour (the cron runs every 15 minutes)", example: "08:45" });

export const CreateDigest = z.strictObject({
  watchlistId: WatchlistId,
  channel: DigestChannel,
  url: z
    .string()
    .max(600)
    .optional()
    .meta({ description: "wecom/feishu/dingtalk robot webhook, or the webhook's URL" }),
  secret: z.string().max(200).optional().meta({ description: "signing secret (feishu, dingtalk: optional; webhook)" }),
  token: z.string().max(200).optional().meta({ description: "telegram bot token" }),
  chatId: z.string().max(64).optional().meta({ description: "telegram chat id or @channel" }),
  to: z.string().max(254).optional().meta({ description: "email recipient (a verified destination address)" }),
  schedule: z
    .strictObject({ time: Time.default("08:45") })
    .default({ time: "08:45" })
    .meta({ description: "sent on trading days (the exchange calendar: weekends and MARKET_HOLIDAYS closed)" }),
});

export const DigestRecord = z.object({
  id: DigestId,
  watchlistId: WatchlistId,
  channel: DigestChannel,
  channelLabel: z.string(),
  hint: z.string().meta({ description: "the target masked: secrets are never returned" }),
  schedule: z.object({ time: z.string(), days: z.literal("trading"), timezone: z.literal("Asia/Shanghai") }),
  linkBase: z.string().meta({ description: "the origin report links start with (the request's at creation)" }),
  lastRunDate: z.string().nullable().meta({ description: "the last trading day it ran on" }),
  createdAt: z.string(),
});

export const DigestList = z.object({ digests: z.array(DigestRecord) });

export const Delivery = z.object({
  id: z.number().int(),
  sendId: z.string().meta({ description: "one send: its parts share it" }),
  kind: z.enum(["scheduled", "test"]),
  part: z.number().int(),
  parts: z.number().int(),
  status: z.enum(["sent", "dead_letter"]).meta({ description: "dead_letter: every attempt failed; the text is kept" }),
  statusLabel: z.string(),
  attempts: z.array(
    z.object({
      attempt: z.number().int(),
      at: z.string(),
      responseCode: z.number().int().nullable(),
      error: z.string().nullable().meta({ description: "in Chinese; null when this attempt was accepted" }),
    }),
  ),
  message: z.string().meta({ description: "the part's text as sent (or as it would have been)" }),
  createdAt: z.string(),
});

export const DeliveryLog = z.object({ id: DigestId, deliveries: z.array(Delivery) });

export const SendResult = z.object({
  id: DigestId,
  sendId: z.string(),
  ok: z.boolean().meta({ description: "every part was accepted" }),
  parts: z.number().int(),
  sent: z.number().int(),
  deadLettered: z.number().int(),
  deliveries: z.array(Delivery),
});

export const LogQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50).meta({ description: "newest first" }),
});
