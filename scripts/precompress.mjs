// Writes Brotli copies of the built scripts and styles next to them, compressed once at the
// highest level, so the server can send them without compressing on every request.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");
let count = 0;
for (const name of readdirSync(dir)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const source = readFileSync(path.join(dir, name));
  const compressed = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(path.join(dir, `${name}.br`), compressed);
  count++;
}
console.log(`Precompressed ${count} assets with Brotli.`);
