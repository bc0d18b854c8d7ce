import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

// Few, cacheable browser chunks: the framework in one file and the icon/class helpers in another,
// instead of a dozen sub-kilobyte files each paying for its own request.
const clientChunks = {
  output: {
    codeSplitting: {
      groups: [
        {
          // React and React DOM apart from the router: a page's islands need only these.
          name: "react",
          test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          priority: 20,
        },
        {
          name: "framework",
          test: /node_modules[\\/](react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/,
          priority: 20,
        },
        {
          name: "ui",
          // The rich-text editor's toolbar icons stay with the editor (staff's screens only)
          // instead of reaching every visitor in this shared file. The class helpers go with the
          // button into "shared", so that a page's islands never load these icons.
          test: /node_modules[\\/]lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/](bold|heading-[23]|image-plus|italic|link|list|list-ordered|pilcrow|redo-2|text-quote|undo-2|unlink)\.mjs)/,
          // Only what two pages or more share: an icon one admin screen uses stays in its chunk.
          minShareCount: 2,
          priority: 10,
        },
        {
          // What the pages without the app (app/islands) share with the app: a file of its own, so
          // that their small modules never import one of the app's chunks (and React).
          name: "chrome",
          test: /app[\\/](platform[\\/]i18n[\\/]site-locale-choice|features[\\/]catalogue[\\/]public[\\/](quote-list-store|catalogue-query))\.ts$/,
          priority: 30,
        },
        {
          // Small modules nearly every page uses: one file instead of a request (and its headers) each.
          // Nothing here may import the router (the SEO tags read its data): the islands load this file.
          name: "shared",
          test: /app[\\/](ui[\\/](utils|toast|button|reveal|section-header|keep-words-text)|platform[\\/]render[\\/]nonce|content[\\/]site)\.tsx?$/,
          priority: 5,
        },
      ],
    },
  },
};

export default defineConfig(({ command }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // The server build bundles these packages instead of importing them from node_modules at start
  // (decision 045): only the icons and dialogs the pages use are kept, and better-auth's hundreds
  // of small modules become a few chunks, and so do drizzle-orm's: Node read its 180 kB
  // package.json again for each of the hundreds of modules it loaded, 1.5 s of CPU a start
  // (decision 069). Each is imported by nothing left external, so there is still one copy of it;
  // React stays external, one copy for react-dom and the bundled code.
  // Development keeps them external: Vite would otherwise transform every icon module per load.
  ssr:
    command === "build"
      ? {
          noExternal: [
            "lucide-react",
            "radix-ui",
            /^@radix-ui\//,
            "better-auth",
            /^@better-auth\//,
            "better-call",
            "jose",
            /^@noble\//,
            /^@better-fetch\//,
            "rou3",
            "defu",
            "drizzle-orm",
          ],
        }
      : {},
  build: {
    // Fonts and small icons stay as files so the CSP never needs data: fonts.
    assetsInlineLimit: 0,
    // Kept after the build: the server reads from it the address of islands/enhance.ts
    // (platform/render/enhance-script.server.ts).
    manifest: true,
  },
  // Each of the build's environments (Vite's environment API, React Router 8's build).
  environments: {
    // The app, and beside it the small modules of the pages that ship no app (page-scripts.tsx):
    // the chrome's, and the product list's, which runs the chrome's too.
    // The islands' module hydrates the islands of those pages (platform/render/islands.tsx).
    client: {
      build: {
        rolldownOptions: {
          ...clientChunks,
          input: ["./app/islands/enhance.ts", "./app/islands/products-page.ts", "./app/islands/home-page.ts", "./app/islands/contact-page.ts", "./app/islands/gallery-page.ts", "./app/islands/islands.ts"],
        },
      },
    },
    // The server build bundles the Express app (server/app.ts) around React Router's handler
    // (React Router reads the server's entry under this name).
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
