/**
 * The face of every package: the exact sorted list of names each entry point of each `packages/*`
 * package exports (values and types), read from the sources with the TypeScript compiler. A change of
 * face is a visible diff of `api-exports.json`: run with `UPDATE_EXPORTS=1` to regenerate it; without
 * it, the test fails when the list is stale.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const listFile = fileURLToPath(new URL('./api-exports.json', import.meta.url));

interface EntryPoint {
  /** `@anim/core`, `@anim/core/io`, … */
  readonly specifier: string;
  readonly file: string;
}

/** Every entry point named in a package's `exports`, mapped from `dist/*.js` to its `src/*.ts`. */
function entryPoints(): EntryPoint[] {
  const out: EntryPoint[] = [];
  for (const dir of readdirSync(`${root}packages`).sort()) {
    const manifest = `${root}packages/${dir}/package.json`;
    if (!existsSync(manifest)) continue;
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; exports?: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(pkg.exports ?? { '.': './dist/index.js' })) {
      if (subpath === './package.json') continue;
      const js = typeof target === 'string' ? target : (target as { default?: string; import?: string }).default ?? (target as { import?: string }).import;
      if (js === undefined) throw new Error(`${pkg.name} exports ${subpath} without a default target`);
      const file = `${root}packages/${dir}/${js.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')}`;
      out.push({ specifier: subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`, file });
    }
  }
  return out;
}

/** `{ values, types }` exported by each entry point, sorted. */
function exportLists(): Record<string, { values: string[]; types: string[] }> {
  const entries = entryPoints();
  const paths: Record<string, string[]> = {};
  for (const e of entries) paths[e.specifier] = [e.file];
  const program = ts.createProgram(
    entries.map((e) => e.file),
    {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      noEmit: true,
      skipLibCheck: true,
      types: [],
      paths,
    },
  );
  const checker = program.getTypeChecker();
  const out: Record<string, { values: string[]; types: string[] }> = {};
  for (const { specifier, file } of entries) {
    const source = program.getSourceFile(file);
    const module = source === undefined ? undefined : checker.getSymbolAtLocation(source);
    if (module === undefined) throw new Error(`${specifier}: no module at ${file}`);
    const values: string[] = [];
    const types: string[] = [];
    for (const symbol of checker.getExportsOfModule(module)) {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      (target.flags & ts.SymbolFlags.Value ? values : types).push(symbol.name);
    }
    out[specifier] = { values: values.sort(), types: types.sort() };
  }
  return out;
}

describe('package faces', () => {
  it('every entry point exports exactly the names in api-exports.json (UPDATE_EXPORTS=1 regenerates it)', () => {
    const computed = exportLists();
    expect(Object.keys(computed)).toContain('@anim/core/io');
    if (process.env.UPDATE_EXPORTS === '1') writeFileSync(listFile, `${JSON.stringify(computed, null, 2)}\n`);
    const recorded = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as unknown) : {};
    expect(computed).toEqual(recorded);
  });
});
