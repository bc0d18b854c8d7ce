#!/usr/bin/env node
// `npm start`: installs what is missing, builds when the sources changed, then serves the site.
// Migrations and the demo catalogue are applied by the server itself as it starts.
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
process.chdir(root);

// This launcher runs under the machine's own Node.js (20.19 or newer will do); everything it starts
// runs under the Node.js 24 the project installs (the `node` package, decision 054), which npm puts
// first on the scripts' PATH.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19 or newer is needed to start the project (this is ${process.versions.node}).`);
  process.exit(1);
}

function run(command, args) {
  console.log(`> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const installedLock = "node_modules/.package-lock.json";
const installed = existsSync(installedLock) && statSync("package-lock.json").mtimeMs <= statSync(installedLock).mtimeMs;
// The build tools are development packages. A host that sets NODE_ENV=production still needs them
// to build here, so they are asked for by name; `npm ci --omit=dev` after a build made elsewhere
// leaves them out, and the build found is served as it is.
const buildTools = existsSync("node_modules/@react-router/dev/package.json");

/** A fingerprint of everything the build reads, so unchanged sources are not rebuilt. */
function sourceFingerprint() {
  const hash = createHash("sha256");
  const inputs = ["app", "server", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];
  for (const input of inputs) {
    if (!existsSync(input)) continue;
    const files = statSync(input).isDirectory()
      ? readdirSync(input, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.join(entry.parentPath, entry.name))
      : [input];
    for (const file of files.sort()) {
      const stat = statSync(file);
      hash.update(`${file}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  }
  return hash.digest("hex");
}

const stampFile = "build/.source-fingerprint";
const built = existsSync("build/server/index.js");
const fingerprint = sourceFingerprint();
const current = built && existsSync(stampFile) && readFileSync(stampFile, "utf8") === fingerprint;

if (built && installed && !buildTools) {
  // Production packages only, next to a build: serve it (rebuilding needs the development packages).
  if (!current) console.log("Serving the build in build/ as it is: the build tools are not installed here.");
} else {
  if (!installed || !buildTools) run("npm", ["ci", "--include=dev", "--no-audit", "--no-fund"]);
  if (!current) {
    run("npm", ["run", "build"]);
    writeFileSync(stampFile, sourceFingerprint());
  }
}

// The project's own runtime when it is installed; a host's Node.js 24 otherwise (the server says so if it is older).
const projectNode = path.join(root, "node_modules", ".bin", "node");
const server = spawn(existsSync(projectNode) ? projectNode : process.execPath, ["server/index.js"], {
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
