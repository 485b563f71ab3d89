import { describe, expect, it } from "vitest";
import {
  CNINFO_STOCK_LIST_URL,
  EASTMONEY_HOT_RANK_URL,
  eastmoneyAnnouncementsUrl,
  eastmoneyMainIndicatorsUrl,
  eastmoneyValuationUrl,
  sinaFinanceReportUrl,
  SOURCES,
} from "../../../src/ingest/sources";

describe("source registry", () => {
  it("describes each adapter once, with the host its requests actually go to", () => {
    const hostById = Object.fromEntries(SOURCES.map((s) => [s.id, s.host]));
    expect(Object.keys(hostById)).toHaveLength(SOURCES.length);
    expect(hostById).toEqual({
      "eastmoney-main-indicators": new URL(eastmoneyMainIndicatorsUrl("600519")).host,
      "sina-finance-report": new URL(sinaFinanceReportUrl("600519", "lrb")).host,
      "eastmoney-valuation": new URL(eastmoneyValuationUrl("600519")).host,
      "eastmoney-announcements": new URL(eastmoneyAnnouncementsUrl("600519")).host,
      "eastmoney-hot-rank": new URL(EASTMONEY_HOT_RANK_URL).host,
      "cninfo-stock-list": new URL(CNINFO_STOCK_LIST_URL).host,
    });
  });

  it("gives every source a one-line terms-of-use note", () => {
    for (const source of SOURCES) {
      expect(source.terms.length).toBeGreaterThan(20);
      expect(source.terms).not.toContain("\n");
    }
  });
});
