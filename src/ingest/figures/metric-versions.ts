import type { financialMetrics } from "../../db/schema";
import type { MetricInput } from "../ingest-payload";

/**
 * Point-in-time figures. A stored row of financial_metrics is one version of (ticker, period, metric, source): the
 * value as it was public from `publicDate` on. Sources restate figures after publication (Eastmoney's main indicators
 * carry an UPDATE_DATE about a year after NOTICE_DATE in most rows: the next annual report restates the comparative
 * period), so overwriting a value in place would let a debate "as of" an earlier date read the later restatement.
 * Instead a changed value is a new version, dated by the revision, and the old one stays for earlier as-of dates.
 */
export type StoredMetric = typeof financialMetrics.$inferSelect;
export type MetricRow = typeof financialMetrics.$inferInsert;

/** A version ready for chunking: `supersededDate` is the next version's publicDate (null for the current one). */
export type MetricVersion = MetricInput & { publicDate: string; supersededDate: string | null; revises: boolean };

export interface MetricPlan {
  inserts: MetricRow[];
  /** In-place changes of a version (same-day corrections, a new source URL): nothing was public in between. */
  updates: { id: number; set: Partial<MetricRow> }[];
  /** Per ticker, how many new versions restate a value already stored. */
  revisions: Map<string, number>;
  /**
   * Per ticker, values that contradict a version public on the same day or later (a second value for one version,
   * a backdated restatement): each is kept as its own version at its date, none overwrites another, and the ingest
   * report counts them.
   */
  conflicts: Map<string, number>;
}

const keyOf = (m: { ticker: string; period: string; metric: string; source: string }) =>
  `${m.ticker}|${m.period}|${m.metric}|${m.source}`;

/**
 * The date a value first seen now became public. When the source says the row was updated after its disclosure
 * (revisionDate), what it shows now may be the restatement, and what was published at disclosure is unknown: the
 * value is dated by the update, so no earlier as-of view reads a figure that may not have been public then.
 */
function firstPublicDate(m: Pick<MetricInput, "disclosureDate" | "revisionDate">): string {
  return m.revisionDate !== undefined && m.revisionDate > m.disclosureDate ? m.revisionDate : m.disclosureDate;
}

function sameFigure(
  a: { value: number; unit: string; yoy?: number | null },
  b: { value: number; unit: string; yoy?: number | null },
): boolean {
  return a.value === b.value && a.unit === b.unit && (a.yoy ?? null) === (b.yoy ?? null);
}

/**
 * What to write for `inputs` given the versions already `stored`. An unchanged value writes nothing (ingest stays
 * idempotent); a changed one adds a version dated by its revisionDate when that is later than the current version,
 * else by `today` (the date we first saw it).
 */
