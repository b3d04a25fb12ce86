import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appChunkGroups } from './build/app-chunks.ts';
import { compileMessages } from './build/compile-messages.ts';
import { fontPreload } from './build/font-preload.ts';
import { precompress } from './build/precompress.ts';
import { prerender } from './build/prerender.ts';
import { smallFaces } from './build/small-faces.ts';
import { installableApp } from './build/web-manifest.ts';

const SERVER = 'http://127.0.0.1:3000';
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/**
 * Libraries every screen of the app needs, each in a chunk of its own, so a deploy that changes
 * only our code leaves them cached. The public pages' light entry shares the React chunk and never
 * loads the router's or the query cache's. React's group comes first: the others depend on it and
 * would otherwise take it in.
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'router', test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
  { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 1 },
  // Every icon the app uses, in one file: left to themselves, an icon two pages share became a
  // chunk of its own, some forty files of a few hundred bytes on the dashboard alone, each a
  // request with its headers (decision 222).
  { name: 'icons', test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 1 },
];

/**
 * The service worker (src/service-worker/sw.ts), built after the app with the list of files it
 * keeps for offline use written into it (decision 190). It keeps the code, styles and icons, and
 * the Latin (basic and whole, decision 249) and Devanagari faces of the font (the others load on
 * demand); never a page, so pages always come from the server, and never anything under /api.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  // The app registers it itself (features/installable-app), and the manifests are ours too.
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: [
      'assets/*.{js,css}',
      'assets/noto-sans-{latin,basic-latin,devanagari}-[4-7]00-normal-*.woff2',
      'icons/*.png',
      'favicon.svg',
      'offline.html',
    ],
    // Hashed names change with their content: no revision needed in the URL.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

export default defineConfig({
  plugins: [
    compileMessages(),
    react(),
    tailwindcss(),
    smallFaces(),
    fontPreload(),
    installableApp(),
    prerender(),
    serviceWorker,
    precompress(),
  ],
  resolve: {
    alias: { '@': here('./src') },
  },
  server: {
    port: 5173,
    // In development the Fastify server answers the API, the live channel and the dev mailbox.
    proxy: {
      '/api': { target: SERVER, changeOrigin: false },
      '/ws': { target: SERVER, ws: true },
      '/dev': { target: SERVER },
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    // build/bundle-report.mjs walks it to weigh the landing page's first download.
    manifest: true,
    // Every browser the app supports preloads modules itself: no polyfill, a file fewer per page.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The app's shell, the sign-in and registration pages' own light shell, the template of
      // the pages rendered at build time (build/prerender.ts), and the page the service worker
      // shows offline. `auth-boot` is the first script of the sign-in pages the build renders:
      // it starts their entry once the page has painted (decision 222).
      input: {
        app: here('./index.html'),
        auth: here('./auth.html'),
        'auth-boot': here('./src/auth-boot.ts'),
        public: here('./build/public-page.html'),
        offline: here('./offline.html'),
      },
      output: { codeSplitting: { groups: [...VENDOR_CHUNKS, ...appChunkGroups(here('.'))] } },
    },
  },
});
