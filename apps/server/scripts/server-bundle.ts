// The production server: src/main.ts and @ds/domain bundled by esbuild into plain JavaScript
// that `node` runs (`npm start`, the browser tests); packages of node_modules stay imports.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const SERVER_DIST = fileURLToPath(new URL('../dist/', import.meta.url));
export const SERVER_BUNDLE = `${SERVER_DIST}main.js`;
const ENTRY = fileURLToPath(new URL('../src/main.ts', import.meta.url));

const PACKAGE_NAME = /^(?:@[^/]+\/)?[^/]+/;
const RESOLVING = Symbol('resolving');

/**
 * Bare imports stay imports that Node resolves at run time, except the workspace's own
 * packages. A file of a package without an export map named without its extension
 * (`dayjs/plugin/utc`: bundlers and tsx accept it, Node does not) gets its file name.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, async ({ path, kind, resolveDir, pluginData }) => {
      if (path.startsWith('@ds/') || pluginData === RESOLVING) return undefined;
      const name = PACKAGE_NAME.exec(path)?.[0] ?? path;
      if (isBuiltin(path) || path === name || extname(path)) return { path, external: true };
      const { path: file } = await esbuild.resolve(path, { kind, resolveDir, pluginData: RESOLVING });
      const marker = `${sep}node_modules${sep}${name.replace('/', sep)}${sep}`;
      const root = file.slice(0, file.lastIndexOf(marker) + marker.length);
      const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { exports?: unknown };
      return { path: manifest.exports ? path : `${name}/${relative(root, file).split(sep).join('/')}`, external: true };
    });
  },
};

/**
 * Modules find their files beside their source (`new URL('./localities.tsv', import.meta.url)`:
 * migrations, reference data, the project root): each module's `import.meta.url` becomes its
 * source file's URL, relative to the bundle, so those files are read where they are.
 */
function sourceUrls(outdir: string): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
        const source = relative(outdir, path).split(sep).join('/');
        const url = `new URL(${JSON.stringify(source)}, import.meta.url).href`;
        return { contents: (await readFile(path, 'utf8')).replaceAll('import.meta.url', url), loader: 'ts' };
      });
    },
  };
}

/**
 * Builds `outdir/main.js` and its chunks. Each file is written beside and renamed into place,
 * `main.js` last, so a server starting meanwhile reads whole files that import each other.
 */
export async function buildServer(outdir = SERVER_DIST): Promise<void> {
  const result = await build({
    entryPoints: { main: ENTRY },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    keepNames: true,
    sourcemap: 'linked',
    write: false,
    logLevel: 'warning',
    plugins: [externalPackages, sourceUrls(outdir)],
  });
  const entry = join(outdir, 'main.js');
  const files = result.outputFiles.sort((a, b) => Number(a.path === entry) - Number(b.path === entry));
  for (const file of files) {
    await mkdir(dirname(file.path), { recursive: true });
    const partial = `${file.path}.${process.pid}.partial`;
    await writeFile(partial, file.contents);
    await rename(partial, file.path);
  }
}
