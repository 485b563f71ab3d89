/**
 * Whether a webhook URL may be called from the Worker: https on port 443 to a public host name. Refused: IP literals
 * of every form (the URL parser turns decimal, hex and octal IPv4 into dotted form, so one test catches them all),
 * IPv6 literals, host names that embed an address (127.0.0.1.nip.io-style wildcard DNS), localhost and the private
 * suffixes (.local, .internal - the cloud metadata names among them - .lan, .home.arpa, .localdomain), single-label
 * names, credentials in the URL, and any port but 443. `allowLoopback` (DIGEST_ALLOW_LOOPBACK=on, tests and local
 * dev only; the deploy check refuses it) lets http://127.0.0.1:<port>/ and http://localhost:<port>/ through.
 * This is a check of the name only: a public name whose DNS answers with a private address passes it; such a name is
 * refused by webhook-dns.ts, which resolves it when the digest is created (DIGEST_DNS_CHECK).
 */

const PRIVATE_SUFFIX = /(^|\.)(localhost|local|internal|lan|home\.arpa|localdomain|intranet|corp|test|invalid)$/;
const METADATA_NAMES = new Set(["metadata", "instance-data", "metadata.google.internal"]);
const EMBEDDED_ADDRESS = /(^|[.-])\d{1,3}[.-]\d{1,3}[.-]\d{1,3}[.-]\d{1,3}([.-]|$)/;
/** An address as 8 hex digits in a label (7f000001.nip.io): the wildcard services read it as 127.0.0.1. */
const HEX_ADDRESS = /(^|[.-])[0-9a-f]{8}([.-]|$)/;
/** Public names that answer with 127.0.0.1 for themselves and every subdomain. */
const LOOPBACK_DOMAINS = /(^|\.)(localtest\.me|lvh\.me|vcap\.me|lacolhost\.com|localho\.st|fbi\.com)$/;
export const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

export function checkWebhookUrl(raw: string, opts: { allowLoopback?: boolean } = {}): UrlCheck {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "不是有效的网址" };
  }
  if (opts.allowLoopback && LOOPBACK_HOSTS.has(url.hostname) && /^https?:$/.test(url.protocol))
    return { ok: true, url };
  if (url.protocol !== "https:") return { ok: false, reason: "只接受 https 网址" };
  if (url.username || url.password) return { ok: false, reason: "网址中不能含用户名或密码" };
  if (url.port !== "" && url.port !== "443") return { ok: false, reason: "只接受 443 端口" };
  const host = url.hostname.replace(/\.$/, "").toLowerCase();
  if (host.startsWith("[")) return { ok: false, reason: "不接受 IP 地址，请使用域名" };
  if (/^[\d.]+$/.test(host) || /^0x/i.test(host)) return { ok: false, reason: "不接受 IP 地址，请使用域名" };
  if (EMBEDDED_ADDRESS.test(host) || HEX_ADDRESS.test(host)) return { ok: false, reason: "域名中不能嵌入 IP 地址" };
  if (LOOPBACK_DOMAINS.test(host)) return { ok: false, reason: "不接受本机、内网或云元数据地址" };
  if (PRIVATE_SUFFIX.test(host) || METADATA_NAMES.has(host))
    return { ok: false, reason: "不接受本机、内网或云元数据地址" };
  if (!host.includes(".")) return { ok: false, reason: "请使用完整的公网域名" };
  return { ok: true, url };
}
