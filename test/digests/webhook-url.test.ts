import { describe, expect, it } from "vitest";
import { checkWebhookUrl } from "../../src/digests/webhook-url";

const refused = (url: string, opts = {}) => {
  const r = checkWebhookUrl(url, opts);
  return r.ok ? null : r.reason;
};

describe("which webhook URLs the Worker may call", () => {
  it("takes https on port 443 to a public host name", () => {
    expect(refused("https://hooks.example.com/debatedesk?x=1")).toBeNull();
    expect(refused("https://hooks.example.com:443/in")).toBeNull();
    // A hex-looking word that is not a whole label is no address.
    expect(refused("https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=deadbeef")).toBeNull();
    expect(refused("https://hooks.deadbeef01.example.com/in")).toBeNull();
  });

  it.each([
    ["http://hooks.example.com/in", "https"],
    ["https://hooks.example.com:8443/in", "443"],
    ["https://user:pw@hooks.example.com/in", "用户名或密码"],
    ["https://8.8.8.8/in", "IP"],
    ["https://127.0.0.1/in", "IP"],
    ["https://2130706433/in", "IP"],
    ["https://0x7f000001/in", "IP"],
    ["https://0177.0.0.1/in", "IP"],
    ["https://127.1/in", "IP"],
    ["https://[::1]/in", "IP"],
    ["https://[fd00::1]/in", "IP"],
    ["https://[::ffff:169.254.169.254]/in", "IP"],
    ["https://169.254.169.254/latest/meta-data", "IP"],
    ["https://localhost/in", "本机"],
    ["https://api.localhost/in", "本机"],
    ["https://localhost./in", "本机"],
    ["https://printer.local/in", "内网"],
    ["https://metadata.google.internal/computeMetadata/v1", "元数据"],
    ["https://metadata/in", "元数据"],
    ["https://intranet/in", "内网"],
    ["https://hooks/in", "公网域名"],
    ["https://router.lan/in", "内网"],
    ["https://10.0.0.1.nip.io/in", "嵌入"],
    ["https://app-192-168-1-1.sslip.io/in", "嵌入"],
    ["https://7f000001.nip.io/in", "嵌入"],
    ["https://hooks.localtest.me/in", "本机"],
    ["https://lvh.me/in", "本机"],
    ["ftp://hooks.example.com/in", "https"],
    ["not a url", "有效"],
  ])("refuses %s", (url, why) => {
    expect(refused(url)).toContain(why);
  });

  it("lets loopback through only with DIGEST_ALLOW_LOOPBACK (tests, local fakes), and only loopback", () => {
    expect(refused("http://127.0.0.1:8799/hook")).not.toBeNull();
    expect(refused("http://127.0.0.1:8799/hook", { allowLoopback: true })).toBeNull();
    expect(refused("http://localhost:8799/hook", { allowLoopback: true })).toBeNull();
    expect(refused("http://10.0.0.1:8799/hook", { allowLoopback: true })).not.toBeNull();
    expect(refused("https://169.254.169.254/", { allowLoopback: true })).not.toBeNull();
  });
});
