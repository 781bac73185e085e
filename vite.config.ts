import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// How the web app's code is split into files. Rolldown alone makes a file of every piece of
// code that two lazy screens share, and a screen then waits for a dozen small files (a phone
// has six connections to the server, each request a round trip). Instead:
// - everything the first page needs stays in the entry file (group `core`);
// - the app's own code and small libraries that several screens share go into one `shared`
//   file, except what depends on the form stack;
// - the form stack (zod, react-hook-form, the contract's schemas and what uses them) goes into
//   `forms` files, one per set of screens that needs the same part of it, so that signing in
//   does not load the inventory's schemas.
const SHARED =
  /[\\/](web|contract)[\\/]|node_modules[\\/](@tanstack[\\/]react-query|lucide-react|zod|react-hook-form|@hookform)[\\/]/;
const FORM_STACK = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;

/** What Rolldown tells a group's `name` about the module graph (one chunking pass). */
interface ChunkingGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const formStackUsers = new WeakMap<ChunkingGraph, Map<string, boolean>>();
/** Whether the module is part of the form stack or imports it, directly or not. */
function usesFormStack(id: string, graph: ChunkingGraph): boolean {
  let known = formStackUsers.get(graph);
  if (!known) formStackUsers.set(graph, (known = new Map()));
  const cache = known;
  const seen = new Set<string>();
  const visit = (module: string): boolean => {
    const answer = cache.get(module);
    if (answer !== undefined) return answer;
    if (FORM_STACK.test(module)) return true;
    if (seen.has(module)) return false; // an import cycle, or a module already found clean
    seen.add(module);
    const uses = (graph.getModuleInfo(module)?.importedIds ?? []).some(visit);
    if (uses) cache.set(module, true);
    return uses;
  };
  const uses = visit(id);
  // Nothing the module reaches uses the stack either (a "no" inside a cycle is only sure now).
  if (!uses) for (const module of seen) cache.set(module, false);
  return uses;
}

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Names this build: the phone's saved copy of the server's answers is thrown away when the
 * app that wrote it is replaced (web/lib/offline/persist-queries.ts).
 */
const buildId = new Date().toISOString();

/**
 * The installable app and its service worker (docs/decisions/018-offline-app.md): the app's
 * own files are kept on the phone so it opens with no signal. API answers never go through
 * the worker's caches; a new build waits until the page offers to reload (registerType
 * 'prompt'), so one page never runs old and new code together.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // Registered by web/lib/pwa/register-service-worker.ts, in production builds only.
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png', 'robots.txt'],
  manifest: {
    id: '/',
    name: 'Barback',
    short_name: 'Barback',
    description: 'Stock and inventory for restaurants and bars: count, order, receive, cost.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#92400e',
    background_color: '#f8fafc',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
    // The size budgets' chunk map is for the tests, not for phones.
    globIgnores: ['.vite/**'],
    // Every page of the app is index.html; the server's own paths are not pages.
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [
      /^\/(api|auth)(\/|$)/,
      /^\/health$/,
      /^\/docs(\/|$)/,
      /^\/robots\.txt$/,
      /\.[^/]+$/,
    ],
    // The first visit is served by the network: the worker takes the page over at once, so a
    // phone that opened the app once opens it again with no signal.
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // Only the worker's own (precache) answers: no runtime caching of API answers.
    runtimeCaching: [],
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), pwa],
  define: { __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    // zod, set up for a page under our Content Security Policy first (web/lib/zod.ts).
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('web/lib/zod.ts', import.meta.url)) },
    ],
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // dist/web/.vite/manifest.json: which chunks each entry and lazy route loads, read by the
    // size budgets (e2e/budgets.e2e.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        // `forms` files are named after the screens that load them (forms~login-screen~…):
        // keep the group's name alone.
        chunkFileNames: (chunk) => `assets/${chunk.name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          groups: [
            { name: 'core', tags: ['$initial'], priority: 3 },
            {
              debugName: 'shared',
              name: (id, graph) => (usesFormStack(id, graph) ? null : 'shared'),
              test: SHARED,
              minShareCount: 2,
              priority: 2,
            },
            {
              debugName: 'forms',
              name: (id, graph) => (usesFormStack(id, graph) ? 'forms' : null),
              test: SHARED,
              minShareCount: 2,
              priority: 1,
              entriesAware: true,
              entriesAwareMergeThreshold: 10_000,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/auth': `http://127.0.0.1:${apiPort}`,
      '/health': `http://127.0.0.1:${apiPort}`,
    },
  },
});
