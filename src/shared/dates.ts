/**
 * The calendar date in Beijing (UTC+8, no daylight saving) at an instant, as YYYY-MM-DD. A-share data, trading days
 * and "today's" debates are all dated in China time, whatever the clock of the Worker says.
 */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}
