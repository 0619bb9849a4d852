import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const API_ORIGIN = "http://127.0.0.1:3000";
const PUBLIC_DIR = fileURLToPath(new URL("./public", import.meta.url));

// Seed images live in public/testimonials and are served by Vite itself; anything else under /testimonials
// (e.g. images added later on the server) goes to the API server.
function servePublicFile(req: { url?: string }): string | undefined {
  const path = req.url?.split("?")[0] ?? "";
  return existsSync(PUBLIC_DIR + decodeURIComponent(path)) ? path : undefined;
}

// Modules every page needs on first paint: kept in one long-cached vendor chunk. Everything else (zod, forms,
// Radix, posthog, below-the-fold sections, other routes) is split by its dynamic import, so the landing page's
// first screen downloads only what it shows.
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: "framework", test: FRAMEWORK_MODULES }],
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
