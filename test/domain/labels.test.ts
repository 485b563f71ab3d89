import { describe, expect, it } from "vitest";
import {
  CONVICTION_ZH,
  DIMENSION_ZH,
  DIRECTION_ZH,
  HORIZON_ZH,
  MEMORY_MATCH_ZH,
  NO_EVIDENCE_NOTE,
  QUALITY_ZH,
  ROLE_ZH,
  STANCE_ZH,
  STATUS_ZH,
  VERIFICATION_MARK,
} from "../../src/domain/labels";
import { SECTION_TITLES } from "../../src/report/report-document";

/** The tables of the page's plain-JS module that the server has too (it ships no declaration file). */
interface PageLabels {
  ROLE: Record<string, string>;
  STANCE: Record<string, { text: string }>;
  MARK: Record<string, { icon: string; text: string }>;
  DIMENSION: Record<string, string>;
  CONVICTION: Record<string, string>;
  DIRECTION: Record<string, { text: string }>;
  HORIZON: { key: string; label: string }[];
  MEMORY_MATCH: Record<string, string>;
  NO_EVIDENCE_NOTE: string;
  QUALITY: { label: string; note: string };
  REPORT_SECTIONS: string[];
  STATUS: Record<string, string>;
  LIVE_STATUSES: Set<string>;
}
// @ts-expect-error the page's module is plain JavaScript without a declaration file
const page = (await import("../../public/lib/labels.js")) as PageLabels;

const texts = <T extends { text: string }>(table: Record<string, T>) =>
  Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.text]));

// The page cannot import TypeScript, so it keeps its own copy of the server's words; this is what keeps them one.
describe("the page's labels (public/lib/labels.js) say what the server's say", () => {
  it("names roles, stances, dimensions, convictions and directions alike", () => {
    expect(page.ROLE).toEqual(ROLE_ZH);
    expect(texts(page.STANCE)).toEqual(STANCE_ZH);
    expect(page.DIMENSION).toEqual(DIMENSION_ZH);
    expect(page.CONVICTION).toEqual(CONVICTION_ZH);
    expect(texts(page.DIRECTION)).toEqual(DIRECTION_ZH);
    expect(page.QUALITY).toEqual(QUALITY_ZH);
  });

  it("marks a point with the same icon and word", () => {
    const marks = Object.fromEntries(Object.entries(page.MARK).map(([k, v]) => [k, `${v.icon} ${v.text}`]));
    expect(marks).toEqual(VERIFICATION_MARK);
  });

  it("orders and names the horizons, the memory matches, the skipped-role note and the report sections alike", () => {
    expect(page.HORIZON.map((h) => [h.key, h.label])).toEqual(HORIZON_ZH.map(([k, name]) => [k, name]));
    expect(page.MEMORY_MATCH).toEqual(MEMORY_MATCH_ZH);
    expect(page.NO_EVIDENCE_NOTE).toBe(NO_EVIDENCE_NOTE);
    expect(page.REPORT_SECTIONS).toEqual([...SECTION_TITLES]);
  });

  it("knows every debate status the server has (the page words them as a sentence of its own)", () => {
    expect(Object.keys(page.STATUS).sort()).toEqual(Object.keys(STATUS_ZH).sort());
    for (const live of page.LIVE_STATUSES) expect(Object.keys(STATUS_ZH)).toContain(live);
  });
});
