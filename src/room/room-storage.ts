import type { DebateState } from "../debate/debate-state";
import type { ChunkFigure } from "../db/schema";
import type { Facts } from "../verification/claims/facts";
import { type DebateEvent, type DebateEventType, EventLog } from "./event-log";
import { ArchiveOutbox } from "./archive-outbox";
import { ReplyStore } from "./reply-store";
import { timedSync } from "../shared/profile";
import { migrateState } from "./state-migration";

const STATE_KEY = "state";
const FIGURES_KEY = "figures";
const RETRIES_KEY = "retries";

/**
 * The ticker's stated figures and report years as of the debate, read once at creation: what numbers verify against.
 */
export interface StoredFigures {
  figures: ChunkFigure[];
  years: number[];
  /** The series judgements are checked against; absent for debates stored before claim checks existed. */
  facts?: Facts;
}

/** Consecutive failures, for the backoff of the next retry; reset by progress (a checkpoint) or by a saved result. */
export interface Retries {
  step: number;
  persist: number;
}

export type PendingEvent = [Exclude<DebateEventType, "snapshot">, Record<string, unknown>];

/**
 * The debate's own storage (the object's SQLite): its state (migrated on load), figures, retry counters, the event log
 * the paid replies and the replies waiting for the D1 archive. Every write that must agree with another is one
 * transaction.
 */
export class RoomStorage {
  readonly log: EventLog;
  readonly replies: ReplyStore;
  readonly outbox: ArchiveOutbox;
  /**
   * The state this instance last wrote, handed to the next `load()` instead of reading and decoding it again (each
   * step is its own alarm, so a debate is loaded once per step). Handed out once: the taker may change it, and a
   * change that is never saved (a step that throws) must not reach the next reader, who then reads storage.
   */
  private saved: DebateState | undefined;
  /**
   * Written when the debate is created, and again once by `rebase` when a debate that fetched its data first has it:
   * kept here as last written, read from storage at most once per instance.
   */
  private figuresRead: StoredFigures | undefined;
  /** The retry counters as last written or read here. */
  private retriesRead: Retries | undefined;

  constructor(private readonly storage: DurableObjectStorage) {
    this.log = new EventLog(storage.sql);
    this.replies = new ReplyStore(storage.sql);
    this.outbox = new ArchiveOutbox(storage.sql);
  }

  load(): DebateState | undefined {
    const held = this.saved;
    this.saved = undefined;
    if (held) return held;
    return timedSync("state.load", () => {
      const raw = this.storage.kv.get<unknown>(STATE_KEY);
      return raw === undefined ? undefined : migrateState(raw);
    });
  }

  save(state: DebateState): void {
    this.storage.kv.put(STATE_KEY, state);
    this.saved = state;
  }

  figures(): StoredFigures {
    this.figuresRead ??= this.storage.kv.get<StoredFigures>(FIGURES_KEY) ?? { figures: [], years: [] };
    return this.figuresRead;
  }

  retries(): Retries {
    this.retriesRead ??= this.storage.kv.get<Retries>(RETRIES_KEY) ?? { step: 0, persist: 0 };
    return this.retriesRead;
  }

  private putRetries(retries: Retries): void {
    this.storage.kv.put(RETRIES_KEY, retries);
    this.retriesRead = retries;
  }

  /**
   * Runs `write` as one transaction; if it throws, nothing it wrote stays, so neither may what this instance holds.
   */
  private transaction<T>(write: () => T): T {
    try {
      return this.storage.transactionSync(write);
    } catch (e) {
      this.saved = undefined;
      this.retriesRead = undefined;
      throw e;
    }
  }

  /** A new debate with its figures, in one transaction. */
  create(state: DebateState, figures: StoredFigures): void {
    this.transaction(() => {
      this.storage.kv.put(FIGURES_KEY, figures satisfies StoredFigures);
      this.save(state);
    });
    this.figuresRead = figures;
  }

  /** The state with a retry counter, in one transaction (a failed step or a failed persist). */
  saveWithRetries(state: DebateState, retries: Retries): void {
    this.transaction(() => {
      this.save(state);
      this.putRetries(retries);
    });
  }

  /**
   * The state with new figures and its events in one transaction: a debate that fetched its data argues from what it
   * fetched. Progress, so the step retry counter resets. Returns the events as logged.
   */
  rebase(state: DebateState, figures: StoredFigures, events: PendingEvent[], at: string): DebateEvent[] {
    const logged = this.storage.transactionSync(() => {
      this.storage.kv.put(FIGURES_KEY, figures satisfies StoredFigures);
      return this.checkpoint(state, events, at);
    });
    // After the commit: the steps of this instance verify against the fetched figures, not the empty ones it started
    // with.
    this.figuresRead = figures;
    return logged;
  }

  /** State and its events in one transaction; progress resets the step retry counter. Returns the events as logged. */
  checkpoint(state: DebateState, events: PendingEvent[], at: string): DebateEvent[] {
    return timedSync("checkpoint", () =>
      this.transaction(() => {
        this.save(state);
        // Progress resets the step counter: written only when it is not already 0.
        const retries = this.retries();
        if (retries.step !== 0) this.putRetries({ ...retries, step: 0 });
        return events.map(([type, data]) => this.log.append(type, data, at));
      }),
    );
  }
}
