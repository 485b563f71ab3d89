import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { allProtocols, DEFAULT_PROTOCOL } from "../debate/protocols/registry";
import { type ProtocolInfo, ProtocolsResponse } from "../wire/wire-protocols";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";

const getProtocols = createRoute({
  method: "get",
  path: "/",
  tags: ["debates"],
  summary: "Every protocol a debate can run: its labels, params, roles and page stages (the page and the CLI read it)",
  responses: { 200: jsonAnswer(ProtocolsResponse, "the protocol registry"), ...errors() },
});

interface ParamSchema {
  description?: string;
  minimum?: number;
  maximum?: number;
}

/** The registry as clients read it: everything declarative of each plug-in, nothing that runs. */
export function protocolCatalog(): ProtocolInfo[] {
  return allProtocols().map((p) => {
    const schema = z.toJSONSchema(p.params) as { properties?: Record<string, ParamSchema> };
    const defaults = p.options({});
    return {
      id: p.id,
      default: p.id === DEFAULT_PROTOCOL,
      labels: p.labels,
      defaultRounds: p.defaultRounds,
      ablation: p.ablation === true,
      params: Object.entries(schema.properties ?? {}).map(([name, s]) => ({
        name,
        description: s.description ?? "",
        minimum: s.minimum ?? null,
        maximum: s.maximum ?? null,
        default: defaults[name] ?? null,
      })),
      roles: Object.fromEntries(Object.entries(p.roles).map(([role, id]) => [role, id.title])),
      page: {
        layout: p.page.layout,
        header: p.page.header,
        memoryReaders: p.page.memoryReaders,
        stages: p.page.stages,
        decisionSources: p.page.decisionSources ?? {},
      },
    };
  });
}

/** `GET /api/protocols`: the registry, the same for every request (cacheable for an hour). */
export const protocolsApi = apiRouter().openapi(getProtocols, (c) => {
  c.header("Cache-Control", "public, max-age=3600");
  return c.json({ protocols: protocolCatalog() }, 200);
});
