import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants as zlibConstants } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createServer, defineConfig, type Plugin } from "vite";

const API_ORIGIN = "http://127.0.0.1:3000";
const PUBLIC_DIR = fileURLToPath(new URL("./public", import.meta.url));

// Seed images live in public/testimonials and are served by Vite itself; anything else under /testimonials
// (e.g. images added later on the server) goes to the API server.
function servePublicFile(req: { url?: string }): string | undefined {
  const path = req.url?.split("?")[0] ?? "";
  return existsSync(PUBLIC_DIR + decodeURIComponent(path)) ? path : undefined;
}

// Chunking: everything boot.tsx imports statically (the first screen) goes into two chunks, "framework" (React,
// React Router: changes rarely, cached long) and "app"; everything else (zod, forms, Radix, posthog, below-the-fold
// sections, other routes) stays split by its dynamic import. Without this, modules shared with lazy routes come
// out as a couple of dozen tiny chunks that the first screen has to fetch one by one.
const FIRST_SCREEN_ROOT = fileURLToPath(new URL("./src/client/boot.tsx", import.meta.url));
const ENTRY = fileURLToPath(new URL("./src/client/main.tsx", import.meta.url));
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
let firstScreenModules: Set<string> | undefined;

// lucide's barrel re-exports every icon; walking through it would put all icons used anywhere in "app".
// First-screen files import their icons one by one ("lucide-react/icons/menu") instead.
const ICON_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

