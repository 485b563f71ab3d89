import type { DebateState } from "../debate/debate-state";
import type { ChunkFigure } from "../db/schema";
import type { Facts } from "../verification/claims/facts";
import { type DebateEvent, type DebateEventType, EventLog } from "./event-log";
import { ReplyStore } from "./reply-store";
import { migrateState } from "./state-migration";

const STATE_KEY = "state";
const FIGURES_KEY = "figures";
const RETRIES_KEY = "retries";

/** The ticker's stated figures and report years as of the debate, read once at creation: what numbers verify against. */
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
 * and the paid replies. Every write that must agree with another is one transaction.
 */
export class RoomStorage {
  readonly log: EventLog;
  readonly replies: ReplyStore;

  constructor(private readonly storage: DurableObjectStorage) {
    this.log = new EventLog(storage.sql);
    this.replies = new ReplyStore(storage.sql);
  }

  load(): DebateState | undefined {
    const raw = this.storage.kv.get<unknown>(STATE_KEY);
    return raw === undefined ? undefined : migrateState(raw);
  }

  save(state: DebateState): void {
    this.storage.kv.put(STATE_KEY, state);
  }

  figures(): StoredFigures {
    return this.storage.kv.get<StoredFigures>(FIGURES_KEY) ?? { figures: [], years: [] };
  }

  retries(): Retries {
    return this.storage.kv.get<Retries>(RETRIES_KEY) ?? { step: 0, persist: 0 };
  }

  /** A new debate with its figures, in one transaction. */
  create(state: DebateState, figures: StoredFigures): void {
    this.storage.transactionSync(() => {
      this.storage.kv.put(FIGURES_KEY, figures satisfies StoredFigures);
      this.save(state);
    });
  }

  /** The state with a retry counter, in one transaction (a failed step or a failed persist). */
  saveWithRetries(state: DebateState, retries: Retries): void {
    this.storage.transactionSync(() => {
      this.save(state);
      this.storage.kv.put(RETRIES_KEY, retries satisfies Retries);
    });
  }

  /**
   * The state with new figures and its events in one transaction: a debate that fetched its data argues from what it
   * fetched. Progress, so the step retry counter resets. Returns the events as logged.
   */
  rebase(state: DebateState, figures: StoredFigures, events: PendingEvent[], at: string): DebateEvent[] {
    return this.storage.transactionSync(() => {
      this.storage.kv.put(FIGURES_KEY, figures satisfies StoredFigures);
      return this.checkpoint(state, events, at);
    });
  }

  /** State and its events in one transaction; progress resets the step retry counter. Returns the events as logged. */
  checkpoint(state: DebateState, events: PendingEvent[], at: string): DebateEvent[] {
    return this.storage.transactionSync(() => {
      this.save(state);
      this.storage.kv.put(RETRIES_KEY, { ...this.retries(), step: 0 } satisfies Retries);
      return events.map(([type, data]) => this.log.append(type, data, at));
    });
  }
}
