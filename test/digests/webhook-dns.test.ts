import { describe, expect, it } from "vitest";
import { checkWebhookAddresses, dohResolver, isPublicAddress } from "../../src/digests/webhook-dns";
import type { AppError } from "../../src/shared/app-error";

describe("a webhook's addresses (resolved when the digest is created)", () => {
  it("tells public addresses from loopback, private, shared, link-local, metadata, multicast and reserved ones", () => {
    const closed = [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "0.0.0.0",
      "198.18.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd00:ec2::254",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "64:ff9b::10.0.0.1",
      "2001:db8::1",
      "not an address",
    ];
    for (const ip of closed) expect(isPublicAddress(ip), ip).toBe(false);
    for (const ip of ["93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
      expect(isPublicAddress(ip), ip).toBe(true);
  });

  it("refuses a name any of whose addresses is not public, or that has none; 503 when DNS cannot be asked", async () => {
    const answers: Record<string, string[]> = {
      "hooks.example.com": ["93.184.216.34", "2606:2800:220:1::1"],
      "rebind.example.com": ["93.184.216.34", "10.0.0.5"],
      "metadata.example.com": ["169.254.169.254"],
      "gone.example.com": [],
    };
    const resolve = async (name: string) => answers[name] ?? Promise.reject(new Error("timeout"));
    await expect(checkWebhookAddresses("hooks.example.com", resolve)).resolves.toBeUndefined();
    const status = (host: string) =>
      checkWebhookAddresses(host, resolve).then(
        () => null,
        (e: AppError) => [e.status, e.code, e.message],
      );
    expect(await status("rebind.example.com")).toEqual([422, "invalid_target", expect.stringContaining("内网")]);
    expect(await status("metadata.example.com")).toEqual([422, "invalid_target", expect.stringContaining("元数据")]);
    expect(await status("gone.example.com")).toEqual([422, "invalid_target", expect.stringContaining("无法解析")]);
    expect(await status("down.example.com")).toEqual([503, "dns_unavailable", expect.stringContaining("DNS")]);
  });

  it("asks DNS-over-HTTPS for A and AAAA and keeps the addresses, not the CNAMEs on the way", async () => {
    const asked: string[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      asked.push(`${url.searchParams.get("name")} ${url.searchParams.get("type")}`);
      expect(new Headers(init?.headers).get("accept")).toBe("application/dns-json");
      if (url.searchParams.get("name") === "nx.example.com") return Response.json({ Status: 3 });
      if (url.searchParams.get("name") === "fail.example.com") return Response.json({ Status: 2 });
      const type = url.searchParams.get("type");
      const Answer =
        type === "A"
          ? [
              { type: 5, data: "edge.example.net." },
              { type: 1, data: "93.184.216.34" },
            ]
          : [{ type: 28, data: "2606:2800:220:1::1" }];
      return Response.json({ Status: 0, Answer });
    }) as typeof fetch;
    const resolve = dohResolver(fetcher, 1000);
    expect(await resolve("hooks.example.com")).toEqual(["93.184.216.34", "2606:2800:220:1::1"]);
    expect(asked).toEqual(["hooks.example.com A", "hooks.example.com AAAA"]);
    expect(await resolve("nx.example.com")).toEqual([]);
    await expect(resolve("fail.example.com")).rejects.toThrow(/status 2/);
  });
});