function staticClosure(graph: ModuleGraph, entry: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || ICON_BARREL.test(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

// @tanstack/react-query's barrel re-exports its mutation and infinite-query hooks too: only lazy chunks use them, so
// they stay out of "app" (the first screen's queries need the client, the cache and useQuery).
const LAZY_ONLY_QUERY_MODULES =
  /[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]build[\\/]modern[\\/](?:useMutation|useMutationState|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/;

function isFirstScreen(id: string, graph: ModuleGraph): boolean {
  if (!firstScreenModules) {
    firstScreenModules = staticClosure(graph, FIRST_SCREEN_ROOT);
    // What main.tsx itself imports stays in the entry chunk: in "app" it would make main wait for the app.
    for (const entryModule of staticClosure(graph, ENTRY)) firstScreenModules.delete(entryModule);
  }
  // Vite's preload helper is also used by main.tsx: keep it out, or main would import (and run) the app early.
  return firstScreenModules.has(id) && !id.startsWith("\0vite/") && !LAZY_ONLY_QUERY_MODULES.test(id);
}

const firstScreenGroups = [
  {
    debugName: "framework",
    name: (id: string, graph: ModuleGraph) =>
      FRAMEWORK_MODULES.test(id) && isFirstScreen(id, graph) ? "framework" : null,
    priority: 2,
  },
  {
    debugName: "app",
    name: (id: string, graph: ModuleGraph) => (isFirstScreen(id, graph) ? "app" : null),
    priority: 1,
    // Otherwise the group also takes the preload helper that the app's lazy imports depend on.
    includeDependenciesRecursively: false,
  },
];

const SHELL_MARKER = "<!--app-shell-->";

/**
 * At build time, renders the app shell (header + the first screen, src/client/shell/render-shell.tsx) into #root of
 * index.html, and of one copy of it per page with fixed content (terms.html, privacy.html, which the server sends
 * for /terms and /privacy), so the first paint needs no JavaScript. Skipped by the dev server.
 */
function prerenderAppShell(): Plugin {
  let outDir = "";
  return {
    name: "cloud-bill-check:prerender-app-shell",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml(html) {
      return html.replace('<div id="root"></div>', `<div id="root">${SHELL_MARKER}</div>`);
    },
    // After every transform (the stylesheet is inlined by then), so each page is a copy of the final index.html.
    async writeBundle() {
      const template = readFileSync(path.join(outDir, "index.html"), "utf8");
      const server = await createServer({
        configFile: false,
        logLevel: "error",
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
      });
      try {
        const module = (await server.ssrLoadModule("/src/client/shell/render-shell.tsx")) as {
          renderShellPages: () => Array<{ file: string; html: string }>;
        };
        for (const page of module.renderShellPages()) {
          const title = /^<title>[^<]*<\/title>/.exec(page.html)?.[0];
          const head = title ? template.replace(/<title>[^<]*<\/title>/, title) : template;
          const shell = title ? page.html.slice(title.length) : page.html;
          writeFileSync(
            path.join(outDir, page.file),
            head.replace(SHELL_MARKER, () => shell),
          );
        }
      } finally {
        await server.close();
      }
    },
  };
}

/**
 * Inlines the stylesheet into index.html (the CSP allows inline styles, not inline scripts). The pre-rendered
 * shell can then paint as soon as the HTML arrives, without waiting for a render-blocking CSS request that
 * competes with the JavaScript downloads.
 */
function inlineStylesheet(): Plugin {
  return {
    name: "cloud-bill-check:inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        let result = html;
        for (const output of Object.values(ctx.bundle ?? {})) {
          if (output.type !== "asset" || !output.fileName.endsWith(".css")) continue;
          const link = new RegExp(`<link rel="stylesheet"[^>]*href="/${output.fileName}"[^>]*>`);
          if (!link.test(result)) continue;
          const css =
            typeof output.source === "string" ? output.source : new TextDecoder().decode(output.source);
          // The disabled link is never fetched; it tells Vite's preload helper that this stylesheet is on the page.
          // Without it, a lazy chunk that imports the entry chunk (whose stylesheet this is) adds the whole
          // stylesheet a second time when it loads, and every later style recalculation matches each rule twice.
          result = result.replace(
            link,
            () => `<style>${css}</style><link rel="stylesheet" href="/${output.fileName}" disabled>`,
          );
        }
        return result;
      },
    },
  };
}

// rolldown wraps each CommonJS module (React, React DOM, the scheduler) in an arrow function it calls on the first
// require. V8 compiles a lazily called function on the main thread when it first runs: for React DOM (about 200 KB)
// that was about 30 ms here, over 100 ms at a phone's 4x-slower CPU, inside the app's first task. A function
// expression in parentheses is compiled eagerly with its script instead (V8's PIFE heuristic), while the browser
// waits for the network; an arrow function is not. The factories never use `this` or `arguments`, so the two are
// the same code.
const COMMONJS_FACTORY = /__commonJSMin\(\(\(([\w$]+(?:, [\w$]+)*)\) => \{/g;

function eagerCommonJsFactories(): Plugin {
  return {
    name: "cloud-bill-check:eager-commonjs-factories",
    apply: "build",
    renderChunk(code) {
      if (!code.includes("__commonJSMin((")) return null;
      return { code: code.replace(COMMONJS_FACTORY, "__commonJSMin((function ($1) {"), map: null };
    },
  };
}

/**
 * V8's explicit compile hints (Chrome 136+): a script starting with this comment has every function compiled with
 * the script, on the background thread that compiles it while it downloads, instead of each function on the main
 * thread the first time it runs. React DOM's hydration calls hundreds of its functions for the first time: about
 * 40 of 60 ms of main-thread compiling on the landing page went away (measured in a Chromium trace, unthrottled).
 * Added after minification, which would drop it; every chunk runs when it is loaded, so none is compiled in vain.
 */
function compileHints(): Plugin {
  const HINT = "//# allFunctionsCalledOnLoad\n";
  return {
    name: "cloud-bill-check:compile-hints",
    apply: "build",
    enforce: "post",
    generateBundle: {
      // After Vite has put its preload map (`const __vite__mapDeps=...`) in front of a chunk: V8 reads the comment
      // only at the very start of a script.
      order: "post",
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === "chunk") output.code = HINT + output.code;
        }
      },
    },
  };
}

const PRECOMPRESSED = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the build, once, after every
 * other plugin has written its files (the pre-rendered pages too). The server sends them as they are
 * (@fastify/static preCompressed): the on-the-fly compression of other responses uses brotli quality 4, which
 * sends React's framework chunk about 14 KB larger (issue 21: JavaScript transferred before any interaction).
 */
function precompressFiles(): Plugin {
  let outDir = "";
  return {
    name: "cloud-bill-check:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          if (name.startsWith(".")) return []; // .vite/manifest.json is never served
          const file = path.join(dir, name);
          return statSync(file).isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!PRECOMPRESSED.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        const brotli = brotliCompressSync(source, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gzip = gzipSync(source, { level: 9 });
        if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    eagerCommonJsFactories(),
    compileHints(),
    prerenderAppShell(),
    inlineStylesheet(),
    precompressFiles(),
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // dist/client/.vite/manifest.json: bench/lighthouse.ts reads the first screen's chunks from it (never served).
    manifest: true,
    modulePreload: { resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: firstScreenGroups,
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: API_ORIGIN, changeOrigin: false },
      "/testimonials": { target: API_ORIGIN, changeOrigin: false, bypass: servePublicFile },
    },
  },
  preview: { port: 4173 },
});
