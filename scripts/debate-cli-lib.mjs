// Pure parts of the terminal client (scripts/debate-cli.mjs): argument parsing and how events read in a terminal.
// Kept free of I/O so test-node/debate-cli.test.mjs can check them directly.
import { AGENT_ROLE, failureOf, ROLE, STANCE } from "../public/lib/labels.js";
import { parseBatchList } from "./batch-cli-lib.mjs";

export const DEFAULT_URL = "http://localhost:8787";

/**
 * Text from sources and models as a terminal shows it: control characters (an ESC starts a sequence that can clear the
 * screen or retitle the window) and invisible format characters (a bidi override reorders what is read) are dropped,
 * line breaks become spaces. The server already normalises ingested text; this covers model output and old data.
 * @param {unknown} text
 */
export function termText(text) {
  return String(text ?? "")
    .replace(/\s*[\r\n]+\s*/g, " ")
    .replace(/[\p{Cc}\p{Cf}]/gu, "");
}

export const USAGE = `Usage: npm run debate -- <ticker> [--protocol <id>] [--rounds 1-5] [--as-of YYYY-MM-DD]
                                [--fresh] [--memory|--no-memory] [--ablation] [--url ${DEFAULT_URL}]
                                [--out report.md] [--json]
       npm run debate -- --id <debate id> [--url ...] [--out report.md] [--json]     (watch a debate, from its start)
       npm run debate -- --batch 600519,300750,... --key <API key> [--protocol <id>] [--rounds 1-5] [--url ...] [--json]

Starts a debate on a DebateDesk server and shows every turn from the start (points with their marks), then the
verdict, and saves the Markdown report (default ./reports/debatedesk-<ticker>-<id>.md). A cached answer prints the
report as plain text, as wide as the terminal. --json: progress goes to stderr and stdout gets the final state as JSON
(GET /api/debates/:id).
--protocol: one of the server's protocols (GET /api/protocols lists them; default: the server's default).
--ablation: after the verdict the same judge judges the opening round alone (one extra judge call, shown in the
        report's 评分 section); protocols with a judge only, 2 or more rounds.
--batch: debates the tickers as one batch run (POST /api/batches), a progress bar while it runs, then a results
table; --key (or DEBATEDESK_KEY) is an API key with the debate scope (README "Keys, watchlists and batches").`;

/**
 * Why a protocol the server does not run cannot be asked for, or null when it can.
 * @param {{ id: string }[]} protocols the server's registry (GET /api/protocols)
 * @param {string | undefined} id
 */
export function protocolError(protocols, id) {
  if (id === undefined || protocols.some((p) => p.id === id)) return null;
  return `--protocol must be one of ${protocols.map((p) => p.id).join(", ")}`;
}

/**
 * @param {string[]} argv arguments after the script name
 * @returns {{ ok: true, help?: boolean, ticker?: string, id?: string, rounds?: number, protocol?: string, memory?: boolean, ablation?: boolean, json: boolean, url: string, out?: string, asOf?: string, fresh: boolean } | { ok: false, error: string }}
 */
