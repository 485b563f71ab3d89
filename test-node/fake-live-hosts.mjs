// A loopback fake of the live A-share hosts (Eastmoney F10 main indicators, valuation history, announcements), for the
// tests and the bench: requests arrive as `/${host}${path}` (LIVE_SOURCES_BASE_URL=http://127.0.0.1:<port>) and are
// answered in the hosts' real formats - the real captures in ../shared/data/captures, with the company's code put in
// place of the captured one - or with a fault chosen per (ticker, source). It counts what the hosts' ban rules count:
// requests per host per second and per minute, and requests in flight at once.
//
//   node test-node/fake-live-hosts.mjs [port] [latencyMs]   # stand-alone; prints the base URL
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const CAPTURES = path.resolve(import.meta.dirname, "..", "..", "shared", "data", "captures");
const read = (f) => JSON.parse(readFileSync(path.join(CAPTURES, f), "utf8").replace(/^\uFEFF/, ""));

/** The captured company each format is taken from; its code is replaced by the requested one. */
const TEMPLATES = {
  financials: { code: "002415", body: read("em-mainfina-002415-aiberkshire.json") },
  quotes: { code: "002415", body: read("em-valuation-002415-aiberkshire.json") },
  announcements: { code: "600519", body: read("em-announcements-600519-trimmed.json") },
};

const SOURCES = {
  "datacenter.eastmoney.com": "financials",
  "datacenter-web.eastmoney.com": "quotes",
  "np-anotice-stock.eastmoney.com": "announcements",
};

export const FAULTS = ["5xx", "429", "429-once", "timeout", "malformed", "shape", "empty"];

const suffix = (code) => (/^(60|68|90)/.test(code) ? "SH" : /^(43|83|87|92)/.test(code) ? "BJ" : "SZ");

function codeOf(kind, url) {
  if (kind === "announcements") return url.searchParams.get("stock_list") ?? "";
  return /"(\d{6})(?:\.\w\w)?"/.exec(url.searchParams.get("filter") ?? "")?.[1] ?? "";
}

/** The template answer with the captured code (and SECUCODE) swapped for the requested company's; one page. */
function answer(kind, code) {
  const t = TEMPLATES[kind];
  const text = JSON.stringify(t.body)
    .replaceAll(`${t.code}.${suffix(t.code)}`, `${code}.${suffix(code)}`)
    .replaceAll(`"${t.code}"`, `"${code}"`);
  const body = JSON.parse(text);
  // The captures are one page of several; served here as the whole answer.
  if (body.result) Object.assign(body.result, { pages: 1, count: body.result.data.length });
  if (body.data?.list) Object.assign(body.data, { total_hits: body.data.list.length, page_size: 100 });
  return body;
}

/** A changed shape: the field every row is keyed by renamed, as a host redesign would. */
function changedShape(kind, code) {
  const text = JSON.stringify(answer(kind, code));
  return kind === "announcements"
    ? text.replaceAll('"notice_date"', '"noticeDate"')
    : text.replaceAll('"REPORT_DATE"', '"REPORTDATE"').replaceAll('"TRADE_DATE"', '"TRADEDATE"');
}

function empty(kind) {
  return kind === "announcements"
    ? { data: { list: [], page_index: 1, page_size: 100, total_hits: 0 }, success: 1 }
    : { version: "x", result: null, success: false, message: "返回数据为空", code: 9201 };
}

export async function startFakeHosts({ port = 0, latencyMs = 0 } = {}) {
  let faults = {};
  const stats = new Map();
  const once = new Set();
  const hostStats = (host) => {
    let s = stats.get(host);
    if (!s) stats.set(host, (s = { requests: 0, inFlight: 0, maxInFlight: 0, starts: [], byTicker: {} }));
    return s;
  };
  const sockets = new Set();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    if (url.pathname === "/__faults" && req.method === "POST") {
      let raw = "";
      for await (const chunk of req) raw += chunk;
      faults = JSON.parse(raw || "{}");
      once.clear();
      return void res.writeHead(204).end();
    }
    if (url.pathname === "/__reset") {
      faults = {};
      once.clear();
      stats.clear();
      return void res.writeHead(204).end();
    }
    if (url.pathname === "/__stats") {
      const out = {};
      for (const [host, s] of stats) {
        const perSecond = Math.max(0, ...s.starts.map((t) => s.starts.filter((u) => u >= t && u - t < 1000).length));
        const perMinute = Math.max(0, ...s.starts.map((t) => s.starts.filter((u) => u >= t && u - t < 60_000).length));
        out[host] = {
          requests: s.requests,
          maxInFlight: s.maxInFlight,
          maxPerSecond: perSecond,
          maxPerMinute: perMinute,
          byTicker: s.byTicker,
        };
      }
      res.writeHead(200, { "content-type": "application/json" });
      return void res.end(JSON.stringify(out));
    }

    const [, host, ...rest] = url.pathname.split("/");
    const kind = SOURCES[host ?? ""];
    if (!kind)
      return void res.writeHead(404, { "content-type": "text/plain" }).end(`no fake for ${host}/${rest.join("/")}`);
    const code = codeOf(kind, url);
    const s = hostStats(host);
    s.requests += 1;
    s.inFlight += 1;
    s.maxInFlight = Math.max(s.maxInFlight, s.inFlight);
    s.starts.push(Date.now());
    s.byTicker[code] = (s.byTicker[code] ?? 0) + 1;
    const done = () => void (s.inFlight -= 1);
    res.on("close", done);
    if (latencyMs > 0) await new Promise((r) => setTimeout(r, latencyMs));

    let fault = faults[code]?.[kind] ?? null;
    if (fault === "429-once") {
      const key = `${code}/${kind}`;
      fault = once.has(key) ? null : "429";
      once.add(key);
    }
    const json = (status, body, headers = {}) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    switch (fault) {
      case "5xx":
        return json(503, { message: "Service Unavailable" });
      case "429":
        return json(429, { message: "Too Many Requests" }, { "retry-after": "1" });
      case "timeout":
        return; // never answers: the client's timeout must end it
      case "malformed":
        return json(200, '{"version":"x","result":{"pages":1,"data":[{"REPORT_DATE":');
      case "shape":
        return json(200, changedShape(kind, code));
      case "empty":
        return json(200, empty(kind));
      default: {
        const page = Number(
          url.searchParams.get("p") ?? url.searchParams.get("pageNumber") ?? url.searchParams.get("page_index") ?? "1",
        );
        return json(200, page > 1 ? empty(kind) : answer(kind, code));
      }
    }
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`,
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve(undefined));
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeHosts({ port: Number(process.argv[2] ?? 0), latencyMs: Number(process.argv[3] ?? 0) });
  console.log(fake.url);
}
