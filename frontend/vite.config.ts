import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { type ConfigEnv, defineConfig, type Plugin } from "vite";
import { routeModulesInSource, routePatternsInSource } from "./src/app/route-patterns";

/**
 * The API lives on the same origin under /api. In development the dev server proxies /api
 * and /uploads to the ledger service (VITE_API_PROXY, default http://localhost:3000).
 */
const apiTarget = process.env.VITE_API_PROXY ?? "http://localhost:3000";
const src = fileURLToPath(new URL("./src", import.meta.url));
/** The build of the browser's files (not the server's pre-render, `vite build --ssr`). */
const browserBuild = (_config: unknown, env: ConfigEnv) => env.command === "build" && !env.isSsrBuild;

/** dist/routes.json: the router's paths, so the server answers 404 for any other (ledger-service/src/web-app). */
function knownRoutes(): Plugin {
  return {
    name: "known-routes",
    apply: browserBuild,
    generateBundle() {
      const patterns = routePatternsInSource(readFileSync(path.join(src, "app/router.tsx"), "utf8"));
      this.emitFile({ type: "asset", fileName: "routes.json", source: `${JSON.stringify(patterns, null, 1)}\n` });
    },
  };
}

/**
 * dist/route-preloads.json: for each page, its lazy chunk and the chunks it imports that the
 * entry does not. The server lists them as modulepreload links in the page's HTML, so a phone
 * fetches the page's code alongside the entry instead of after the entry has run.
 */
function routePreloads(): Plugin {
  return {
    name: "route-preloads",
    apply: browserBuild,
    // After Vite's own hooks: its CSS plugin deletes the chunks that held only a stylesheet
    // (loans.css), and a list made before that named deleted files (a 404 on every visit).
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        const closure = (fileName: string, seen = new Set<string>()): Set<string> => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          if (!chunk || seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of chunk.imports) closure(imported, seen);
          return seen;
        };
        const entry = chunks.find((c) => c.isEntry);
        const loaded = entry ? closure(entry.fileName) : new Set<string>();
        const preloads: Record<string, string[]> = {};
        for (const { pattern, module } of routeModulesInSource(readFileSync(path.join(src, "app/router.tsx"), "utf8"))) {
          const page = chunks.find((c) => c.facadeModuleId?.replace(/\.tsx?$/, "") === path.join(src, module));
          if (page)
            preloads[pattern] = [...closure(page.fileName)].filter((file) => !loaded.has(file) && file in bundle).map((file) => `/${file}`);
        }
        this.emitFile({ type: "asset", fileName: "route-preloads.json", source: `${JSON.stringify(preloads, null, 1)}\n` });
      },
    },
  };
}

/**
 * A .br and a .gz beside each text file of the build (over 1 KB and smaller compressed): the
 * server sends the one the browser accepts, compressed once here at the highest levels.
 */
function precompress(): Plugin {
  let outDir = "";
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.name.startsWith(".") ? [] : e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
    );
  return {
    name: "precompress",
    apply: browserBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/.test(file) || statSync(file).size < 1024) continue;
        const body = readFileSync(file);
        const br = brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${file}.br`, br);
        if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), knownRoutes(), routePreloads(), precompress()],
  // The browser build of the CSV writer: the Node one reads the global Buffer.
  resolve: { alias: { "@": src, "csv-stringify/sync": "csv-stringify/browser/esm/sync" } },
  server: {
    proxy: { "/api": apiTarget, "/uploads": apiTarget },
  },
  preview: {
    proxy: { "/api": apiTarget, "/uploads": apiTarget },
  },
  // The pre-render (src/prerender.tsx, into dist/.prerender) carries its libraries: the server
  // loads it with no frontend package installed beside it.
  ssr: { noExternal: true },
  publicDir: isSsrBuild ? false : "public",
  build: isSsrBuild
    ? { outDir: "dist/.prerender", emptyOutDir: true }
    : {
        outDir: "dist",
        reportCompressedSize: true,
        manifest: true,
        chunkSizeWarningLimit: 400,
        rolldownOptions: {
          output: {
            // The libraries every page needs, each in its own chunk: a release that changes only the
            // app's code leaves them in the browser's cache (immutable /assets), and the entry
            // script is the app's own code.
            codeSplitting: {
              groups: [
                { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                { name: "router", test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
                { name: "query", test: /node_modules[\\/]@tanstack[\\/]/ },
              ],
            },
          },
        },
      },
}));
