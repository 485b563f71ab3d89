import { z } from "zod";

/** A real calendar date as YYYY-MM-DD (2024-02-30 is rejected, not rolled over to March). */
export const IsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "日期应写作 YYYY-MM-DD")
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
  }, "不是日历上存在的日期");

/** A date in an answer (already checked where it came in): its documented form in the API document. */
export const AnswerDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .meta({ description: "YYYY-MM-DD", example: "2025-06-30" });
