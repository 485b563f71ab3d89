/**
 * The calendar date in Beijing (UTC+8, no daylight saving) at an instant, as YYYY-MM-DD. A-share data, trading days
 * and "today's" debates are all dated in China time, whatever the clock of the Worker says.
 */
export function beijingDate(at: Date): string {
  return beijingDateTime(at).slice(0, 10);
}

/** The date and time in Beijing at an instant, as YYYY-MM-DD HH:MM:SS: how a report a Chinese reader signs dates events. */
export function beijingDateTime(at: Date): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}
