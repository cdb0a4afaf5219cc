/**
 * The page `sim games --html` writes: rules variants side by side, each
 * with its survival curve, the depth its heroes reached and what killed
 * them. One self-contained file: inline SVG and CSS, nothing fetched, no
 * script, and every figure printed as text beside what draws it, so the
 * page reads the same in any browser, a text one included.
 */
import type { GameStats, SurvivalPoint } from '../core/bots/games.js';
import { counted } from '../base/words.js';

export interface PageVariant {
  /** The rules options that set this variant apart, as `--compare` gave them. */
  label: string;
  stats: GameStats;
  survival: SurvivalPoint[];
}

export interface PageRun {
  seed: string;
  games: number;
  turns: number;
  /** The hero's class, or a phrase for heroes of any class. */
  heroes: string;
  /** The rules every variant shares. */
  rules: string;
}

/** Causes of death drawn by name; the rarer ones are counted together, as the terminal does. */
const CAUSES_DRAWN = 10;
const WIDTH = 380;
const HEIGHT = 220;
/** Room for the axes' labels left of and below a plot. */
const LEFT = 44;
const BOTTOM = 34;
const TOP = 16;

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const pct = (part: number, whole: number) => (whole === 0 ? '0.0%' : `${((part / whole) * 100).toFixed(1)}%`);
const svg = (title: string, body: string[], height = HEIGHT) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" role="img"><title>${escape(title)}</title>${body.join('')}</svg>`;
/** A figure in the SVG, named by `data-*` attributes so it can be found again. */
const figure = (x: number, y: number, text: string, data: Record<string, string | number>, anchor = 'middle') =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" text-anchor="${anchor}" ${Object.entries(data).map(([k, v]) => `data-${k}="${escape(String(v))}"`).join(' ')}>${escape(text)}</text>`;

/** The share of heroes not yet dead against the actions taken, from every hero at 0 to the run's end; the count at each point. */
function survivalChart(v: PageVariant, turns: number): string {
  const n = v.stats.games;
  const plotW = WIDTH - LEFT - 12;
  const plotH = HEIGHT - TOP - BOTTOM;
  const x = (actions: number) => LEFT + (actions / turns) * plotW;
  const y = (surviving: number) => TOP + (1 - surviving / n) * plotH;
  const points = [{ actions: 0, surviving: n }, ...v.survival];
  return svg(`Heroes not yet dead by actions taken, ${v.label}`, [
    `<path class="axis" d="M${LEFT} ${TOP}V${TOP + plotH}H${LEFT + plotW}"/>`,
    figure(LEFT - 4, TOP + 4, '100%', { axis: 'top' }, 'end'),
    figure(LEFT - 4, TOP + plotH, '0%', { axis: 'bottom' }, 'end'),
    figure(LEFT, HEIGHT - 18, '0', { axis: 'start' }),
    figure(LEFT + plotW, HEIGHT - 18, String(turns), { axis: 'end' }, 'end'),
    figure(LEFT + plotW / 2, HEIGHT - 4, 'actions taken', { axis: 'title' }),
    `<polyline class="line" points="${points.map((p) => `${x(p.actions).toFixed(1)},${y(p.surviving).toFixed(1)}`).join(' ')}"/>`,
    ...v.survival.map((p) => `<circle class="dot" cx="${x(p.actions).toFixed(1)}" cy="${y(p.surviving).toFixed(1)}" r="2.5"/>` + figure(x(p.actions), y(p.surviving) - 6, String(p.surviving), { figure: 'surviving', actions: p.actions })),
  ]);
}

/** How many heroes' deepest zone was each depth, as columns drawn to the same scale in every variant. */
function depthChart(v: PageVariant, depths: number[], top: number): string {
  const plotW = WIDTH - LEFT - 12;
  const plotH = HEIGHT - TOP - BOTTOM;
  const step = plotW / Math.max(1, depths.length);
  const body = depths.flatMap((depth, k) => {
    const count = v.stats.deepest.find((d) => d.value === depth)?.count ?? 0;
    const h = top > 0 ? (count / top) * plotH : 0;
    const cx = LEFT + step * (k + 0.5);
    return [
      `<rect class="bar" data-bar="deepest" data-depth="${depth}" x="${(cx - step * 0.35).toFixed(1)}" y="${(TOP + plotH - h).toFixed(1)}" width="${(step * 0.7).toFixed(1)}" height="${h.toFixed(1)}"/>`,
      figure(cx, TOP + plotH - h - 3, String(count), { figure: 'deepest', depth }),
      figure(cx, TOP + plotH + 13, String(depth), { axis: 'depth' }),
    ];
  });
  return svg(`Deepest zone depth reached, ${v.label}`, [`<path class="axis" d="M${LEFT} ${TOP + plotH}H${LEFT + plotW}"/>`, ...body, figure(LEFT + plotW / 2, HEIGHT - 4, 'deepest zone depth', { axis: 'title' })]);
}

