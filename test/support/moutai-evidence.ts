import { env } from "cloudflare:test";
import type { ChunkFigure } from "../../src/db/schema";
import type { ArgueTask, DebaterRole, EvidenceItem } from "../../src/debate/debate-types";
import type { Category, Dimension } from "../../src/domain/metric-catalog";

/**
 * A realistic evidence set for 贵州茅台(600519) as of 2025-05-01, built from the published Eastmoney F10 annual
 * figures in the shared reference folder (original FY2024 and FY2023 reports), written in the chunk format the
 * ingest pipeline produces: "贵州茅台(600519) 2024年报 营业总收入 1741.44亿元，同比+15.66%（东方财富F10，披露 2025-04-03）".
 */

type Row = Record<string, string>;

function csvRows(fileName: string): Row[] {
  const text = env.TEST_REFERENCE[fileName];
  if (text === undefined) throw new Error(`reference file ${fileName} is missing (../shared/data/reference)`);
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = (header ?? "").split(",");
  return lines.map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(cols.map((c, i) => [c, cells[i] ?? ""]));
  });
}

function rowFor(rows: Row[], code: string, reportDate: string): Row {
  const row = rows.find((r) => r.SECURITY_CODE === code && r.REPORT_DATE?.startsWith(reportDate));
  if (row === undefined) throw new Error(`no ${code} row for ${reportDate}`);
  return row;
}

const num = (row: Row, col: string): number => {
  const v = Number(row[col]);
  if (!Number.isFinite(v) || row[col] === "") throw new Error(`column ${col} is empty`);
  return v;
};

const amount = (yuan: number) => `${(yuan / 1e8).toFixed(2)}亿元`;
const signed = (pct: number) => `${pct >= 0 ? "+" : ""}${pct.toFixed(2)}%`;
const yoy = (cur: number, prev: number) => ((cur - prev) / Math.abs(prev)) * 100;

export interface MoutaiEvidence {
  all: EvidenceItem[];
  /** Seed 000 §5.2: the bull's pack holds growth and neutral items, the bear's risk and neutral items. */
  bullPack: EvidenceItem[];
  bearPack: EvidenceItem[];
  byId: (id: string) => EvidenceItem;
}

