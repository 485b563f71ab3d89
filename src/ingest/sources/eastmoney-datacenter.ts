import { z } from "zod";
import { parseSourceShape, SourceShapeError } from "./source-error";
import type { Page } from "./paged";

/**
 * Eastmoney's datacenter APIs (datacenter.eastmoney.com, datacenter-web.eastmoney.com) share one
 * envelope: {version, result: {pages, data: [...], count} | null, success, message, code}.
 * "No rows" is reported as success:false with code 9201 ("返回数据为空"), not as an empty list.
 */
const Envelope = z.object({
  success: z.boolean(),
  code: z.number(),
  message: z.string().nullish(),
  result: z
    .object({
      data: z.array(z.unknown()),
      pages: z.number().int().nonnegative(),
      count: z.number().int().nonnegative(),
    })
    .nullable(),
});

const NO_ROWS_CODE = 9201;

/** "2024-12-31 00:00:00" (or a bare date) -> "2024-12-31". */
export const EastmoneyDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}:\d{2}.*)?$/, "expected a date such as 2024-12-31 00:00:00")
  .transform((value) => value.slice(0, 10));

/**
 * Validates the envelope and every row, with the envelope's `pages` and `count` (every real capture carries both, e.g.
 * pages 5, count 2082). Errors name the field as it sits in the response, e.g. "result.data[2].PARENTNETPROFIT".
 */
export function parseDatacenterPage<Row extends z.ZodType>(
  source: string,
  json: unknown,
  row: Row,
): Page<z.infer<Row>> {
  const envelope = parseSourceShape(source, Envelope, json);
  if (!envelope.success || envelope.result === null) {
    if (envelope.code === NO_ROWS_CODE) {
      throw new SourceShapeError(
        source,
        "result.data",
        `no rows (code ${NO_ROWS_CODE} ${envelope.message ?? ""})`.trim(),
      );
    }
    throw new SourceShapeError(
      source,
      "code",
      `request rejected: code ${envelope.code} ${envelope.message ?? ""}`.trim(),
    );
  }
  const rows = z.object({ result: z.object({ data: z.array(row).min(1, "expected at least one row") }) });
  return {
    rows: parseSourceShape(source, rows, json).result.data,
    pages: envelope.result.pages,
    count: envelope.result.count,
  };
}

/** A number the source may leave null (e.g. a bank has no gross margin) but must not rename or stringify. */
export const NullableNumber = z.number().nullable();
