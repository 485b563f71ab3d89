import { z } from "zod";
import { AppError } from "../shared/app-error";
import { dohResolver, type Resolver } from "./webhook-dns";

/**
 * The digests' vars (wrangler.toml, README "Digests"). Kept beside the feature rather than in src/config.ts, which is
 * over its size; the same rule holds: unset takes the default, a wrong value is an error naming the var.
 */
const Settings = z.object({
  DIGEST_RETRY_BACKOFF_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  DIGEST_ALLOW_LOOPBACK: z.enum(["on", "off"]).default("off"),
  DIGEST_MAIL_FROM: z.union([z.literal(""), z.email()]).default(""),
  DIGEST_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  DIGEST_DNS_CHECK: z.enum(["on", "off"]).default("on"),
});

export interface DigestSettings {
  /** The pause before the 2nd attempt; doubled before the 3rd. */
  backoffMs: number;
  allowLoopback: boolean;
  mailFrom: string;
  timeoutMs: number;
  /** DIGEST_SECRET_KEY, read when a target is sealed or unsealed (digest-crypto.ts says when it is missing). */
  secretKey: string | undefined;
  mail: SendEmail | undefined;
  /** How a webhook's host is resolved at create time (DNS-over-HTTPS); null when DIGEST_DNS_CHECK=off (tests). */
  resolve: Resolver | null;
}

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export function digestSettings(env: Env): DigestSettings {
  const raw = env as unknown as Record<string, unknown>;
  const parsed = Settings.safeParse({
    DIGEST_RETRY_BACKOFF_MS: blank(raw.DIGEST_RETRY_BACKOFF_MS),
    DIGEST_ALLOW_LOOPBACK: blank(raw.DIGEST_ALLOW_LOOPBACK),
    DIGEST_MAIL_FROM: raw.DIGEST_MAIL_FROM ?? "",
    DIGEST_SEND_TIMEOUT_MS: blank(raw.DIGEST_SEND_TIMEOUT_MS),
    DIGEST_DNS_CHECK: blank(raw.DIGEST_DNS_CHECK),
  });
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => String(i.path[0])).join(", ");
    throw new AppError(503, "config_invalid", `推送功能的配置有误（${names}）：请运营方检查`);
  }
  const s = parsed.data;
  return {
    backoffMs: s.DIGEST_RETRY_BACKOFF_MS,
    allowLoopback: s.DIGEST_ALLOW_LOOPBACK === "on",
    mailFrom: s.DIGEST_MAIL_FROM,
    timeoutMs: s.DIGEST_SEND_TIMEOUT_MS,
    secretKey: env.DIGEST_SECRET_KEY,
    mail: raw.DIGEST_MAIL as SendEmail | undefined,
    resolve:
      s.DIGEST_DNS_CHECK === "on" ? dohResolver((input, init) => fetch(input, init), s.DIGEST_SEND_TIMEOUT_MS) : null,
  };
}
