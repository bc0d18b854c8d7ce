import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    // The server build bundles the Express app (server/app.ts) around React Router's handler.
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
    // Fonts and small icons stay as files so the CSP never needs data: fonts.
    assetsInlineLimit: 0,
  },
  plugins: [tailwindcss(), reactRouter()],
}));
