import assert from "node:assert/strict";
import { test } from "node:test";
import { createPrefixCache } from "../bench/prefix-cache.mjs";

// One token per character keeps the arithmetic visible.
const tokens = (text) => text.length;
const msgs = (system, user) => [
  { role: "system", content: system },
  { role: "user", content: user },
];

test("the mock's prefix cache bills the longest prefix shared with an earlier request, in whole 64-token blocks", () => {
  const cache = createPrefixCache(tokens);
  const system = "s".repeat(200);
  // First request: nothing earlier, nothing hits.
  assert.equal(cache.bill(msgs(system, "a".repeat(100)), 320), 0);
  // Same system, other user text: "<|system|>" + 200 + "<|user|>" = 218 characters shared -> 3 blocks of 64.
  assert.equal(cache.bill(msgs(system, "b".repeat(100)), 320), 192);
  // The same prompt again: all of it, rounded down to a block (318 -> 256).
  assert.equal(cache.bill(msgs(system, "b".repeat(100)), 318), 256);
  // A different first byte shares nothing.
  assert.equal(cache.bill(msgs(`x${system}`, "b".repeat(100)), 320), 0);
  cache.reset();
  assert.equal(cache.bill(msgs(system, "b".repeat(100)), 320), 0);
});
