#!/usr/bin/env node
// Full-page screenshots of pages at phone (390 px) and desktop (1440 px) widths, for review.
// Usage: node scripts/screenshots.mjs http://127.0.0.1:3000 [/path ...]  -> .tmp/screenshots/
import { existsSync, mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";

const [origin = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const routes = paths.length ? paths : ["/", "/products", "/about", "/contact", "/no-such-page"];
const outDir = ".tmp/screenshots";
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium"),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
for (const [label, viewport, scale] of [["phone", { width: 390, height: 844 }, 2], ["desktop", { width: 1440, height: 900 }, 1]]) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: scale, isMobile: label === "phone", hasTouch: label === "phone" });
  const page = await context.newPage();
  for (const route of routes) {
    await page.goto(origin + route, { waitUntil: "networkidle" });
    // Scroll through so lazy images load before the capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const name = route === "/" ? "home" : route.replace(/^\//, "").replace(/[/?=&]/g, "_");
    await page.screenshot({ path: `${outDir}/${name}-${label}.png`, fullPage: true });
  }
  await context.close();
}
await browser.close();
console.log(`Screenshots written to ${outDir}`);
