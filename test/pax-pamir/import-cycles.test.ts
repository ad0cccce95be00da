/**
 * No circle of imports in Pax Pamir's rules, wiring or board: each module can be read after the ones it
 * imports (the task engine drives Wakhan through an interface, the board's sub-views take their shared
 * helpers from labels.ts). Type-only imports count too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROOT = resolve(__dirname, '../..');
const FOLDERS = ['games/pax-pamir', 'client/boards/pax-pamir'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The file a relative import names, if it is one of `files`. */
function resolveImport(from: string, specifier: string, files: Set<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => files.has(path));
}

/** The import graph of the files, as file to the files it imports. */
function importGraph(paths: string[]): Map<string, string[]> {
  const files = new Set(paths);
  const graph = new Map<string, string[]>();
  for (const file of paths) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((f) => resolveImport(file, f.fileName, files)).filter((path): path is string => path !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle found by a depth-first walk, as the paths around it (empty when the graph is acyclic). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

describe('imports form no circle', () => {
  const graph = importGraph(FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder))));

  test('the walk finds the modules and their imports', () => {
    const rules = [...graph.keys()].filter((file) => file.includes('/rules/'));
    expect(rules.length).toBeGreaterThan(15);
    expect(graph.get(join(ROOT, 'games/pax-pamir/rules/flow.ts'))).toContain(join(ROOT, 'games/pax-pamir/rules/tasks.ts'));
  });

  test('a circle would be found', () => {
    const circle = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(cycles(circle)).toEqual([['a', 'b', 'c', 'a']]);
  });

  test.each(FOLDERS)('%s', (folder) => {
    const inFolder = (file: string) => relative(ROOT, file).startsWith(folder);
    const circles = cycles(graph)
      .filter((circle) => circle.some(inFolder))
      .map((circle) => circle.map((file) => relative(ROOT, file)).join(' → '));
    expect(circles).toEqual([]);
  });
});