export function parseArgs(argv) {
  /** @type {any} */
  const opts = { ok: true, url: DEFAULT_URL, fresh: false, json: false };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const [flag, inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || (inline === undefined && v.startsWith("--"))) throw new Error(`${flag} needs a value`);
      return v;
    };
    try {
      switch (flag) {
        case "-h":
        case "--help":
          return { ...opts, help: true };
        case "--rounds": {
          const n = Number(value());
          if (!Number.isInteger(n) || n < 1 || n > 5)
            return { ok: false, error: "--rounds must be a whole number from 1 to 5" };
          opts.rounds = n;
          break;
        }
        case "--url": {
          const u = value();
          if (!/^https?:\/\/[^/\s]+/.test(u))
            return { ok: false, error: `--url must be an http(s) address, e.g. ${DEFAULT_URL}` };
          opts.url = u.replace(/\/+$/, "");
          break;
        }
        case "--out":
          opts.out = value();
          break;
        case "--id": {
          const id = value();
          if (!/^d_[a-z0-9]{12}$/.test(id)) return { ok: false, error: "--id takes a debate id like d_abc123def456" };
          opts.id = id;
          break;
        }
        case "--as-of": {
          const d = value();
          if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return { ok: false, error: "--as-of takes a date as YYYY-MM-DD" };
          opts.asOf = d;
          break;
        }
        case "--fresh":
          opts.fresh = true;
          break;
        case "--protocol": {
          // Which protocols exist is the server's to say (GET /api/protocols): only the shape of an id is checked here.
          const p = value();
          const error = "--protocol takes a protocol id, as GET /api/protocols lists them";
          if (!/^[a-z][a-z0-9_-]{0,39}$/.test(p)) return { ok: false, error };
          opts.protocol = p;
          break;
        }
        case "--memory":
        case "--no-memory":
          opts.memory = flag === "--memory";
          break;
        case "--ablation":
          opts.ablation = true;
          break;
        case "--json":
          opts.json = true;
          break;
        case "--batch": {
          const list = parseBatchList(value());
          if (!list.ok) return list;
          opts.batch = list.tickers;
          break;
        }
        case "--key":
          opts.key = value();
          break;
        default:
          if (flag.startsWith("-")) return { ok: false, error: `unknown option ${flag}` };
          positional.push(arg);
      }
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }
  if (opts.batch) return batchOptions(opts, positional);
  if (opts.key) return { ok: false, error: "--key is for --batch (a single debate needs no key)" };
  if (positional.length > 1) return { ok: false, error: `one ticker at a time (got ${positional.join(", ")})` };
  if (positional.length === 1) opts.ticker = positional[0];
  if (!opts.ticker && !opts.id)
    return { ok: false, error: "name a ticker, e.g. npm run debate -- 600519 (or --id to watch a running debate)" };
  if (opts.ticker && opts.id) return { ok: false, error: "give either a ticker or --id, not both" };
  if (
    opts.id &&
    (opts.protocol || opts.rounds || opts.memory !== undefined || opts.asOf || opts.fresh || opts.ablation)
  ) {
    return {
      ok: false,
      error:
        "--id watches a debate as it was started: --protocol, --rounds, --memory, --ablation, --as-of and --fresh " +
        "do not apply",
    };
  }
  return opts;
}

/** --batch: the tickers come from the flag; what a batch does not take is refused, never ignored. */
function batchOptions(opts, positional) {
  if (positional.length > 0 || opts.id)
    return { ok: false, error: "--batch names its tickers itself: no ticker or --id" };
  if (opts.asOf || opts.fresh || opts.memory !== undefined || opts.out || opts.ablation) {
    return {
      ok: false,
      error:
        "--batch debates as of the data's usual day: --as-of, --fresh, --memory, --ablation and --out do not apply",
    };
  }
  return opts;
}

/** The adversarial sides by their Chinese names (the page's ROLE). */
const SIDE = ROLE;
/** A graph role by the title the page and the report give it (fin_earnings → 收益分析师). */
const roleTitle = (role) => AGENT_ROLE[role] ?? termText(role);
const MARK = { verified: "✓", doubtful: "?", unverifiable: "~", invalid: "✗" };
// The server's STATUS_ZH (src/domain/labels.ts); a terminal shows Chinese, never the enum.
const STATUS = { queued: "排队中", running: "辩论进行中", judging: "裁判评议中", done: "已完成", failed: "失败" };

/**
 * A rebuttal's target as a reader names it ("多方第1轮论点2", as the report does), from the turns seen so far;
 * ids stay off the screen.
 */
function targetName(id, progress) {
  const m = /^(bull|bear)-t(\d+)-p(\d+)$/.exec(String(id));
  const round = m ? progress.rounds_of?.[`${m[1]}-t${m[2]}`] : undefined;
  if (!m) return "对方论点";
  return `${SIDE[m[1]]}${round === undefined ? "" : `第${round}轮`}论点${m[3]}`;
}

/** `?since=0`: the whole debate from its first event, whenever the client connects (then the server closes). */
export const wsUrl = (base, id) => `${base.replace(/^http/, "ws")}/api/debates/${id}/ws?since=0`;
export const pageUrl = (base, id) => `${base}/d/${id}`;
export const REPORTS_DIR = "reports";
export const reportFileName = (ticker, id) => `debatedesk-${ticker}-${id}.md`;

/**
 * The plain-text report for this terminal (GET report.md?format=text): as wide as the window, within the 40-200
 * columns the server lays out, 80 when stdout is no terminal (a pipe, a file).
 * @param {string} id
 * @param {number | undefined} columns process.stdout.columns
 */
export function textReportPath(id, columns) {
  const width = columns ? Math.min(200, Math.max(40, Math.floor(columns))) : 80;
  return `/api/debates/${id}/report.md?format=text&width=${width}`;
}

const tokens = (usage) => (usage ? usage.promptTokens + usage.completionTokens : 0);
const pct = (x) => `${Math.round(x * 100)}%`;

/**
 * Progress state the formatter keeps between events (rounds planned, token budget, who is speaking, each open turn's
 * line of live text still being written, and each graph node's title for the step lines).
 */
export function createProgress() {
  return { rounds: 0, budget: 0, speaking: null, drafts: {}, titles: {} };
}

