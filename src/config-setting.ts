import { z } from "zod";

/**
 * How one Worker var is read (src/config.ts lists them): a reader turns the trimmed text into a value or INVALID, and
 * `setting` makes it a zod field that takes its fallback when the var is unset or blank.
 */
export const INVALID = Symbol("invalid");
export type Read<T> = (value: string) => T | typeof INVALID;

/** The runtime hands vars over as strings, or as numbers and booleans when wrangler.toml writes them unquoted. */
function asText(v: unknown): string | undefined | typeof INVALID {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  return INVALID;
}

/**
 * One var: `allowed` says what it may be (the error reads "<VAR> must be <allowed>"); unset, empty or blank takes the
 * fallback, made afresh per parse so no caller shares a list or set with another.
 */
export function setting<T, D = T>(allowed: string, read: Read<T>, fallback: () => D) {
  // Optional so that a var missing from the object (not only an undefined one) reaches the fallback.
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): T | D => {
      const text = asText(raw);
      const value = text === INVALID ? INVALID : text?.trim();
      if (value === undefined || value === "") return fallback();
      const out = value === INVALID ? INVALID : read(value);
      if (out === INVALID) {
        ctx.addIssue({ code: "custom", message: allowed });
        return z.NEVER;
      }
      return out;
    });
}

export const numberIn =
  (min: number, max: number, { integer = false, round = false } = {}): Read<number> =>
  (s) => {
    const n = Number(s);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) return INVALID;
    return round ? Math.round(n) : n;
  };
export const num = (min: number, max: number, fallback: number, opts: { round?: boolean } = {}) =>
  setting(`a number from ${min} to ${max}`, numberIn(min, max, opts), () => fallback);
export const int = (min: number, max: number, fallback: number) =>
  setting(
    max === Number.MAX_SAFE_INTEGER ? `an integer of at least ${min}` : `an integer from ${min} to ${max}`,
    numberIn(min, max, { integer: true }),
    () => fallback,
  );

const quoted = (values: readonly string[]) =>
  values
    .map((v) => `"${v}"`)
    .join(", ")
    .replace(/, ([^,]*)$/, " or $1");
export function oneOf<const V extends string>(values: readonly V[], fallback: V) {
  return setting(
    quoted(values),
    (s) => ((values as readonly string[]).includes(s) ? (s as V) : INVALID),
    () => fallback,
  );
}

/** Vars compared against "on"/"off" exactly. */
export const onOff = (fallback: boolean) =>
  setting(
    `"on" or "off"`,
    (s) => (s === "on" ? true : s === "off" ? false : INVALID),
    () => fallback,
  );

/** The provider flags: on/off and the usual spellings of yes and no, in any case. */
export const flag = (fallback: boolean) =>
  setting(
    `on or off (or true/false, yes/no, 1/0)`,
    (s) => (/^(1|on|true|yes)$/i.test(s) ? true : /^(0|off|false|no)$/i.test(s) ? false : INVALID),
    () => fallback,
  );

export const text = setting(
  "a string",
  (s) => s,
  () => undefined,
);

export const list = (s: string) =>
  s
    .split(",")
    .map((x) => x.trim())
    .filter((x) => x !== "");
