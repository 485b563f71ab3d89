import { describe, expect, it } from "vitest";
import { app } from "../../src/app";
import { api, json } from "../support/api";

interface OpenApiDocument {
  openapi: string;
  info: { title: string; description: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; security?: unknown[] }>>;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; scheme: string }> };
}

/** The app's own route table: every method and path it answers (not middleware), as the document spells paths. */
function registeredRoutes(): string[] {
  const routes = app.routes.filter((r) => r.method !== "ALL" && !r.path.endsWith("*"));
  return [...new Set(routes.map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:([^/]+)/g, "{$1}")}`))].sort();
}

function documentedRoutes(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths)
    .flatMap(([path, ops]) => Object.keys(ops).filter((m) => m !== "parameters").map((m) => `${m} ${path}`))
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
        "post /api/admin/ingest",
        "post /api/admin/precompute",
        "get /api/admin/precompute/runs",
        "get /api/openapi.json",
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
        expect(statuses.some((s) => /^[12]/.test(s)), `${method} ${path} declares a success`).toBe(true);
        expect(op.responses["500"], `${method} ${path} declares the error body`).toMatchObject({
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        });
      }
    }
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
              protocol: { enum: ["adversarial", "findebate", "tradingagents"], default: "adversarial" },
              fresh: { type: "boolean", default: false },
            },
          },
        },
      },
    });
    expect(Object.keys(start.responses).sort()).toEqual(["200", "202", "400", "404", "409", "413", "415", "422", "429", "500", "503"]);
    const evidence = doc.paths["/api/tickers/{ticker}/evidence"]!.get! as unknown as { parameters: { name: string; in: string }[] };
    expect(evidence.parameters.map((p) => `${p.in}:${p.name}`).sort()).toEqual(
      ["path:ticker", "query:asOf", "query:category", "query:dimension", "query:q", "query:topK"].sort(),
    );
    expect(doc.components.securitySchemes.adminToken).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.paths["/api/admin/ingest"]!.post!.security).toEqual([{ adminToken: [] }]);
  });

  it("describes what the routes really answer: a live answer has every field its schema requires", async () => {
    const doc = await fetchDocument();
    const health = await json<Record<string, unknown>>(await api("/api/health"));
    const schema = doc.components.schemas.Health as { required: string[] };
    for (const field of schema.required) expect(health).toHaveProperty(field);
    const bad = await json<{ error: { code: string; message: string } }>(await api("/api/tickers?limit=0"));
    expect(bad.error.code).toBe("invalid_input");
    expect(bad.error.message).toMatch(/^Invalid query: limit/);
  });
});