/** How a line of a turn still being written is printed: indented and marked as a draft, before its checked points. */
const DRAFT = "   … ";

/**
 * Whose draft a piece of live text belongs to. A graph protocol's analysts speak at once, their pieces interleaved:
 * each turn (told apart by turnSeq) keeps its own open line, so one analyst's text never runs into another's.
 */
const draftKey = (event) => (isGraphRole(event.role) ? `${event.role}#${event.turnSeq}` : "side");
/** The adversarial sides and judge speak one at a time; every other role is a graph protocol's. */
const isGraphRole = (role) => Boolean(role) && !SIDE[role];

/**
 * A graph role's draft line names its speaker (analysts run in parallel, and a reader scanning back should not have to
 * find the header); the adversarial sides speak one at a time under their own header.
 */
const draftLabel = (role) => (isGraphRole(role) ? `【${roleTitle(role)}】` : "");

/**
 * A stage's end without a round summary (`round.completed` with `{ step, nodes }`): who finished, by the titles their turns were started
 * with (a node never seen started is named by its role title, else by its id), and whether the router left its plan.
 */
function stepLine(event, progress) {
  const names = [...new Set(event.nodes.map((n) => progress.titles[n] ?? AGENT_ROLE[n] ?? termText(n)))];
  const who = names.length > 1 ? `${names.join("、")}（${names.length} 位并行）` : (names[0] ?? "本步");
  return `— 本步完成：${who}${event.detour ? " · 路由改道（详见报告）" : ""}`;
}

/**
 * Lines to print for one WebSocket event (may be none). A turn's live text (`turn.delta`: readable Chinese, one field
 * per line, never the model's JSON) is printed a line at a time as each line is complete, marked as a draft; the
 * checked points follow in turn.completed.
 * @returns {string[]}
 */
export function formatEvent(event, progress) {
  switch (event.type) {
    case "snapshot": {
      const s = event.state;
      progress.rounds = s.rounds;
      progress.budget = s.tokenBudget;
      const model = s.models?.offline
        ? "离线规则引擎（非大模型）"
        : `${s.models?.quick ?? "?"} / 裁判 ${s.models?.deep ?? "?"}`;
      return [
        `${termText(s.companyName)}（${s.ticker}）数据截至 ${s.asOf} · ${s.rounds} 轮 · 模型 ${model} · 状态 ${STATUS[s.status] ?? "未知"}`,
      ];
    }
    case "turn.started": {
      progress.speaking = event.role;
      progress.drafts[draftKey(event)] = "";
      if (event.node) progress.titles[event.node] = roleTitle(event.role);
      if (event.role === "judge") return ["▶ 裁判评议中…"];
      return SIDE[event.role]
        ? [`▶ 第${event.round}/${progress.rounds || "?"}轮 · ${SIDE[event.role]}发言中…`]
        : [`▶ ${roleTitle(event.role)}发言中…`];
    }
    case "turn.delta": {
      // A re-asked or retried reply starts anew: what the failed attempt showed is not the turn's text.
      const key = draftKey(event);
      const label = draftLabel(event.role);
      const restart = event.restart ? [`${DRAFT}${label}（重新生成）`] : [];
      const lines = ((event.restart ? "" : (progress.drafts[key] ?? "")) + String(event.text ?? "")).split("\n");
      progress.drafts[key] = lines.pop() ?? "";
      return [...restart, ...lines.filter((l) => l.trim() !== "").map((l) => `${DRAFT}${label}${termText(l)}`)];
    }
    case "turn.completed": {
      const t = event.turn;
      // The last line of the draft, still open when the turn ended.
      const key = draftKey({ turnSeq: t.seq, role: t.role });
      const open = progress.drafts[key] ?? "";
      const tail = open.trim() === "" ? [] : [`${DRAFT}${draftLabel(t.role)}${termText(open)}`];
      delete progress.drafts[key];
      progress.rounds_of = { ...(progress.rounds_of ?? {}), [`${t.role}-t${t.seq}`]: t.round };
      const spent = tokens(event.usage);
      const budget = progress.budget ? `/${progress.budget}` : "";
      const who = SIDE[t.role] ?? roleTitle(t.role);
      const points = t.points ?? [];
      const hit = typeof t.hitRate === "number" ? ` · 核验通过 ${pct(t.hitRate)}` : "";
      const head = t.error
        ? `✗ ${who}发言失败：${termText(failureOf(t))}`
        : t.role === "judge"
          ? `✓ 裁判完成`
          : SIDE[t.role]
            ? `✓ ${who} 第${t.round}轮：${points.length} 个观点${hit}`
            : `✓ ${who}：${points.length} 个观点${hit}`;
      const attempts = t.attempts?.length > 1 ? ` · ${t.attempts.length} 次尝试` : "";
      const lines = [...tail, `${head}${attempts} · 累计 tokens ${spent}${budget}`];
      for (const p of points) {
        const cites = (p.evidence ?? []).map((e) => e.id).join(",");
        lines.push(
          `   ${MARK[p.verification?.status] ?? "·"} ${termText(p.claim)}（${cites}${p.rebuts ? ` 回应：${targetName(p.rebuts, progress)}` : ""}）`,
        );
      }
      return lines;
    }
    case "round.completed":
      // Every protocol's stage end names its step; a protocol whose stages are rounds adds the round's shares.
      return typeof event.hitRate === "number"
        ? [`— 第${event.round}轮结束 · 本轮核验通过 ${pct(event.hitRate)} · 全场 ${pct(event.debateHitRate)}`]
        : [stepLine(event, progress)];
    case "converged":
      return [`— 提前结束（${event.reason === "budget" ? "词元预算" : "观点收敛"}）：${termText(event.detail)}`];
    case "verdict":
      return formatVerdict(event.verdict, event.hitRate);
    case "failed":
      // reasonZh: the reason for readers; `reason` is the operators' (a provider's English, in debates logged before).
      return [`✗ 辩论失败：${termText(failureOf({ failure: event.reasonZh }))}`];
    default:
      return [];
  }
}