export function planMetricVersions(
  stored: readonly StoredMetric[],
  inputs: readonly MetricInput[],
  today: string,
): MetricPlan {
  const plan: MetricPlan = { inserts: [], updates: [], revisions: new Map(), conflicts: new Map() };
  const latest = new Map<string, { id: number | null; row: MetricRow }>();
  for (const s of [...stored].sort(versionOrder)) latest.set(keyOf(s), { id: s.id, row: s });
  // Every (key, date, value) stored or planned: a value already kept at its date is not kept twice.
  const kept = new Set([...stored].map((s) => `${keyOf(s)}|${s.publicDate}|${s.value}|${s.unit}`));
  const count = (map: Map<string, number>, ticker: string) => map.set(ticker, (map.get(ticker) ?? 0) + 1);

  const sent = new Set<string>();
  for (const m of inputs) {
    const key = keyOf(m);
    const seen = sent.has(key);
    sent.add(key);
    const fields = {
      value: m.value,
      unit: m.unit,
      yoy: m.yoy,
      sourceUrl: m.sourceUrl ?? null,
      disclosureDate: m.disclosureDate,
    };
    const current = latest.get(key);
    if (!current) {
      const row: MetricRow = {
        ticker: m.ticker,
        period: m.period,
        metric: m.metric,
        source: m.source,
        ...fields,
        publicDate: firstPublicDate(m),
      };
      plan.inserts.push(row);
      latest.set(key, { id: null, row });
      continue;
    }
    const dated = m.revisionDate !== undefined && m.revisionDate > current.row.publicDate! ? m.revisionDate : today;
    // Two values for one version in one payload are not a restatement (nothing says which came later) unless the
    // second names a later revision date.
    const samePayload = seen && !(m.revisionDate !== undefined && m.revisionDate > current.row.publicDate!);
    if (!sameFigure(current.row, m) && dated > current.row.publicDate! && !samePayload) {
      const row: MetricRow = { ...current.row, ...fields, publicDate: dated };
      delete row.id;
      plan.inserts.push(row);
      count(plan.revisions, m.ticker);
      kept.add(`${key}|${dated}|${m.value}|${m.unit}`);
      latest.set(key, { id: null, row });
      continue;
    }
    if (!sameFigure(current.row, m)) {
      // Another value for a version public on the same day or later (the newest version is dated today, or the
      // restatement is backdated before it): overwriting would erase a value something may have read. It becomes a
      // version of its own at its date - backdated: its revision date, in the history between the versions around it;
      // same day: beside the current one - and counts as a conflict.
      const backdated = m.revisionDate !== undefined && m.revisionDate < current.row.publicDate!;
      const at = backdated ? m.revisionDate! : current.row.publicDate!;
      const id = `${key}|${at}|${m.value}|${m.unit}`;
      if (kept.has(id)) continue;
      kept.add(id);
      const row: MetricRow = { ...current.row, ...fields, publicDate: at };
      delete row.id;
      plan.inserts.push(row);
      count(plan.conflicts, m.ticker);
      // A same-day value is the newer one (inserted later); a backdated one leaves the newest version as it was.
      if (at === current.row.publicDate) latest.set(key, { id: null, row });
      continue;
    }
    // A value stored before versions existed was dated by its notice, though the source may show it was restated since:
    // the same value with a later first-public date moves that date forward, so no earlier as-of view reads it.
    const versions = stored.filter((x) => keyOf(x) === key).length;
    const later = firstPublicDate(m);
    const redate =
      versions <= 1 && sameFigure(current.row, m) && later > current.row.publicDate! ? { publicDate: later } : {};
    const changed = (Object.keys(fields) as (keyof typeof fields)[]).some(
      (k) => (current.row[k] ?? null) !== fields[k],
    );
    if (!changed && !("publicDate" in redate)) continue;
    Object.assign(current.row, fields, redate);
    if (current.id !== null) plan.updates.push({ id: current.id, set: { ...fields, ...redate } });
  }
  return plan;
}

/**
 * Versions by date; two of the same date (a same-day conflict) by insertion, the later one superseding the earlier.
 * Rows not stored yet (no id) come after stored ones.
 */
function versionOrder(a: Pick<StoredMetric, "publicDate" | "id">, b: Pick<StoredMetric, "publicDate" | "id">): number {
  return a.publicDate.localeCompare(b.publicDate) || (a.id ?? Infinity) - (b.id ?? Infinity);
}

/** Every stored version in chunking order, each knowing when the next one superseded it. */
export function metricVersions(rows: readonly StoredMetric[]): MetricVersion[] {
  const byKey = new Map<string, StoredMetric[]>();
  for (const r of rows) byKey.set(keyOf(r), [...(byKey.get(keyOf(r)) ?? []), r]);
  const out: MetricVersion[] = [];
  for (const list of byKey.values()) {
    list.sort(versionOrder);
    list.forEach((r, i) => {
      out.push({
        ticker: r.ticker,
        period: r.period,
        metric: r.metric as MetricInput["metric"],
        value: r.value,
        unit: r.unit as MetricInput["unit"],
        yoy: r.yoy,
        source: r.source,
        sourceUrl: r.sourceUrl ?? undefined,
        disclosureDate: r.disclosureDate,
        publicDate: r.publicDate,
        supersededDate: list[i + 1]?.publicDate ?? null,
        revises: i > 0,
      });
    });
  }
  return out;
}

/**
 * The current version of each figure, dated by when that version became public: derived indicators are computed
 * from these, so an indicator using a restated input is public only from the restatement on.
 */
export function currentMetrics(versions: readonly MetricVersion[]): MetricInput[] {
  return versions
    .filter((v) => v.supersededDate === null)
    .map(({ publicDate, supersededDate: _s, revises: _r, ...m }) => ({ ...m, disclosureDate: publicDate }));
}
