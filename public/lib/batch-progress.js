// @ts-check
// A batch run's progress in one line of text, as the 自选 page and the terminal's `--batch` both show it (the CLI
// draws its bar in front of it, the page beside it as a <progress>).

/**
 * How many tickers ended of how many, how many of those failed, and the batch's state (with why, when it stopped).
 * @param {{ statusLabel: string, error?: string | null, progress: { total: number, ended: number, done: number } }} b
 * @returns {string}
 */
export function batchProgressText(b) {
  const { total, ended, done } = b.progress;
  const failed = ended - done;
  const why = b.error ? `：${b.error}` : "";
  return `${ended}/${total} 已结束${failed > 0 ? `（${failed} 只未能完成）` : ""} · ${b.statusLabel}${why}`;
}