export function moutaiEvidence(): MoutaiEvidence {
  const income = csvRows("em_f10_income_annual_600519_600028_600036.csv");
  const balance = csvRows("em_f10_600519_annual_balance_cashflow.csv");
  const i24 = rowFor(income, "600519", "2024-12-31");
  const i23 = rowFor(income, "600519", "2023-12-31");
  const i22 = rowFor(income, "600519", "2022-12-31");
  const b24 = rowFor(balance, "600519", "2024-12-31");
  const b23 = rowFor(balance, "600519", "2023-12-31");
  const tag = "贵州茅台(600519)";
  const src = (disclosed: string) => `（东方财富F10，披露 ${disclosed}）`;
  const calc = (disclosed: string) => `（计算；东方财富F10，披露 ${disclosed}）`;

  let n = 0;
  const items: EvidenceItem[] = [];
  const add = (
    category: Category,
    dimension: Dimension,
    period: string,
    publicDate: string,
    text: string,
    figures: ChunkFigure[],
  ): void => {
    n += 1;
    items.push({
      id: `E${n}`,
      chunkId: `600519-chunk-${n}`,
      text,
      category,
      dimension,
      period,
      publicDate,
      source: "东方财富F10",
      sourceUrl: null,
      figures,
    });
  };

  const metric = (
    category: Category,
    dimension: Dimension,
    label: string,
    cur: Row,
    prev: Row,
    col: string,
    report: string,
  ): void => {
    const [v, p] = [num(cur, col), num(prev, col)];
    const change = yoy(v, p);
    const period = cur.REPORT_DATE!.slice(0, 10);
    const disclosed = cur.NOTICE_DATE!.slice(0, 10);
    add(
      category,
      dimension,
      period,
      disclosed,
      `${tag} ${report} ${label} ${amount(v)}，同比${signed(change)}${src(disclosed)}`,
      [
        { label, value: v, unit: "元" },
        { label: `${label}同比`, value: change, unit: "%" },
      ],
    );
  };

  // E1-E3: growth of the FY2024 report.
  metric("growth", "earnings", "营业总收入", i24, i23, "TOTAL_OPERATE_INCOME", "2024年报");
  metric("growth", "earnings", "归母净利润", i24, i23, "PARENT_NETPROFIT", "2024年报");
  metric("growth", "earnings", "扣非归母净利润", i24, i23, "DEDUCT_PARENT_NETPROFIT", "2024年报");

  // E4: cash-flow coverage of profit, FY2024 (neutral: it covers).
  const ocf24 = num(b24, "NETCASH_OPERATE");
  const np24 = num(i24, "PARENT_NETPROFIT");
  add(
    "neutral",
    "earnings",
    "2024-12-31",
    "2025-04-03",
    `${tag} 2024年报 经营活动现金流量净额 ${amount(ocf24)}，归母净利润 ${amount(np24)}，经营现金流/归母净利润 ${(ocf24 / np24).toFixed(2)}倍，现金流覆盖利润${calc("2025-04-03")}`,
    [
      { label: "经营活动现金流量净额", value: ocf24, unit: "元" },
      { label: "归母净利润", value: np24, unit: "元" },
      { label: "经营现金流/归母净利润", value: ocf24 / np24, unit: "倍" },
    ],
  );

  // E5: gross margin FY2024, computed from 营业收入 and 营业成本.
  const rev24 = num(i24, "OPERATE_INCOME");
  const cost24 = num(i24, "OPERATE_COST");
  const gm24 = ((rev24 - cost24) / rev24) * 100;
  add(
    "growth",
    "earnings",
    "2024-12-31",
    "2025-04-03",
    `${tag} 2024年报 销售毛利率 ${gm24.toFixed(2)}%（计算：(营业收入 ${amount(rev24)} - 营业成本 ${amount(cost24)}) / 营业收入；东方财富F10，披露 2025-04-03）`,
    [
      { label: "销售毛利率", value: gm24, unit: "%" },
      { label: "营业收入", value: rev24, unit: "元" },
      { label: "营业成本", value: cost24, unit: "元" },
    ],
  );

  // E6: debt ratio FY2024 (risk: it rose by more than half a point).
  const liab24 = num(b24, "TOTAL_LIABILITIES");
  const assets24 = num(b24, "TOTAL_ASSETS");
  add(
    "risk",
    "risk",
    "2024-12-31",
    "2025-04-03",
    `${tag} 2024年报 资产负债率 ${((liab24 / assets24) * 100).toFixed(2)}%（计算：总负债 ${amount(liab24)} / 总资产 ${amount(assets24)}；东方财富F10，披露 2025-04-03）`,
    [
      { label: "资产负债率", value: (liab24 / assets24) * 100, unit: "%" },
      { label: "总负债", value: liab24, unit: "元" },
      { label: "总资产", value: assets24, unit: "元" },
    ],
  );

  // E7: inventory against revenue, FY2024.
  const [inv24, inv23] = [num(b24, "INVENTORY"), num(b23, "INVENTORY")];
  const [tr24, tr23] = [num(i24, "TOTAL_OPERATE_INCOME"), num(i23, "TOTAL_OPERATE_INCOME")];
  const [invG, revG] = [yoy(inv24, inv23), yoy(tr24, tr23)];
  add(
    "neutral",
    "risk",
    "2024-12-31",
    "2025-04-03",
    `${tag} 2024年报 存货 ${amount(inv24)}（2023年报 ${amount(inv23)}），同比${signed(invG)}；营业总收入 ${amount(tr24)}（2023年报 ${amount(tr23)}），同比${signed(revG)}；存货增速高于营收增速${(invG - revG).toFixed(2)}个百分点${calc("2025-04-03")}`,
    [
      { label: "2024年报存货", value: inv24, unit: "元" },
      { label: "2023年报存货", value: inv23, unit: "元" },
      { label: "存货同比", value: invG, unit: "%" },
      { label: "2024年报营业总收入", value: tr24, unit: "元" },
      { label: "2023年报营业总收入", value: tr23, unit: "元" },
      { label: "营业总收入同比", value: revG, unit: "%" },
      { label: "存货增速高于营收增速（百分点）", value: invG - revG, unit: "%" },
    ],
  );

  // E8-E12: FY2024 balance-sheet and cost lines.
  const balanceMetric = (
    category: Category,
    dimension: Dimension,
    label: string,
    col: string,
    fromIncome = false,
  ): void => metric(category, dimension, label, fromIncome ? i24 : b24, fromIncome ? i23 : b23, col, "2024年报");
  balanceMetric("risk", "risk", "总负债", "TOTAL_LIABILITIES");
  balanceMetric("neutral", "earnings", "销售费用", "SALE_EXPENSE", true);
  balanceMetric("neutral", "earnings", "营业成本", "OPERATE_COST", true);
  balanceMetric("risk", "earnings", "合同负债", "CONTRACT_LIAB");
  balanceMetric("neutral", "risk", "货币资金", "MONETARYFUNDS");

  // E13-E15: the FY2023 report, one year older.
  metric("growth", "earnings", "营业总收入", i23, i22, "TOTAL_OPERATE_INCOME", "2023年报");
  const ocf23 = num(b23, "NETCASH_OPERATE");
  const np23 = num(i23, "PARENT_NETPROFIT");
  add(
    "risk",
    "risk",
    "2023-12-31",
    "2024-04-03",
    `${tag} 2023年报 经营活动现金流量净额 ${amount(ocf23)}，归母净利润 ${amount(np23)}，经营现金流/归母净利润 ${(ocf23 / np23).toFixed(2)}倍，现金流低于利润${calc("2024-04-03")}`,
    [
      { label: "经营活动现金流量净额", value: ocf23, unit: "元" },
      { label: "归母净利润", value: np23, unit: "元" },
      { label: "经营现金流/归母净利润", value: ocf23 / np23, unit: "倍" },
    ],
  );
  metric("growth", "earnings", "归母净利润", i23, i22, "PARENT_NETPROFIT", "2023年报");

  const byId = (id: string): EvidenceItem => {
    const item = items.find((e) => e.id === id);
    if (item === undefined) throw new Error(`no evidence ${id}`);
    return item;
  };
  return {
    all: items,
    bullPack: items.filter((e) => e.category !== "risk"),
    bearPack: items.filter((e) => e.category !== "growth"),
    byId,
  };
}

/** A round-1 argue task for 贵州茅台 as of 2025-05-01 over `pack`; `over` sets anything else. */
export function argueTask(role: DebaterRole, pack: EvidenceItem[], over: Partial<ArgueTask> = {}): ArgueTask {
  return {
    kind: "argue",
    role,
    round: 1,
    ticker: "600519",
    companyName: "贵州茅台",
    asOf: "2025-05-01",
    pack,
    ownPrevious: [],
    opponentLatest: [],
    opponentCited: [],
    citedBefore: [],
    summary: [],
    ...over,
  };
}
