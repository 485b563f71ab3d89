import { z } from "zod";
import { ROLE_ZH } from "../../domain/labels";
import type { ProtocolDefinition, ProtocolPlugin, RoleIdentity } from "../protocol";
import { adversarial } from "./adversarial/index";
import { findebate } from "./findebate/index";
import { tradingagents } from "./tradingagents/index";
import { vote } from "./vote/index";

/**
 * Every protocol the debate room runs, one plug-in each (`src/debate/protocols/<id>/`); the first is the default.
 * Adding a protocol is its folder and one line here: the room, the API (enums, `GET /api/protocols`), the page, the
 * CLI, the report and the track record read this list.
 */
const PLUGINS = [adversarial, findebate, tradingagents, vote] as const;

type FlowOf<P> = P extends ProtocolPlugin<infer F, string> ? F : never;
/** The flow of any protocol; `protocol` tells them apart. */
export type DebateFlow = FlowOf<(typeof PLUGINS)[number]>;
export type Protocol = (typeof PLUGINS)[number]["id"];

export const PROTOCOL_IDS = PLUGINS.map((p) => p.id) as [Protocol, ...Protocol[]];
export const Protocol = z.enum(PROTOCOL_IDS);
/** What a request that names no protocol runs, and what the ticker verdict, the hot list and the cron answer from. */
export const DEFAULT_PROTOCOL: Protocol = PLUGINS[0].id;

const BY_ID = new Map<string, ProtocolPlugin<DebateFlow>>(
  PLUGINS.map((p) => [p.id, p as unknown as ProtocolPlugin<DebateFlow>]),
);

/** The plug-in of a flow's protocol, typed for the whole union (each plug-in only ever sees its own flow). */
export function protocolOf(protocol: Protocol): ProtocolPlugin<DebateFlow> {
  const plugin = BY_ID.get(protocol);
  if (!plugin) throw new Error(`unknown protocol ${protocol}`);
  return plugin;
}

export const allProtocols = (): ProtocolPlugin<DebateFlow>[] => [...BY_ID.values()];

/** A role of any protocol (roles are unique across protocols: analysts carry their protocol's prefix). */
export function roleIdentity(role: string): RoleIdentity | undefined {
  for (const p of BY_ID.values()) if (Object.hasOwn(p.roles, role)) return p.roles[role];
  return undefined;
}

/** A role's title as a reader sees it (收益分析师), or undefined for a role no protocol declares. */
export const roleTitle = (role: string): string | undefined => roleIdentity(role)?.title;

/** A role as a reader sees it named: a seat of the bull/bear debate (多方, 空方, 裁判) or a plug-in's title. */
export const readerTitle = (role: string): string | undefined =>
  Object.hasOwn(ROLE_ZH, role) ? ROLE_ZH[role as keyof typeof ROLE_ZH] : roleTitle(role);

/**
 * Every protocol's own request fields in one object (all optional): the request body of `POST /api/debates` spreads
 * it; the chosen protocol's `options` keeps its own and drops the others'.
 */
export const protocolParamsShape = (): z.ZodRawShape => Object.assign({}, ...PLUGINS.map((p) => p.params.shape));

/**
 * A debate's stored options from its request: the chosen protocol's own fields, defaults applied, and `ablation: 1`
 * when the request asks for the opening round's own judging and the protocol has a judge to ask (absent otherwise, so
 * a debate without it stores, caches and hashes as before).
 */
export function optionsOf(protocol: Protocol, raw: Record<string, unknown>): Record<string, number> {
  const plugin = protocolOf(protocol);
  const keys = Object.keys(plugin.params.shape).filter((k) => raw[k] !== undefined);
  const own = Object.fromEntries(keys.map((k) => [k, raw[k]]));
  return { ...plugin.options(own), ...(raw.ablation === true && plugin.ablation ? { ablation: 1 } : {}) };
}

/** The protocols whose judge can re-judge the opening round (the `ablation` option), by name, for the refusal. */
export const ablationProtocols = (): string[] => allProtocols().flatMap((p) => (p.ablation ? [p.labels.name] : []));

export type { ProtocolDefinition };
