/**
 * No cycles between server modules (docs/ARCHITECTURE.md, "Server modules"): import-x/no-cycle sees files, this sees
 * module folders. It reads every source file of src/server/modules, takes each import that reaches another module's
 * folder, and fails with the cycle it finds, so two modules that need each other get a shared rule
 * (src/server/shared) or one of them moves, instead of a loop a newcomer has to untangle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const modulesDir = join(src, 'server', 'modules');

/** Every module folder, with the other modules its files import (tests included: a test is part of its module). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const area of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const needs = new Set<string>();
    graph.set(area.name, needs);
    const files = readdirSync(join(modulesDir, area.name), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => /\.tsx?$/.test(name))) {
      const path = join(modulesDir, area.name, file);
      const text = readFileSync(path, 'utf8');
      for (const [, specifier] of text.matchAll(/(?:from|import\(|vi\.mock\()\s*'([^']+)'/g)) {
        const target = specifier!.startsWith('@/')
          ? join(src, specifier!.slice(2))
          : specifier!.startsWith('.')
            ? resolve(dirname(path), specifier!)
            : undefined;
        if (!target?.startsWith(modulesDir + sep)) continue;
        const other = relative(modulesDir, target).split(sep)[0]!;
        if (other !== area.name) needs.add(other);
      }
    }
  }
  return graph;
}

/** A cycle of the graph as the path that closes it (`a -> b -> a`), or undefined. */
function findCycle(graph: Map<string, Set<string>>): string[] | undefined {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const open = path.indexOf(node);
    if (open >= 0) return [...path.slice(open), node];
    if (done.has(node)) return undefined;
    path.push(node);
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(node);
    return undefined;
  };
  for (const node of [...graph.keys()].sort()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe('server module graph', () => {
  it('has no cycle between module folders', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(10);
    expect(findCycle(graph)?.join(' -> ') ?? 'no cycle').toBe('no cycle');
  });

  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set<string>()],
    ]);
    expect(findCycle(graph)).toEqual(['a', 'b', 'c', 'a']);
    graph.get('c')!.delete('a');
    expect(findCycle(graph)).toBeUndefined();
  });
});