export function formatVerdict(verdict, hitRate) {
  const s = verdict.scores;
  const lines = [
    "",
    `裁决：${STANCE[verdict.stance]?.text ?? verdict.stance}（${verdict.confidence}）`,
    `  辩论质量：综合 ${s.overall} · 事实 ${s.factuality} · 逻辑 ${s.logic} · 相关 ${s.relevance} · 风险覆盖 ${s.riskCoverage}${hitRate === undefined ? "" : ` · 命中率 ${pct(hitRate)}`}`,
    `  ${termText(verdict.coreConclusion)}`,
    `  规则：${verdict.rule}`,
  ];
  for (const f of verdict.disputeFocus ?? []) lines.push(`  争议：${termText(f)}`);
  for (const r of verdict.risks ?? []) lines.push(`  风险：${termText(r)}`);
  return lines;
}

/**
 * The direction's calibrated probability per horizon (GET /api/track-record/probability/:id), printed beside the
 * quality score; a debate not in the track record says so.
 */
export function formatProbability(answer) {
  if (!answer?.horizons) return ["方向概率：本次辩论未记入战绩，没有方向概率"];
  const pct = (p) => `${Math.round(p * 1000) / 10}%`;
  return [
    "方向判断的校准概率（与辩论质量分开）：",
    ...answer.horizons.map((x) => {
      if (x.probability === null) return `  ${x.label}：${termText(x.note)}`;
      // The note repeats the figure ("校准概率 53.7%（…）"): only its reasons follow the words.
      return `  ${x.label}：${pct(x.probability)}（${x.words}）${termText(x.note.replace(/^校准概率 [\d.]+%/, ""))}`;
    }),
  ];
}

/** One line of totals from the final state: calls, tokens (estimated or cached), cost when priced. */
export function formatUsage(usage) {
  const parts = [`${usage.calls} 次模型调用`, `tokens ${usage.promptTokens}+${usage.completionTokens}`];
  if (usage.estimated) parts.push("含估算");
  if (usage.cached) parts.push(`${usage.cached} 次来自回复缓存`);
  if (usage.cost !== undefined) parts.push(`费用 ${usage.cost}${usage.currency ? ` ${usage.currency}` : ""}`);
  const cachedShare = Math.round((100 * (usage.cachedPromptTokens ?? 0)) / Math.max(1, usage.promptTokens));
  if (usage.cachedPromptTokens) parts.push(`前缀缓存命中 ${cachedShare}%`);
  return `用量：${parts.join(" · ")}`;
}

/** The API's error body as one or more lines, with ticker suggestions when there are any. */
export function formatApiError(status, body) {
  const err = body?.error;
  if (!err) return [`server answered ${status}`];
  const lines = [`${err.message} (${err.code}, HTTP ${status})`];
  if (Array.isArray(err.suggestions) && err.suggestions.length > 0) {
    lines.push(`Did you mean: ${err.suggestions.map((s) => `${s.code} ${s.name}`).join(", ")}`);
  }
  return lines;
}

export function watchHint(base, id) {
  return [
    `The debate keeps running on the server (${id}).`,
    `Watch it again: npm run debate -- --id ${id} --url ${base}`,
    `Or open: ${pageUrl(base, id)}`,
  ];
}
