// The Worker's structured log lines (src/shared/log.ts: one per request, debate step and source fetch) would bury the
// test report. They are dropped here, inside the runtime, rather than filtered by vitest's onConsoleLog: a line that a
// Durable Object's alarm writes just as a test file ends would otherwise still be on its way to vitest when the file's
// worker closes ("Closing rpc while onUserConsoleLog was pending", which fails the run). Tests that check the lines
// capture console.log themselves (test/support/captured-logs.ts), which replaces this filter while they capture.
// Unit files share one isolate (isolate: false) and run this per file: wrap once.
const QUIET = Symbol.for("debatedesk.quietLogs");
if (!(QUIET in console.log)) {
  const write = console.log.bind(console);
  console.log = Object.assign(
    (...args: unknown[]) => {
      if (typeof args[0] === "string" && args[0].startsWith('{"level":')) return;
      write(...args);
    },
    { [QUIET]: true },
  );
}
