import { z } from "zod";
import { IsoDate } from "../shared/iso-date";
import { MetricKey, Unit } from "../domain/metric-catalog";

/**
 * The one documented ingest format: every source adapter, the bundled sample data and
 * `POST /api/admin/ingest` produce this shape, and one idempotent pipeline stores it.
 */
const Code = z.string().regex(/^\d{6}$/, "expected a 6-digit A-share code such as 600519");

export const CompanyInput = z.strictObject({
  code: Code,
  name: z.string().min(1).max(40),
  exchange: z.enum(["SH", "SZ", "BJ"]).optional(),
  aliases: z.array(z.string().min(1).max(40)).max(20).default([]),
  industry: z.string().max(40).optional(),
});

export const MetricInput = z.strictObject({
  ticker: Code,
  /** Report period end date, e.g. 2024-12-31 for the annual report. */
  period: IsoDate,
  metric: MetricKey,
  /** In the base unit: 元 for amounts (not 亿元), percent points for %. */
  value: z.number().finite(),
  unit: Unit,
  /** Year-on-year change in percent, only where the source publishes it. */
  yoy: z.number().finite().nullable().default(null),
  source: z.string().min(1).max(60),
  sourceUrl: z.string().url().max(500).optional(),
  /** The date the figure became public (披露日): the as-of filter keys on it. */
  disclosureDate: IsoDate,
  /**
   * When the source says the figure was updated after disclosure (Eastmoney's UPDATE_DATE): the value given may be
   * a restatement, public from this date. Stored point in time (src/ingest/figures/metric-versions.ts).
   */
  revisionDate: IsoDate.optional(),
});

export const AnnouncementInput = z.strictObject({
  ticker: Code,
  id: z.string().min(1).max(80),
  title: z.string().min(1).max(300),
  date: IsoDate,
  category: z.string().max(40).optional(),
  url: z.string().url().max(500).optional(),
  text: z.string().max(50_000).optional(),
  source: z.string().min(1).max(60).default("公告"),
});

export const QuoteInput = z.strictObject({
  ticker: Code,
  date: IsoDate,
  open: z.number().finite().optional(),
  high: z.number().finite().optional(),
  low: z.number().finite().optional(),
  close: z.number().finite(),
  volume: z.number().finite().optional(),
  peTtm: z.number().finite().optional(),
  pb: z.number().finite().optional(),
  marketCap: z.number().finite().optional(),
  source: z.string().min(1).max(60).default("行情"),
});

export const IngestPayload = z.strictObject({
  companies: z.array(CompanyInput).max(10_000).default([]),
  metrics: z.array(MetricInput).max(50_000).default([]),
  announcements: z.array(AnnouncementInput).max(10_000).default([]),
  quotes: z.array(QuoteInput).max(50_000).default([]),
});

export type CompanyInput = z.infer<typeof CompanyInput>;
export type MetricInput = z.infer<typeof MetricInput>;
export type AnnouncementInput = z.infer<typeof AnnouncementInput>;
export type QuoteInput = z.infer<typeof QuoteInput>;
export type IngestPayload = z.infer<typeof IngestPayload>;
