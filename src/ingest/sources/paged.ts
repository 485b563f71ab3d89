/**
 * Paged sources (Eastmoney datacenter `pages`/`count`, announcements `total_hits`) are read page by page until the
 * ingest has what it asked for or the source has no more, never past a per-source page cap: a host that caps page
 * sizes must not leave the stored history silently short, and a huge history must not spend the request budget.
 */
export interface Page<T> {
  rows: T[];
  /** How many pages the source says there are, at the page size asked for. */
  pages: number;
  /** How many rows the source says there are in all, when it says. */
  count: number | null;
}

export interface Paged<T> {
  rows: T[];
  pagesRead: number;
  pagesTotal: number;
  count: number | null;
  /** Why fewer rows than wanted were read although the source had more; null when nothing was left out. */
  stoppedShort: string | null;
}

export async function readPages<T>(
  want: number,
  maxPages: number,
  fetchPage: (pageIndex: number) => Promise<Page<T>>,
): Promise<Paged<T>> {
  const rows: T[] = [];
  let pagesRead = 0;
  let pagesTotal = 1;
  let count: number | null = null;
  while (rows.length < want && pagesRead < pagesTotal && pagesRead < maxPages) {
    const page = await fetchPage(pagesRead + 1);
    pagesRead += 1;
    pagesTotal = page.pages;
    count = page.count;
    rows.push(...page.rows);
    if (page.rows.length === 0) break;
  }
  const kept = rows.slice(0, want);
  const more = pagesRead < pagesTotal && kept.length < want;
  return {
    rows: kept,
    pagesRead,
    pagesTotal,
    count,
    stoppedShort: more
      ? `read ${pagesRead} of ${pagesTotal} pages (page cap ${maxPages}): ${kept.length} of ${count ?? "?"} rows`
      : null,
  };
}
