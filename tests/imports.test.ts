/**
 * Layers only look down: no import circle may join two files of src, in
 * one folder or across folders, so each file can be read knowing only the
 * files below it (docs/architecture.md, "Layers"). Type-only and lazy
 * `import()` count too: each ties one file to another as surely as a value
 * import does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve('src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    return e.isDirectory() ? sources(path) : e.name.endsWith('.ts') ? [path] : [];
  });
}

/** Each source file (relative to src/) and the source files it imports. */
function importGraph(): Map<string, string[]> {
  const files = sources(SRC);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const specifiers = [
      ...[...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/gms)].map((m) => m[1]!),
      ...[...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)].map((m) => m[1]!),
    ];
    const targets = specifiers.map((s) => resolve(dirname(file), s.replace(/\.js$/, '.ts'))).filter((t) => known.has(t));
    graph.set(relative(SRC, file), targets.map((t) => relative(SRC, t)));
  }
  return graph;
}

/** The import circles: strongly connected sets of more than one file (Tarjan's algorithm). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const circle: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      circle.push(w);
    } while (w !== v);
    if (circle.length > 1) found.push(circle.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The foundation layers, bottom first: each may import only from the layers below it. */
const FOUNDATION = ['base', 'data', 'procgen'];

describe('imports between concerns', () => {
  it('no import circle joins any two files of src, counting type-only imports', () => {
    expect(circles(importGraph()).map((c) => c.join(', '))).toEqual([]);
  });

  it.each(FOUNDATION)('src/%s imports nothing from the layers above it', (tree) => {
    const below = FOUNDATION.slice(0, FOUNDATION.indexOf(tree) + 1);
    const upward = [...importGraph()].filter(([file]) => file.startsWith(`${tree}/`)).flatMap(([file, targets]) => targets.filter((t) => !below.some((b) => t.startsWith(`${b}/`))).map((t) => `${file} → ${t}`));
    expect(upward).toEqual([]);
  });
});
