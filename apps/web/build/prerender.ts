import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { PublicPage, PublicPageName } from '../src/public-pages.tsx';

/** Where the browser build puts the template (build/public-page.html keeps its path). */
const TEMPLATE = path.join('build', 'public-page.html');
/** Where the rendered pages go; the server reads pages.json to know which route is which file. */
const OUT = 'prerendered';

/**
 * After the browser build, renders the landing and policy pages to HTML with react-dom/server,
 * each into the built template (with the hashed script and style tags Vite wrote into it) and
 * with its own title, description and link-preview tags, so crawlers, previews and a browser
 * without JavaScript read the page. The live figures on the landing page are not in this HTML:
 * they load in the browser into places kept at their size (decision 161).
 */
export function prerender(): Plugin {
  let root = '';
  let outDir = '';
  let configFile: string | undefined;
  return {
    name: 'salahkar-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const template = await readFile(path.join(outDir, TEMPLATE), 'utf8');
        const server = await createServer({
          root,
          configFile,
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const entry = (await server.ssrLoadModule('/build/prerender-entry.tsx')) as {
            PUBLIC_PAGES: Record<PublicPageName, PublicPage>;
            renderPublicPage(name: PublicPageName): Promise<string>;
          };
          await mkdir(path.join(outDir, OUT), { recursive: true });
          const routes: Record<string, string> = {};
          for (const [name, page] of Object.entries(entry.PUBLIC_PAGES)) {
            const body = await entry.renderPublicPage(name as PublicPageName);
            const file = `${OUT}/${name}.html`;
            await writeFile(path.join(outDir, file), pageHtml(template, name, page, body));
            routes[page.path] = file;
          }
          await writeFile(path.join(outDir, OUT, 'pages.json'), JSON.stringify(routes, null, 2));
        } finally {
          await server.close();
        }
        await rm(path.join(outDir, path.dirname(TEMPLATE)), { recursive: true, force: true });
      },
    },
  };
}

function pageHtml(template: string, name: string, page: PublicPage, body: string): string {
  const head = [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Salahkar" />`,
    `<meta property="og:locale" content="en_IN" />`,
    `<meta property="og:title" content="${escapeHtml(page.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  return template
    .replace('<!--page-head-->', head)
    .replace('__PAGE_NAME__', name)
    .replace('<!--page-html-->', body)
    .replace(/\s*<!-- The template of the pages[^>]*-->/, '');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
