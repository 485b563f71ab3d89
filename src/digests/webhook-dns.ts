import { z } from "zod";
import { AppError } from "../shared/app-error";

/**
 * The webhook check by address: a public name whose DNS answers with a private address (a rebinding name, an internal
 * record) passes the check by name in webhook-url.ts; here the name is resolved over DNS-over-HTTPS when the digest
 * is created and refused if any address it answers is loopback, private, link-local (cloud metadata among them),
 * shared, multicast or reserved. It is a check at create time: a name may change its answer later, and what stops a
 * send to a private address then is the platform (a deployed Worker cannot reach one).
 */

/** The addresses a name resolves to (A and AAAA together); a seam, so tests answer without a network. */
export type Resolver = (name: string) => Promise<string[]>;

const DOH_URL = "https://cloudflare-dns.com/dns-query";
const DohAnswer = z.object({
  Status: z.number(),
  Answer: z.array(z.object({ type: z.number(), data: z.string() })).optional(),
});
/** DNS record types: A and AAAA (a CNAME chain is followed by the resolver; its own records are skipped). */
const A = 1;
const AAAA = 28;

/** Resolves over Cloudflare's DNS-over-HTTPS JSON API; throws when the resolver cannot be asked or answers an error. */
export function dohResolver(fetcher: typeof fetch, timeoutMs: number): Resolver {
  const ask = async (name: string, type: "A" | "AAAA") => {
    const url = `${DOH_URL}?name=${encodeURIComponent(name)}&type=${type}`;
    const res = await fetcher(url, {
      headers: { accept: "application/dns-json" },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`DNS-over-HTTPS answered ${res.status}`);
    const answer = DohAnswer.parse(await res.json());
    // 3 = NXDOMAIN: the name does not exist (no address); any other error is the resolver's.
    if (answer.Status === 3) return [];
    if (answer.Status !== 0) throw new Error(`DNS-over-HTTPS status ${answer.Status}`);
    return (answer.Answer ?? []).filter((r) => r.type === A || r.type === AAAA).map((r) => r.data);
  };
  return async (name) => (await Promise.all([ask(name, "A"), ask(name, "AAAA")])).flat();
}

const v4 = (ip: string): number[] | null => {
  const parts = ip.split(".");
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255)) return null;
  return parts.map(Number);
};

/** Not publicly routable IPv4: this network, private, shared (CGNAT), loopback, link-local, benchmark, multicast… */
function privateV4([a, b, c]: number[]): boolean {
  return (
    a === 0 ||
    a === 10 ||
    (a === 100 && b! >= 64 && b! <= 127) ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 168) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a! >= 224
  );
}

/** The eight 16-bit groups of an IPv6 address (with an embedded IPv4 tail), or null when it is not one. */
function groupsOf(ip: string): number[] | null {
  let text = ip.toLowerCase().replace(/^\[|\]$/g, "");
  const tail = /:(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const q = v4(tail[1]!);
    if (!q) return null;
    const hex = (hi: number, lo: number) => ((hi << 8) | lo).toString(16);
    text = `${text.slice(0, -tail[1]!.length)}${hex(q[0]!, q[1]!)}:${hex(q[2]!, q[3]!)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === "" ? [] : s.split(":"));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  const fill = halves.length === 2 ? 8 - head.length - rest.length : 0;
  const all = [...head, ...Array(Math.max(0, fill)).fill("0"), ...rest];
  if (all.length !== 8 || !all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.map((g) => Number.parseInt(g, 16));
}

/** Whether an address (IPv4 or IPv6, as DNS answers it) is publicly routable; anything unreadable is not. */
export function isPublicAddress(ip: string): boolean {
  const q = v4(ip);
  if (q) return !privateV4(q);
  const g = groupsOf(ip);
  if (!g) return false;
  const [g0, , , , , g5, g6, g7] = g as [number, number, number, number, number, number, number, number];
  const embedded = [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255];
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address inside.
  if (g.slice(0, 5).every((x) => x === 0) && g5 === 0xffff) return !privateV4(embedded);
  if (g0 === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return !privateV4(embedded);
  if (g.slice(0, 6).every((x) => x === 0)) return false; // ::, ::1 and the old IPv4-compatible form
  if ((g0 & 0xfe00) === 0xfc00) return false; // unique local fc00::/7 (AWS's metadata fd00:ec2::254 among them)
  if ((g0 & 0xffc0) === 0xfe80) return false; // link-local
  if ((g0 & 0xff00) === 0xff00) return false; // multicast
  if (g0 === 0x2001 && g[1] === 0x0db8) return false; // documentation
  return (g0 & 0xe000) === 0x2000; // only global unicast 2000::/3 is routed
}

const refuse = (reason: string) => new AppError(422, "invalid_target", `Webhook 地址不可用：${reason}`);

/**
 * Resolves the webhook's host and refuses it (422 `invalid_target`) when it has no address or any address is not
 * public; 503 when the resolver cannot be asked (nothing is stored either way).
 */
export async function checkWebhookAddresses(host: string, resolve: Resolver): Promise<void> {
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch (error) {
    throw new AppError(503, "dns_unavailable", "暂时无法解析 Webhook 的域名（DNS 查询失败），请稍后重试", undefined, {
      cause: error,
    });
  }
  if (addresses.length === 0) throw refuse("域名无法解析（没有 IPv4 或 IPv6 地址）");
  if (!addresses.every(isPublicAddress)) throw refuse("域名解析到本机、内网、链路本地或云元数据地址");
}
