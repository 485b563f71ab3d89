/**
 * What an invocation (a Worker request, the cron, a Durable Object's call) takes from the configuration for the
 * isolate-wide primitives in src/shared/: the log level and profiling. They live here, not in shared/, so the floor
 * never reads the configuration itself.
 */
import { type ConfigSource, readConfig } from "./config";
import { setLogLevel } from "./shared/log";
import { setProfiling } from "./shared/profile";

/**
 * Reads LOG_LEVEL for this invocation (the Worker's requests and cron, each Durable Object). An invalid configuration
 * leaves the level as it was: the config check reports that, not the logger.
 */
export function useLogLevel(env: ConfigSource): void {
  try {
    setLogLevel(readConfig(env).LOG_LEVEL);
  } catch {
    // reported by the configuration check
  }
}

/**
 * Reads PROFILE for this invocation and switches the isolate's profiling to match; false when the configuration is
 * invalid (the API's config check reports that, not the profiler).
 */
export function profileRequested(env: ConfigSource): boolean {
  let on = false;
  try {
    on = readConfig(env).PROFILE;
  } catch {
    // reported by the configuration check; profiling stays off
  }
  setProfiling(on);
  return on;
}
