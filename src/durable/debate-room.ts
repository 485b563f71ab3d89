import { DurableObject } from "cloudflare:workers";

export class DebateRoom extends DurableObject<Env> {}
