import { buildChunk, type ChunkInsert, uniqueById } from "./chunk-id";
import { classifyChunk } from "./classify";
import type { AnnouncementInput } from "../ingest-payload";
import { type CompanyRef, companyTag } from "./metric-chunks";
import { neutralizeInstructions } from "../neutralize-instructions";
import { extractFigures } from "../figures/text-figures";
import { splitText } from "./text-splitter";

/** Pieces of an announcement body: short enough that one figure's sentence dominates its embedding. */
const ANNOUNCEMENT_PIECE_CHARS = 300;

/** Vendor category codes (Tushare) as the Chinese a reader and the classifier understand. */
const CATEGORY_LABELS: Record<string, string> = {
  equity_incentive: "股权激励",
  dividend: "分红",
  repurchase: "回购",
  buyback: "回购",
  financing: "融资",
  shareholding_change: "股东增减持",
  pledge: "股权质押",
  litigation: "诉讼仲裁",
  inquiry: "问询函",
  periodic_report: "定期报告",
};

function announcementCategoryLabel(category: string | undefined): string | undefined {
  if (!category) return undefined;
  return CATEGORY_LABELS[category] ?? category;
}

/**
 * One chunk for the title, and one per piece of the body (split by paragraph, then sentence), each prefixed with the
 * title so that a piece read alone still says which announcement it comes from.
 */
export function announcementChunks(company: CompanyRef, announcements: AnnouncementInput[]): ChunkInsert[] {
  const tag = companyTag(company);
  return uniqueById(
    announcements
      .filter((a) => a.ticker === company.code)
      .map((raw) => ({
        ...raw,
        title: neutralizeInstructions(raw.title).text,
        text: raw.text === undefined ? undefined : neutralizeInstructions(raw.text).text,
      }))
      .flatMap((a) => {
        const category = announcementCategoryLabel(a.category);
        const classification = classifyChunk({ kind: "announcement", title: a.title, category });
        const base = {
          ticker: company.code,
          kind: "announcement" as const,
          ...classification,
          period: null,
          publicDate: a.date,
          source: a.source,
          sourceUrl: a.url ?? null,
        };
        const titleText = `${tag} ${a.date} 公告：${a.title}${category ? `（类别：${category}）` : ""}`;
        const title = buildChunk({
          ...base,
          key: `${a.id}|title`,
          text: titleText,
          figures: extractFigures(titleText),
        });
        const pieces = a.text ? splitText(a.text, { maxChars: ANNOUNCEMENT_PIECE_CHARS }) : [];
        return [
          title,
          ...pieces.map((piece, i) => {
            const text = `${tag} ${a.date} 公告《${a.title}》：${piece}`;
            return buildChunk({ ...base, key: `${a.id}|part|${i}`, text, figures: extractFigures(text) });
          }),
        ];
      }),
  );
}
