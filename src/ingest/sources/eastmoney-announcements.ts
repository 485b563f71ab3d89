import { z } from "zod";
import type { AnnouncementInput } from "../ingest-payload";
import type { PoliteFetch } from "../fetch/polite-fetch";
import { clipText } from "../../shared/clip-text";
import { normalizeText } from "../normalize-text";
import { parseSourceShape, SourceShapeError } from "./source-error";
import { requireExchange } from "../../tickers/exchange";
import { EastmoneyDate } from "./eastmoney-datacenter";
import { readJsonBody } from "./json-body";
import { type Page, type Paged, readPages } from "./paged";

/**
 * Eastmoney 个股公告 list (np-anotice-stock.eastmoney.com/api/security/ann), the request akshare's
 * stock_individual_notice_report makes; the detail page URL is built the same way akshare does.
 */
export const EASTMONEY_ANNOUNCEMENTS = "eastmoney-announcements";
const EASTMONEY_ANNOUNCEMENTS_LABEL = "东方财富公告";

const ENDPOINT = "https://np-anotice-stock.eastmoney.com/api/security/ann";
const REFERER = "https://data.eastmoney.com/notices/";

const Notice = z.object({
  art_code: z.string().min(1),
  title: z.string().min(1),
  notice_date: EastmoneyDate,
  codes: z.array(z.object({ stock_code: z.string() })),
  columns: z.array(z.object({ column_name: z.string() })).nullish(),
});

const ListResponse = z.object({
  data: z.object({
    list: z.array(Notice).min(1, "expected at least one announcement"),
    // Real answers carry these (total_hits 1074 in one capture); a bare list is read as the only page.
    total_hits: z.number().int().nonnegative().optional(),
    page_size: z.number().int().positive().optional(),
  }),
});

/** What one refresh reads at most: 4 pages of 100, the newest filings first. */
const ANNOUNCEMENT_PAGE_SIZE = 100;
const ANNOUNCEMENT_MAX_PAGES = 4;

export function eastmoneyAnnouncementsUrl(code: string, pageIndex = 1, pageSize = 100): string {
  requireExchange(code);
  const params = new URLSearchParams({
    sr: "-1",
    page_size: String(pageSize),
    page_index: String(pageIndex),
    ann_type: "A",
    client_source: "web",
    stock_list: code,
    f_node: "0",
    s_node: "0",
  });
  return `${ENDPOINT}?${params.toString()}`;
}

function eastmoneyAnnouncementDetailUrl(code: string, artCode: string): string {
  return `https://data.eastmoney.com/notices/detail/${code}/${encodeURIComponent(artCode)}.html`;
}

export function parseEastmoneyAnnouncements(json: unknown, code: string): AnnouncementInput[] {
  return parseEastmoneyAnnouncementsPage(json, code).rows;
}

function parseEastmoneyAnnouncementsPage(json: unknown, code: string): Page<AnnouncementInput> {
  const { list, total_hits, page_size } = parseSourceShape(EASTMONEY_ANNOUNCEMENTS, ListResponse, json).data;
  const seen = new Set<string>();
  const out: AnnouncementInput[] = [];
  list.forEach((notice, index) => {
    if (!notice.codes.some((c) => c.stock_code === code)) {
      throw new SourceShapeError(
        EASTMONEY_ANNOUNCEMENTS,
        `data.list[${index}].codes`,
        `announcement ${notice.art_code} is not tagged with ${code} (stock_list ignored?)`,
      );
    }
    if (seen.has(notice.art_code)) return;
    seen.add(notice.art_code);
    const title = clipText(normalizeText(notice.title), 300);
    if (title === "") return; // nothing but markup: no filing a reader could recognise
    const category = normalizeText(notice.columns?.[0]?.column_name ?? "");
    const announcement: AnnouncementInput = {
      ticker: code,
      id: notice.art_code,
      // Titles are capped by the ingest format; normalised first (search results wrap matches in <em>), so the cap
      // counts readable text, and a clipped title still identifies the filing.
      title,
      date: notice.notice_date,
      url: eastmoneyAnnouncementDetailUrl(code, notice.art_code),
      source: EASTMONEY_ANNOUNCEMENTS_LABEL,
    };
    if (category) announcement.category = clipText(category, 40);
    out.push(announcement);
  });
  const pages = total_hits === undefined ? 1 : Math.max(1, Math.ceil(total_hits / (page_size ?? list.length)));
  return { rows: out, pages, count: total_hits ?? null };
}

/** The newest `want` announcements, page by page, within ANNOUNCEMENT_MAX_PAGES. */
export async function fetchEastmoneyAnnouncements(
  politeFetch: PoliteFetch,
  code: string,
  want = ANNOUNCEMENT_PAGE_SIZE,
  maxPages = ANNOUNCEMENT_MAX_PAGES,
): Promise<Paged<AnnouncementInput>> {
  const pageSize = Math.min(want, ANNOUNCEMENT_PAGE_SIZE);
  return readPages(want, maxPages, async (page) => {
    const url = eastmoneyAnnouncementsUrl(code, page, pageSize);
    const response = await politeFetch(EASTMONEY_ANNOUNCEMENTS, url, { headers: { Referer: REFERER } });
    return parseEastmoneyAnnouncementsPage(await readJsonBody(EASTMONEY_ANNOUNCEMENTS, response), code);
  });
}
