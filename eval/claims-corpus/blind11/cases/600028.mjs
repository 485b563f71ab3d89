// 中国石化: blind11 voices (see README "Voices"), on dates where the figures were public.
import { build } from "../voices.mjs";
import { build2 } from "../voices2.mjs";
import { build3 } from "../voices3.mjs";

const DATES = [
  ["2025-04-30", "2024", null],
  ["2024-04-30", "2023", null],
  ["2023-05-15", "2022", null],
];
export default [
  ...build("b11-sh", "600028", "中国石化", "石化", DATES),
  ...build2("b11-sh2", "600028", "中国石化", "石化", DATES),
  ...build3("b11-sh-3", "600028", "中国石化", "石化", DATES),
];
