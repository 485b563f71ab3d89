import { AppError } from "../shared/app-error";

/**
 * The digests' cryptography on WebCrypto: channel secrets sealed at rest with AES-256-GCM under DIGEST_SECRET_KEY (a
 * secret binding: 32 random bytes, base64), and the HMAC-SHA256 signatures the channels ask for.
 */

const utf8 = new TextEncoder();

export function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const bin = atob(text);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey("raw", utf8.encode(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, utf8.encode(message)));
}

/** The key from DIGEST_SECRET_KEY; unset or not 32 bytes of base64 is an operator's mistake, said as such (503). */
async function sealingKey(raw: string | undefined): Promise<CryptoKey> {
  let bytes: Uint8Array<ArrayBuffer> | null = null;
  try {
    bytes = raw ? fromBase64(raw.trim()) : null;
  } catch {
    bytes = null;
  }
  if (bytes?.length !== 32)
    throw new AppError(
      503,
      "digests_unconfigured",
      "推送功能未启用：运营方尚未设置加密密钥 DIGEST_SECRET_KEY（32 字节的 base64），设置后即可创建推送",
    );
  return crypto.subtle.importKey("raw", bytes, "AES-GCM", false, ["encrypt", "decrypt"]);
}

/** `v1.<iv>.<ciphertext>` (base64): a fresh 96-bit IV per seal, the digest id bound in as additional data. */
export async function seal(rawKey: string | undefined, plain: string, boundTo: string): Promise<string> {
  const key = await sealingKey(rawKey);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const params = { name: "AES-GCM", iv, additionalData: utf8.encode(boundTo) };
  const ct = new Uint8Array(await crypto.subtle.encrypt(params, key, utf8.encode(plain)));
  return `v1.${toBase64(iv)}.${toBase64(ct)}`;
}

export async function unseal(rawKey: string | undefined, sealed: string, boundTo: string): Promise<string> {
  const key = await sealingKey(rawKey);
  const [version, iv, ct] = sealed.split(".");
  if (version !== "v1" || !iv || !ct) throw new Error("sealed channel target has an unknown format");
  const params = { name: "AES-GCM", iv: fromBase64(iv), additionalData: utf8.encode(boundTo) };
  return new TextDecoder().decode(await crypto.subtle.decrypt(params, key, fromBase64(ct)));
}
