// Bundles the server into plain JavaScript that `node` runs directly, so `npm start` pays no
// TypeScript transform. Our code and the domain package are bundled; every npm package stays
// external and is loaded from node_modules as usual (PGlite's wasm, argon2's native addon, and
// anything that reads its own files next to itself keep working untouched).
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Bare imports stay imports, except our own workspace packages, which ship TypeScript sources. */
const externalPackages = {
  name: 'external-packages',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@salahkar/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A few modules find files beside their source (migrations, fonts, the assistant's corpus, the
 * repository root for `.env` and the web app). Bundled, `import.meta` would name the bundle's
 * chunk instead, so each source's `import.meta.dirname`/`url`/`filename` is rewritten to its own
 * place in the source tree, worked out from wherever the bundle sits when it runs.
 */
function sourceLocations(outdir) {
  return {
    name: 'source-locations',
    setup(esbuild) {
      esbuild.onLoad({ filter: /\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
        const file = JSON.stringify(path.relative(outdir, args.path));
        const dir = JSON.stringify(path.relative(outdir, path.dirname(args.path)));
        const contents =
          "import __sourcePath from 'node:path';\n" +
          "import { pathToFileURL as __sourceUrl } from 'node:url';\n" +
          source
            .replaceAll('import.meta.dirname', `__sourcePath.resolve(import.meta.dirname, ${dir})`)
            .replaceAll(
              'import.meta.filename',
              `__sourcePath.resolve(import.meta.dirname, ${file})`,
            )
            .replaceAll(
              'import.meta.url',
              `__sourceUrl(__sourcePath.resolve(import.meta.dirname, ${file})).href`,
            );
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * Writes the bundle into `outdir`, computing source locations as if it sat in `finalDir` (the
 * same depth: it is built beside it and renamed into place). Code that only some configurations
 * use is imported dynamically at its call site and lands in a chunk of its own, loaded on demand.
 */
export async function buildServer(outdir, finalDir = outdir) {
  await build({
    absWorkingDir: server,
    entryPoints: { main: 'src/main.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    chunkNames: '[name]-[hash]',
    sourcemap: 'linked',
    sourcesContent: false,
    // Error names and logged class names read as in the sources.
    keepNames: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages, sourceLocations(finalDir)],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = path.resolve(process.argv[2] ?? path.join(server, 'dist', 'manual'));
  await buildServer(outdir);
  process.stdout.write(`Server bundled into ${path.relative(process.cwd(), outdir)}\n`);
}
