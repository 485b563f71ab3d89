/** 32 symbols with no look-alikes (no l, o, 0, 1): 256 is a multiple of 32, so every symbol is equally likely. */
const ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";

/** `prefix` + `length` random symbols (5 bits each) from the platform's cryptographic generator. */
export function randomId(prefix: string, length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return prefix + [...bytes].map((b) => ALPHABET[b % 32]).join("");
}
