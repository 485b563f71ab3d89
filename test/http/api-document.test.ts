import { describe, expect, it } from "vitest";
import { app } from "../../src/app";
import { ProtocolsResponse } from "../../src/wire/wire-protocols";
import {
  CompanyResponse,
  DebateStarted,
  DebateStateDoc,
  ErrorResponse,
  EvidenceResponse,
  HealthResponse,
  HotResponse,
  PricesResponse,
  ReportDocument,
  TickerSearchResponse,
  TickerVerdictResponse,
  VerdictHistoryResponse,
} from "../../src/wire/wire-http";
import { api, json } from "../support/api";
import { ended, pollUntil } from "../support/debates";

interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<
    string,
    Record<string, { responses: Record<string, unknown>; requestBody?: unknown; security?: unknown[] }>
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
}

/** The app's own route table: every method and path it answers (not middleware), as the document spells paths. */
function registeredRoutes(): string[] {
  // The API's routes and the MCP endpoint: the page's addresses (/track, /d/:id, src/http/pages.ts) answer HTML and are
  // no part of it.
  const api = (path: string) => path.startsWith("/api/") || path === "/mcp";
  const routes = app.routes.filter((r) => r.method !== "ALL" && !r.path.endsWith("*") && api(r.path));
  return [...new Set(routes.map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([^/]+)/g, "{$1}")}`))].sort();
}

function documentedRoutes(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== "parameters")
        .map((m) => `${m} ${path}`),
    )
    .sort();
}

async function fetchDocument(): Promise<OpenApiDocument> {
  const res = await api("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("application/json");
  return json<OpenApiDocument>(res);
}

describe("GET /api/openapi.json", () => {
  it("documents exactly the routes the app registers, each with its method", async () => {
    const doc = await fetchDocument();
    const registered = registeredRoutes();
    // The table is the real one: the routes the README lists are all in it.
    expect(registered).toEqual(
      expect.arrayContaining([
        "get /api/health",
        "get /api/tickers",
        "get /api/tickers/{ticker}",
        "get /api/tickers/{ticker}/evidence",
        "get /api/tickers/{ticker}/prices",
        "get /api/tickers/{ticker}/verdict",
        "get /api/tickers/{ticker}/verdicts",
        "post /api/debates",
        "get /api/debates/{id}",
        "get /api/debates/{id}/report.md",
        "get /api/debates/{id}/report.json",
        "get /api/debates/{id}/ws",
        "post /api/debates/{id}/replay",
        "get /api/hot",
        "get /api/protocols",
        "post /api/admin/ingest",
        "post /api/admin/precompute",
        "get /api/admin/precompute/runs",
        "get /api/openapi.json",
        "get /api/digests",
        "post /api/digests",
        "get /api/digests/{id}",
        "delete /api/digests/{id}",
        "post /api/digests/{id}/test",
        "get /api/digests/{id}/deliveries",
        "get /api/batches/{id}/ws",
        "post /mcp",
      ]),
    );
    expect(documentedRoutes(doc)).toEqual(registered);
  });

  it("is OpenAPI 3.1 with the disclaimer, and every operation declares its answers and the error shape", async () => {
    const doc = await fetchDocument();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.description).toContain("内容由AI生成，仅供研究参考，不构成任何投资建议");
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const statuses = Object.keys(op.responses);
        expect(
          statuses.some((s) => /^[12]/.test(s)),
          `${method} ${path} declares a success`,
        ).toBe(true);
        expect(op.responses["500"], `${method} ${path} declares the error body`).toMatchObject({
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        });
      }
    }
  });

  it("documents the backtest's caching headers: Cache-Control's max-age and the cached answer's Age", async () => {
    const doc = await fetchDocument();
    const ok = (doc.paths["/api/track-record/backtest"]!.get as unknown as { responses: Record<string, unknown> })
      .responses["200"] as { headers: Record<string, { description: string; required?: boolean }> };
    expect(ok.headers["Cache-Control"]!.description).toContain("max-age");
    expect(ok.headers.Age!.description).toContain("seconds since");
    expect(ok.headers.Age!.required).not.toBe(true);
  });

  it("shows the request schemas the routes validate with: the debate body, the queries, the admin token", async () => {
    const doc = await fetchDocument();
    const start = doc.paths["/api/debates"]!.post!;
    expect(start.requestBody).toMatchObject({
      required: true,
      content: {
        "application/json": {
          schema: {
            type: "object",
            additionalProperties: false,
            required: ["ticker"],
            properties: {
              ticker: { type: "string", minLength: 1, maxLength: 40 },
              rounds: { type: "integer", minimum: 1, maximum: 5 },
              // The enum is the registry's (GET /api/protocols); each protocol's own params sit beside the common fields.
              protocol: { enum: ["adversarial", "findebate", "tradingagents", "vote"], default: "adversarial" },
              fresh: { type: "boolean", default: false },
              riskRounds: { type: "integer", minimum: 1, maximum: 3 },
              voters: { type: "integer", minimum: 1, maximum: 7 },
            },
          },
        },
      },
    });
    // Anonymous, or with an API key whose debates spend its daily cap (401/403 for a bad key or one without the scope).
    expect((start as { security?: unknown }).security).toEqual([{}, { apiKey: [] }]);
    expect(Object.keys(start.responses).sort()).toEqual([
      "200",
      "202",
      "400",
      "401",
      "403",
      "404",
      "409",
      "413",
      "415",
      "422",
      "429",
      "500",
      "503",
    ]);
    const evidence = doc.paths["/api/tickers/{ticker}/evidence"]!.get! as unknown as {
      parameters: { name: string; in: string }[];
    };
    expect(evidence.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(
      ["path:ticker", "query:asOf", "query:category", "query:dimension", "query:q", "query:topK"].sort(),
    );
    expect(doc.components.securitySchemes.adminToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/admin/ingest"]!.post!.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths["/api/digests/{id}/test"]!.post!.security).toEqual([{ apiKey: [] }]);
  });

  it("describes what the routes really answer: live answers parse against the schemas the document shows", async () => {
    const ok = async (path: string, init?: RequestInit) => {
      const res = await api(path, init);
      expect(res.status, path).toBeLessThan(300);
      return res.json();
    };
    HealthResponse.parse(await ok("/api/health"));
    HotResponse.parse(await ok("/api/hot"));
    ProtocolsResponse.parse(await ok("/api/protocols"));
    TickerSearchResponse.parse(await ok("/api/tickers?q=%E8%8C%85%E5%8F%B0"));
    CompanyResponse.parse(await ok("/api/tickers/600519"));
    PricesResponse.parse(await ok("/api/tickers/600519/prices?from=2025-01-01&to=2025-03-31"));
    EvidenceResponse.parse(await ok("/api/tickers/600519/evidence?q=%E7%8E%B0%E9%87%91%E6%B5%81&topK=3"));
    const started = DebateStarted.parse(
      await ok("/api/debates", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ticker: "600519", rounds: 1, fresh: true }),
      }),
    );
    const state = await pollUntil(
      async () => {
        const s = DebateStateDoc.parse(await ok(started.links.self));
        return ended(s) && s;
      },
      { what: "the end of the documented debate" },
    );
    expect(state.status).toBe("done");
    expect(state.verdict).not.toBeNull();
    // The points and their verification were parsed too, not an empty list.
    expect(state.turns.flatMap((t) => t.points).length).toBeGreaterThan(0);
    ReportDocument.parse(await ok(`${started.links.self}/report.json`));
    TickerVerdictResponse.parse(await ok("/api/tickers/600519/verdict"));
    VerdictHistoryResponse.parse(await ok("/api/tickers/600519/verdicts"));
    // Error answers have the one documented shape, details included.
    const errors = [
      await api("/api/tickers?limit=0"),
      await api("/api/tickers/%E4%B8%8D%E5%AD%98%E5%9C%A8%E7%9A%84%E5%85%AC%E5%8F%B8"),
      await api("/api/debates/nope"),
    ];
    expect(errors.map((r) => r.status)).toEqual([400, 404, 400]);
    const [invalid, unknown, badId] = await Promise.all(errors.map(async (r) => ErrorResponse.parse(await r.json())));
    expect(invalid!.error).toMatchObject({
      code: "invalid_input",
      message: expect.stringMatching(/^查询参数无效：limit/),
    });
    expect(invalid!.error.issues?.[0]?.path).toBe("limit");
    expect(unknown!.error.code).toBe("unknown_ticker");
    expect(unknown!.error.suggestions?.length).toBeGreaterThan(0);
    expect(badId!.error.code).toBe("invalid_debate_id");
  });
});

describe("a declared route's JSON body", () => {
  it("is refused with this API's 415 whatever the content type, and accepted with parameters", async () => {
    const post = (type: string) =>
      api("/api/debates", {
        method: "POST",
        headers: { "content-type": type },
        body: JSON.stringify({ ticker: "600519", rounds: 0 }),
      });
    for (const type of ["text/plain", "application/jsonx", "application/json; charset", "multipart/form-data"]) {
      const res = await post(type);
      expect(res.status, type).toBe(415);
      expect((await json<{ error: { code: string } }>(res)).error.code, type).toBe("unsupported_media_type");
    }
    // Valid JSON types reach the schema (which refuses rounds: 0, so nothing is started).
    for (const type of ["application/json", "APPLICATION/JSON; charset=utf-8", "application/merge-patch+json"]) {
      const res = await post(type);
      expect(res.status, type).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message, type).toMatch(/^请求体无效：rounds/);
    }
  });
});
