import { desc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiKeys } from "../db/schema";
import { sha256Hex } from "../shared/hash";
import { randomId } from "../shared/random-id";
import { KeyQuotas, type KeyScope } from "./key-scopes";

/** Every key starts so: a reader (and a secret scanner) can tell a DebateDesk key from other tokens. */
export const KEY_PREFIX = "dd_";
/** 32 symbols of 5 bits: 160 random bits, beyond guessing, so a plain SHA-256 is a safe stored form. */
const KEY_SYMBOLS = 32;
const KEY_SHAPE = /^dd_[a-z2-9]{32}$/;

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/** A key as the API shows it: never the key or its hash, only the hint. */
export interface KeyRecord {
  id: string;
  name: string;
  hint: string;
  scopes: KeyScope[];
  quotas: KeyQuotas;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export function keyRecord(row: ApiKeyRow): KeyRecord {
  return {
    id: row.id,
    name: row.name,
    hint: row.hint,
    scopes: row.scopes as KeyScope[],
    quotas: KeyQuotas.parse(row.quotas),
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
  };
}

/** Issues a key: stores its hash and returns the key itself, which is never readable again. */
export async function issueKey(
  db: Database,
  input: { name: string; scopes: KeyScope[]; quotas: KeyQuotas },
  now: Date,
): Promise<{ key: string; record: KeyRecord }> {
  const key = randomId(KEY_PREFIX, KEY_SYMBOLS);
  const row: ApiKeyRow = {
    id: randomId("k_", 12),
    name: input.name,
    hash: await sha256Hex(key),
    hint: `${key.slice(0, 7)}…`,
    scopes: [...new Set(input.scopes)],
    quotas: input.quotas,
    createdAt: now.toISOString(),
    revokedAt: null,
    lastUsedAt: null,
  };
  await db.insert(apiKeys).values(row);
  return { key, record: keyRecord(row) };
}

export async function listKeys(db: Database): Promise<KeyRecord[]> {
  const rows = await db.select().from(apiKeys).orderBy(desc(apiKeys.createdAt)).all();
  return rows.map(keyRecord);
}

/** Revokes a key for good (idempotent: the first revocation's time stays); null when no key has that id. */
export async function revokeKey(db: Database, id: string, now: Date): Promise<KeyRecord | null> {
  const row = await db.select().from(apiKeys).where(eq(apiKeys.id, id)).get();
  if (!row) return null;
  if (row.revokedAt) return keyRecord(row);
  const revokedAt = now.toISOString();
  await db.update(apiKeys).set({ revokedAt }).where(eq(apiKeys.id, id));
  return keyRecord({ ...row, revokedAt });
}

export type KeyCheck = { ok: true; key: KeyRecord } | { ok: false; reason: "malformed" | "unknown" | "revoked" };

/**
 * The key a bearer token names, looked up by its hash (so the comparison is of hashes, not of the secret), and its
 * last use recorded (at most once a minute, so a busy key does not write on every request).
 */
export async function checkKey(db: Database, token: string, now: Date): Promise<KeyCheck> {
  if (!KEY_SHAPE.test(token)) return { ok: false, reason: "malformed" };
  const row = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.hash, await sha256Hex(token)))
    .get();
  if (!row) return { ok: false, reason: "unknown" };
  if (row.revokedAt) return { ok: false, reason: "revoked" };
  const lastUsed = row.lastUsedAt ? Date.parse(row.lastUsedAt) : 0;
  if (now.getTime() - lastUsed >= 60_000) {
    const lastUsedAt = now.toISOString();
    await db.update(apiKeys).set({ lastUsedAt }).where(eq(apiKeys.id, row.id));
    return { ok: true, key: keyRecord({ ...row, lastUsedAt }) };
  }
  return { ok: true, key: keyRecord(row) };
}
