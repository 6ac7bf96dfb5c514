/**
 * No import cycles, between files or between packages (issue #29): dpdm (a maintained TypeScript-aware
 * dependency parser) reads every source, test and bench file of the workspace, type-only imports
 * included, and finds the file cycles; the package graph is the workspace packages' declared
 * dependencies (dev dependencies included), plus every import that crosses from one package's folder
 * into another's, which must be one of them.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface WorkspacePackage {
  readonly name: string;
  /** `packages/core/`, relative to the repository root. */
  readonly dir: string;
  readonly dependsOn: readonly string[];
}

function workspacePackages(): WorkspacePackage[] {
  const out: WorkspacePackage[] = [];
  for (const group of ['packages', 'apps']) {
    for (const entry of readdirSync(`${root}${group}`).sort()) {
      const manifest = `${root}${group}/${entry}/package.json`;
      if (!existsSync(manifest)) continue;
      const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; dependencies?: object; devDependencies?: object; peerDependencies?: object };
      const deps = [pkg.dependencies, pkg.devDependencies, pkg.peerDependencies].flatMap((d) => Object.keys(d ?? {}));
      out.push({ name: pkg.name, dir: `${group}/${entry}/`, dependsOn: deps.filter((d) => d.startsWith('@anim/')) });
    }
  }
  return out;
}

const packages = workspacePackages();
const packageOf = (file: string): WorkspacePackage | undefined => packages.find((p) => file.startsWith(p.dir));

/** Every `.ts` file of every package and app (sources, tests, benches, scripts), dist and dependencies left out. */
async function fileTree(): Promise<DependencyTree> {
  return parseDependencyTree(['packages/*/{src,test,bench}/**/*.ts', 'apps/*/{src,test,bench,scripts}/**/*.ts', 'apps/docs/.vitepress/**/*.ts'], {
    context: root,
    cwd: root,
    transform: false,
    skipDynamicImports: false,
    exclude: /node_modules|\/dist\//,
  });
}

/** Cycles in a graph given as adjacency lists, each as the path that closes it. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): void => {
    state.set(node, 'open');
    path.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') found.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return found;
}

describe('import cycles', async () => {
  const tree = await fileTree();

  it('reads the workspace (sanity: the files and the imports are there)', () => {
    expect(Object.keys(tree).length).toBeGreaterThan(500);
    expect(tree['packages/mrtk/src/types.ts']).toBeDefined();
  });

  it('no cycle between files (type-only and dynamic imports included)', () => {
    expect(parseCircular(tree, false).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('every import from one package into another goes to a declared dependency', () => {
    const undeclared = new Set<string>();
    for (const [file, deps] of Object.entries(tree)) {
      const from = packageOf(file);
      if (from === undefined || deps === null) continue;
      for (const dep of deps) {
        const to = dep.id === null ? undefined : packageOf(dep.id);
        if (to !== undefined && to !== from && !from.dependsOn.includes(to.name)) undeclared.add(`${file} → ${dep.id!} (${to.name})`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });

  it('no cycle between packages (dev dependencies included)', () => {
    const graph = new Map(packages.map((p) => [p.name, p.dependsOn]));
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
