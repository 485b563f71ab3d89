// 五粮液: blind11 voices (see README "Voices"), on dates where the figures were public.
import { build } from "../voices.mjs";
import { build2 } from "../voices2.mjs";
import { build3 } from "../voices3.mjs";

const DATES = [
  ["2020-05-15", "2019", null],
  ["2020-04-30", "2019", null],
  ["2019-05-15", "2018", null],
];
export default [
  ...build("b11-wly", "000858", "五粮液", "五粮液", DATES),
  ...build2("b11-wly2", "000858", "五粮液", "五粮液", DATES),
  ...build3("b11-wly-3", "000858", "五粮液", "五粮液", DATES),
];
