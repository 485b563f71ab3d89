/**
 * Every error body of the HTTP API as a zod schema (`app.onError` answers them; the routes declare them through
 * src/http/responses.ts): a code to branch on, a message for people, and the details some codes carry. Split from
 * wire-http.ts, which re-exports it, so each module stays one screenful of shapes.
 */
import { z } from "zod";
import { Board, ListingStatus } from "../tickers/listing";
import { AnswerDay as Day } from "../shared/iso-date";

/** A company the input could mean: what the page offers as a button. */
const Candidate = z.object({ code: z.string(), name: z.string() });

/** 404 `unknown_ticker` when the input matched no company: the first companies of the directory to pick from. */
export const UnknownTickerDetails = z.object({ suggestions: z.array(Candidate) });
export type UnknownTickerDetails = z.infer<typeof UnknownTickerDetails>;

/**
 * 404 `no_local_data`: the input is a real listed company whose data is not stored here. `liveSources` false: local
 * mode (load it with POST /api/admin/ingest or run with LIVE_SOURCES=on); the companies that can be debated now.
 */
export const NoLocalDataDetails = z.object({
  listing: z.object({
    code: z.string(),
    name: z.string(),
    exchange: z.enum(["SH", "SZ", "BJ"]),
    board: Board,
    status: ListingStatus,
  }),
  liveSources: z.boolean(),
  suggestions: z.array(Candidate),
});
export type NoLocalDataDetails = z.infer<typeof NoLocalDataDetails>;

/** 409 `ambiguous_ticker`: the companies the input could mean, closest first. */
export const AmbiguousTickerDetails = z.object({ candidates: z.array(Candidate) });
export type AmbiguousTickerDetails = z.infer<typeof AmbiguousTickerDetails>;

/**
 * 422 `insufficient_evidence`: what is missing (`missingZh`: the same in Chinese, what the page shows), and an earlier
 * date the reports were current for, if any.
 */
export const InsufficientEvidenceDetails = z.object({
  missing: z.array(z.string()),
  missingZh: z.array(z.string()),
  suggestedAsOf: Day.optional(),
});
export type InsufficientEvidenceDetails = z.infer<typeof InsufficientEvidenceDetails>;

/** 400 `invalid_input`: the first failing fields. */
export const InvalidInputDetails = z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })) });
export type InvalidInputDetails = z.infer<typeof InvalidInputDetails>;

/** 429 `rate_limited` / `too_many_running`: when to try again (also the Retry-After header). */
export const RetryAfterDetails = z.object({ retryAfterSeconds: z.number().int() });
export type RetryAfterDetails = z.infer<typeof RetryAfterDetails>;

/**
 * 409 `settings_differ`: a debate of the same ticker, protocol and day is running with other settings; which settings
 * differ, and that debate's id.
 */
export const SettingsDifferDetails = z.object({ differing: z.array(z.string()), runningId: z.string() });
export type SettingsDifferDetails = z.infer<typeof SettingsDifferDetails>;

/** 409 `replay_of_replay`: the debate replayed is itself a replay; replay the original (same replies) instead. */
export const ReplayOfReplayDetails = z.object({ originalId: z.string() });
export type ReplayOfReplayDetails = z.infer<typeof ReplayOfReplayDetails>;

export const ApiError = z.object({
  code: z.string().describe("what went wrong, to branch on (e.g. invalid_input, ambiguous_ticker, rate_limited)"),
  message: z.string().describe("what to fix, for people"),
});
export type ApiError = z.infer<typeof ApiError>;

/** The details an error may carry; which ones depends on its code (each is named above). */
export const ErrorDetails = UnknownTickerDetails.extend(AmbiguousTickerDetails.shape)
  .extend(InsufficientEvidenceDetails.shape)
  .extend(InvalidInputDetails.shape)
  .extend(RetryAfterDetails.shape)
  .extend(NoLocalDataDetails.shape)
  .extend(SettingsDifferDetails.shape)
  .extend(ReplayOfReplayDetails.shape)
  .partial();
export type ErrorDetails = z.infer<typeof ErrorDetails>;

/** Every 4xx/5xx body (`app.onError`): a code to branch on, a message for people, and some codes carry details. */
export const ErrorResponse = z
  .object({ error: ApiError.extend(ErrorDetails.shape) })
  .meta({ id: "Error", description: "Every error: { error: { code, message, ...details } }" });
export interface ErrorBody<D extends object = ErrorDetails> {
  error: ApiError & D;
}
