import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
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

function isFirstScreen(id: string, graph: ModuleGraph): boolean {
  firstScreenModules ??= staticClosure(graph, FIRST_SCREEN_ROOT);
  // Vite's preload helper is also used by main.tsx: keep it out, or main would import (and run) the app early.
  return firstScreenModules.has(id) && !id.startsWith("\0vite/");
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

/**
 * At build time, renders the app shell (header + landing hero, src/client/shell/render-shell.tsx) into
 * index.html's #root, so the first paint needs no JavaScript. Skipped by the dev server.
 */
function prerenderAppShell(): Plugin {
  return {
    name: "cloud-bill-check:prerender-app-shell",
    apply: "build",
    async transformIndexHtml(html) {
      const server = await createServer({
        configFile: false,
        logLevel: "error",
        plugins: [react()],
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: "custom",
      });
      try {
        const module = (await server.ssrLoadModule("/src/client/shell/render-shell.tsx")) as {
          renderAppShell: () => string;
        };
        return html.replace('<div id="root"></div>', `<div id="root">${module.renderAppShell()}</div>`);
      } finally {
        await server.close();
      }
    },
  };
}

/** main.tsx loads the app (boot.tsx) with a dynamic import; preload its chunks from index.html so they download at once. */
function preloadFirstScreenChunks(): Plugin {
  return {
    name: "cloud-bill-check:preload-first-screen",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle ?? {};
        const boot = Object.values(bundle).find(
          (output) => output.type === "chunk" && output.moduleIds.includes(FIRST_SCREEN_ROOT),
        );
        if (boot?.type !== "chunk") return [];
        const files = new Set<string>([boot.fileName]);
        const pending = [...boot.imports];
        while (pending.length > 0) {
          const file = pending.pop() as string;
          if (files.has(file)) continue;
          files.add(file);
          const chunk = bundle[file];
          if (chunk?.type === "chunk") pending.push(...chunk.imports);
        }
        return [...files]
          .filter((file) => !html.includes(`/${file}`))
          .map((file) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/${file}` },
            injectTo: "head" as const,
          }));
      },
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
          result = result.replace(link, () => `<style>${css}</style>`);
        }
        return result;
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderAppShell(), preloadFirstScreenChunks(), inlineStylesheet()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
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
