// 贵州茅台: blind11 voices (see README "Voices"), on dates where the figures were public.
import { build } from "../voices.mjs";
import { build2 } from "../voices2.mjs";
import { build3 } from "../voices3.mjs";

const DATES = [
  ["2026-04-30", "2025", "2026Q1"],
  ["2025-04-30", "2024", "2025Q1"],
  ["2025-10-31", "2024", "2025M9"],
  ["2026-03-31", "2025", null],
];
export default [
  ...build("b11-mt", "600519", "贵州茅台", "茅台", DATES),
  ...build2("b11-mt2", "600519", "贵州茅台", "茅台", DATES),
  ...build3("b11-mt-3", "600519", "贵州茅台", "茅台", DATES),
];
