import { timedSync } from "../shared/profile";
import type { DebateEvent, DebateEventType } from "../wire/wire";

// The events' shapes are the wire's (src/wire/wire.ts): the page reads exactly what is logged here.
export type { DebateEvent, DebateEventType };

/** What the log stores: every event but the snapshot, which is built per connection from the current state. */
type LoggedType = Exclude<DebateEventType, "snapshot">;

/** The event log in the Durable Object's SQLite storage: append, replay after a seq, read the last seq. */
export class EventLog {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(
      "CREATE TABLE IF NOT EXISTS events (seq INTEGER PRIMARY KEY AUTOINCREMENT, type TEXT NOT NULL, data TEXT NOT " +
        "NULL)",
    );
  }

  /** `data` is the event's fields for its type, as the wire declares them; the room builds them per protocol. */
  append(type: LoggedType, data: Record<string, unknown>, at: string): DebateEvent {
    return timedSync("event.append", () => {
      const body = JSON.stringify({ ...data, at });
      const row = this.sql
        .exec<{ seq: number }>("INSERT INTO events (type, data) VALUES (?, ?) RETURNING seq", type, body)
        .one();
      return { seq: row.seq, type, at, ...data } as DebateEvent;
    });
  }

  since(seq: number, limit = 5000): DebateEvent[] {
    return this.sql
      .exec<{ seq: number; type: string; data: string }>(
        "SELECT seq, type, data FROM events WHERE seq > ? ORDER BY seq LIMIT ?",
        seq,
        limit,
      )
      .toArray()
      .map(
        (r) =>
          ({
            ...(JSON.parse(r.data) as Record<string, unknown>),
            seq: r.seq,
            type: r.type as LoggedType,
          }) as DebateEvent,
      );
  }

  /** The newest event of a type (e.g. a finished debate's `done`, sent again to a viewer that asks after it). */
  lastOf(type: LoggedType): DebateEvent | undefined {
    const r = this.sql
      .exec<{ seq: number; data: string }>(
        "SELECT seq, data FROM events WHERE type = ? ORDER BY seq DESC LIMIT 1",
        type,
      )
      .toArray()[0];
    return r ? ({ ...(JSON.parse(r.data) as Record<string, unknown>), seq: r.seq, type } as DebateEvent) : undefined;
  }

  lastSeq(): number {
    return this.sql.exec<{ seq: number | null }>("SELECT MAX(seq) AS seq FROM events").one().seq ?? 0;
  }
}
