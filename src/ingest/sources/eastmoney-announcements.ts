import { z } from "zod";
import type { AnnouncementInput } from "../ingest-payload";
import type { PoliteFetch } from "../polite-fetch";
import { clipText } from "../../shared/clip-text";
import { normalizeText } from "../normalize-text";
import { parseSourceShape, SourceShapeError } from "../source-error";
import { requireExchange } from "./a-share-code";
import { EastmoneyDate } from "./eastmoney-datacenter";
import { readJsonBody } from "./json-body";

/**
 * Eastmoney 个股公告 list (np-anotice-stock.eastmoney.com/api/security/ann), the request akshare's
 * stock_individual_notice_report makes; the detail page URL is built the same way akshare does.
 */
export const EASTMONEY_ANNOUNCEMENTS = "eastmoney-announcements";
export const EASTMONEY_ANNOUNCEMENTS_LABEL = "东方财富公告";

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
  }),
});

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

export function eastmoneyAnnouncementDetailUrl(code: string, artCode: string): string {
  return `https://data.eastmoney.com/notices/detail/${code}/${encodeURIComponent(artCode)}.html`;
}

export function parseEastmoneyAnnouncements(json: unknown, code: string): AnnouncementInput[] {
  const { list } = parseSourceShape(EASTMONEY_ANNOUNCEMENTS, ListResponse, json).data;
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
  return out;
}

export async function fetchEastmoneyAnnouncements(
  politeFetch: PoliteFetch,
  code: string,
  pageIndex?: number,
  pageSize?: number,
): Promise<AnnouncementInput[]> {
  const url = eastmoneyAnnouncementsUrl(code, pageIndex, pageSize);
  const response = await politeFetch(EASTMONEY_ANNOUNCEMENTS, url, { headers: { Referer: REFERER } });
  return parseEastmoneyAnnouncements(await readJsonBody(EASTMONEY_ANNOUNCEMENTS, response), code);
}