/** The commonest causes of death as bars, each with its count and share of the deaths. */
function causesChart(v: PageVariant, top: number): string {
  const deaths = v.stats.outcomes.dead;
  const rest = v.stats.causes.slice(CAUSES_DRAWN);
  const rows = [...v.stats.causes.slice(0, CAUSES_DRAWN), ...(rest.length ? [{ cause: `${rest.length} other causes`, count: rest.reduce((sum, c) => sum + c.count, 0) }] : [])];
  if (rows.length === 0) return `<p class="none" data-figure="no-deaths">No hero died.</p>`;
  const row = 20;
  const labelW = 170;
  const barW = WIDTH - labelW - 90;
  const body = rows.flatMap((c, k) => {
    const yy = TOP + k * row;
    const w = top > 0 ? (c.count / top) * barW : 0;
    const label = c.cause.length > 28 ? `${c.cause.slice(0, 27)}…` : c.cause;
    return [
      `<text x="${labelW - 6}" y="${yy + 13}" text-anchor="end"><title>${escape(c.cause)}</title>${escape(label)}</text>`,
      `<rect class="bar" data-bar="cause" data-cause="${escape(c.cause)}" x="${labelW}" y="${yy + 3}" width="${w.toFixed(1)}" height="${row - 6}"/>`,
      figure(labelW + w + 4, yy + 13, `${c.count} (${pct(c.count, deaths)})`, { figure: 'cause', cause: c.cause }, 'start'),
    ];
  });
  return svg(`Causes of death, ${v.label}`, body, TOP + rows.length * row + 8);
}

function summary(v: PageVariant): string {
  const s = v.stats;
  const cell = (name: string, count: number) => `<tr><th>${name}</th><td data-figure="${name}">${count}</td><td>${pct(count, s.games)}</td></tr>`;
  return `<table>${cell('won', s.outcomes.won)}${cell('alive', s.outcomes.alive)}${cell('dead', s.outcomes.dead)}${cell('survived', s.survived)}</table>`
    + `<p>95% Wilson interval of survival: ${(s.interval[0] * 100).toFixed(1)}% to ${(s.interval[1] * 100).toFixed(1)}%; bot actions per game: mean ${s.meanSteps.toFixed(1)}</p>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:1.5em;color:#222}
h2{margin:1.2em 0 .4em;font-size:1.1em}
.row{display:flex;flex-wrap:wrap;gap:1.5em}
section{flex:0 0 ${WIDTH}px}
h3{font-size:1em;margin:.2em 0;font-family:monospace}
svg text{font:11px sans-serif;fill:#222}
.axis{fill:none;stroke:#888}
.line{fill:none;stroke:#1f6fb2;stroke-width:2}
.dot{fill:#1f6fb2}
.bar{fill:#4a90c8}
table{border-collapse:collapse}th,td{padding:0 .8em 0 0;text-align:right}th{text-align:left;font-weight:normal}`;

/** The whole page: a row of the variants for each chart, so each chart is compared across them at a glance. */
export function gamesPage(run: PageRun, variants: readonly PageVariant[]): string {
  // Every depth from the shallowest reached to the deepest, so that the columns stand where the depths are.
  const reached = variants.flatMap((v) => v.stats.deepest.map((d) => d.value));
  const depths = reached.length ? Array.from({ length: Math.max(...reached) - Math.min(...reached) + 1 }, (_, k) => Math.min(...reached) + k) : [];
  const topDepth = Math.max(0, ...variants.flatMap((v) => v.stats.deepest.map((d) => d.count)));
  const topCause = Math.max(0, ...variants.flatMap((v) => v.stats.causes.map((c) => c.count)), ...variants.map((v) => v.stats.causes.slice(CAUSES_DRAWN).reduce((sum, c) => sum + c.count, 0)));
  const row = (title: string, draw: (v: PageVariant) => string) =>
    `<h2>${escape(title)}</h2><div class="row">${variants.map((v) => `<section data-variant="${escape(v.label)}"><h3>${escape(v.label)}</h3>${draw(v)}</section>`).join('')}</div>`;
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>athack sim games: ${escape(variants.map((v) => v.label).join(' vs '))}</title><style>${STYLE}</style></head>
<body><h1>Bot games, rules variants side by side</h1>
<p>${counted(run.games, 'game')} of ${escape(run.heroes)} under each variant, at most ${counted(run.turns, 'action')} each, seed ${escape(JSON.stringify(run.seed))}; rules shared by every variant: ${escape(run.rules)}. The same seed plays the same heroes and dungeons in each, so the differences are the variants'.</p>
${row('Outcomes', summary)}
${row('Survival: heroes not yet dead by actions taken', (v) => survivalChart(v, run.turns))}
${row('Deepest zone depth reached (heroes)', (v) => depthChart(v, depths, topDepth))}
${row('Causes of death (deaths)', (v) => causesChart(v, topCause))}
</body></html>
`;
}
