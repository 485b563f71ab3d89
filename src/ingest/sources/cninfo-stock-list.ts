import { z } from "zod";
import type { CompanyInput } from "../ingest-payload";
import type { PoliteFetch } from "../fetch/polite-fetch";
import { normalizeText } from "../normalize-text";
import { parseSourceShape, SourceShapeError } from "./source-error";
import { exchangeOf } from "../../tickers/exchange";
import { readJsonBody } from "./json-body";

/**
 * cninfo (巨潮资讯) stock dictionary szse_stock.json: {stockList: [{orgId, category, code, pinyin, zwjc}]}
 * covering SH/SZ/BJ listings. akshare reads the same file to map codes to cninfo org ids.
 */
export const CNINFO_STOCK_LIST = "cninfo-stock-list";
export const CNINFO_STOCK_LIST_URL = "http://www.cninfo.com.cn/new/data/szse_stock.json";
const REFERER = "http://www.cninfo.com.cn/new/index";

/**
 * A shares, and CDRs (category "CDR", e.g. 689009 九号公司 on the STAR market): both trade in 元 on SH/SZ and file
 * the same reports. B shares are left out. The captured list (2021-09-27) predates the Beijing exchange: BJ codes
 * (43x/83x/87x/920 by src/tickers/exchange.ts; other 4xx/8xx codes are NEEQ, not listed) are routed by their range
 * whatever category a newer list gives them, as long as it is not "B股".
 */
const LISTED_CATEGORIES = new Set(["A股", "CDR"]);

const Stock = z.object({
  code: z.string(),
  zwjc: z.string(),
  category: z.string(),
  orgId: z.string().nullish(),
});

const ListResponse = z.object({
  stockList: z.array(Stock).min(1, "expected at least one listed company"),
});

/**
 * Some code lists pad short names (the real cninfo list does not: "五粮液", "万科A"; kept for lists that do) to a fixed
 * width ("五 粮 液", "万  科Ａ"), with ASCII or full-width (U+3000) spaces; those spaces are layout, never part of the
 * name.
 */
export function cleanSecurityName(raw: string): string {
  return raw.replace(/[\s\u3000]+/g, "");
}

export function parseCninfoStockList(json: unknown): CompanyInput[] {
  const { stockList } = parseSourceShape(CNINFO_STOCK_LIST, ListResponse, json);
  const byCode = new Map<string, CompanyInput>();
  for (const stock of stockList) {
    const exchange = exchangeOf(stock.code);
    if (!LISTED_CATEGORIES.has(stock.category) && !(exchange === "BJ" && stock.category !== "B股")) continue;
    const name = cleanSecurityName(normalizeText(stock.zwjc));
    if (exchange === null || name === "" || byCode.has(stock.code)) continue;
    // "万科Ａ" is typed as "万科A": keep the half-width spelling as an alias for lookups.
    const halfWidth = name.normalize("NFKC");
    byCode.set(stock.code, {
      code: stock.code,
      name: name.slice(0, 40),
      exchange,
      aliases: halfWidth !== name ? [halfWidth.slice(0, 40)] : [],
    });
  }
  if (byCode.size === 0) {
    throw new SourceShapeError(
      CNINFO_STOCK_LIST,
      "stockList[].category",
      `no A股 or CDR entries with a six-digit code`,
    );
  }
  return [...byCode.values()];
}

export async function fetchCninfoStockList(politeFetch: PoliteFetch): Promise<CompanyInput[]> {
  const response = await politeFetch(CNINFO_STOCK_LIST, CNINFO_STOCK_LIST_URL, { headers: { Referer: REFERER } });
  return parseCninfoStockList(await readJsonBody(CNINFO_STOCK_LIST, response));
}
