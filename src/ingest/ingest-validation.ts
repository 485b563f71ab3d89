import type { z } from "zod";
import { seededDirectory } from "../tickers/listing-store";
import type { Database } from "../db/client";
import { type IngestPayload, IngestPayload as IngestPayloadSchema } from "./ingest-payload";
import { readListingsUpdate } from "./fetch/listing-refresh";

/** The sections of a payload whose entries are rows. */
const SECTIONS = new Set(["companies", "metrics", "announcements", "quotes"]);

export interface RowIssue {
  /** e.g. `metrics[3].disclosureDate` */
  path: string;
  message: string;
}

/**
 * A payload refused as a whole because some rows are invalid: nothing of it is stored. `issues` name each row and
 * field (the first ten); the admin route answers 422 with them.
 */
export class IngestRowsError extends Error {
  override name = "IngestRowsError";
  constructor(readonly issues: RowIssue[]) {
    const first = issues[0];
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : "";
    super(first ? `${first.path}: ${first.message}${more}; nothing was stored` : "invalid payload; nothing was stored");
  }
}

const pathOf = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === "number" ? `[${p}]` : `${i > 0 ? "." : ""}${String(p)}`)).join("");

/** Whether a schema failure is about rows (an entry of a section) rather than the payload's shape. */
export function rowIssues(error: z.ZodError): RowIssue[] | null {
  const rows = error.issues.filter((i) => SECTIONS.has(String(i.path[0])) && typeof i.path[1] === "number");
  if (rows.length === 0) return null;
  return rows.slice(0, 10).map((i) => ({ path: pathOf(i.path), message: i.message }));
}

/** Codes the exchanges list: the seeded directory and the list the cron last fetched (listing-refresh.ts). */
async function listedCodes(db: Database): Promise<Set<string>> {
  const codes = new Set((await seededDirectory(db)).listings.map((l) => l.code));
  for (const l of (await readListingsUpdate(db))?.listings ?? []) codes.add(l.code);
  return codes;
}

/**
 * Every path into the store (adapters, the sample, the admin route) is checked by the API's own schema (real calendar
 * dates, six-digit codes...) and each company's code against the exchanges' list, before anything is written: a code
 * no exchange lists (000000, 699997) is refused, not stored and served as evidence.
 */
export async function validateIngest(db: Database, sent: IngestPayload): Promise<IngestPayload> {
  const parsed = IngestPayloadSchema.safeParse(sent);
  if (!parsed.success) {
    const rows = rowIssues(parsed.error);
    const all = parsed.error.issues.slice(0, 10).map((i) => ({ path: pathOf(i.path) || "(root)", message: i.message }));
    throw new IngestRowsError(rows ?? all);
  }
  const listed = await listedCodes(db);
  const unlisted: RowIssue[] = parsed.data.companies.flatMap((c, i) =>
    listed.has(c.code)
      ? []
      : [{ path: `companies[${i}].code`, message: `${c.code} is not a listed A-share code (no exchange lists it)` }],
  );
  if (unlisted.length > 0) throw new IngestRowsError(unlisted.slice(0, 10));
  return parsed.data;
}
