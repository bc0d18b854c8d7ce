import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/*
 * Debian's nginx on loopback, running the reference configuration of docs/deploy/nginx.conf as it
 * is written: only the values its comments mark CHANGE are replaced (addresses, ports, paths), and
 * a value that is not found fails the test, so the document and the test cannot drift apart.
 */

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export interface RunningNginx {
  httpPort: number;
  httpsPort: number;
  origin: string;
  dir: string;
  /** Tells nginx to read its configuration again with these processes (a graceful reload). */
  setUpstreams(ports: number[]): Promise<void>;
  accessLog(): string;
  stop(): Promise<void>;
}

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const found = typeof from === "string" ? text.includes(from) : from.test(text);
  if (!found) throw new Error(`docs/deploy/nginx.conf no longer contains ${String(from)}`);
  return text.replace(from, to);
}

function siteConfig(dir: string, options: { upstreams: number[]; httpPort: number; httpsPort: number; clientDir: string }) {
  let config = readFileSync(path.resolve("docs/deploy/nginx.conf"), "utf8");
  // The processes' lines keep the document's own parameters after the address.
  const upstream = / {4}server 127\.0\.0\.1:3001( [^\n]*)?;\n {4}server 127\.0\.0\.1:3002[^\n]*\n/.exec(config);
  if (!upstream) throw new Error("docs/deploy/nginx.conf no longer lists 127.0.0.1:3001 and 127.0.0.1:3002");
  config = config.replace(
    upstream[0],
    options.upstreams.map((port) => `    server 127.0.0.1:${port}${upstream[1] ?? ""};\n`).join(""),
  );
  config = replaceOnce(config, "/var/cache/nginx/site", path.join(dir, "cache"));
  config = replaceOnce(config, "listen 80;", `listen 127.0.0.1:${options.httpPort};`);
  config = replaceOnce(config, "listen 443 ssl http2;", `listen 127.0.0.1:${options.httpsPort} ssl http2;`);
  config = replaceOnce(config, "/etc/ssl/site/fullchain.pem", path.join(dir, "cert.pem"));
  config = replaceOnce(config, "/etc/ssl/site/privkey.pem", path.join(dir, "key.pem"));
  config = replaceOnce(config, "root /srv/site/build/client;", `root ${options.clientDir};`);
  config = replaceOnce(config, "/var/log/nginx/site.access.log", path.join(dir, "access.log"));
  return config;
}

function mainConfig(dir: string) {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `worker_processes 1;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
daemon off;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${path.join(dir, "access.log")};
  ${temp("client_body")}
  ${temp("proxy")}
  ${temp("fastcgi")}
  ${temp("uwsgi")}
  ${temp("scgi")}
  include ${path.join(dir, "site.conf")};
}
`;
}

async function accepting(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

export async function startNginx(options: { upstreams: number[]; httpPort: number; httpsPort: number }): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`nginx is not installed at ${NGINX} (apt-get install nginx)`);
  const dir = mkdtempSync(path.join(tmpdir(), "site-nginx-"));
  // nginx's workers run as another user when started by root: they must be able to use the folder.
  chmodSync(dir, 0o755);
  mkdirSync(path.join(dir, "cache"), { mode: 0o777 });
  for (const name of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(path.join(dir, name), { mode: 0o777 });
  for (const name of ["cache", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) chmodSync(path.join(dir, name), 0o777);
  // A self-signed certificate for 127.0.0.1, as TLS termination needs one.
  const made = spawnSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
    "-keyout", path.join(dir, "key.pem"), "-out", path.join(dir, "cert.pem"),
  ]);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`);
  const clientDir = path.resolve(process.env.BUILD_DIR ?? "build", "client");
  const write = (upstreams: number[]) =>
    writeFileSync(path.join(dir, "site.conf"), siteConfig(dir, { ...options, upstreams, clientDir }));
  write(options.upstreams);
  writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir));
  const args = ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "error.log")];
  const check = spawnSync(NGINX, ["-t", ...args]);
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr.toString()}`);
  const child: ChildProcess = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 10_000;
  while (!(await accepting(options.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    httpPort: options.httpPort,
    httpsPort: options.httpsPort,
    origin: `https://127.0.0.1:${options.httpsPort}`,
    dir,
    async setUpstreams(ports) {
      write(ports);
      const reload = spawnSync(NGINX, [...args, "-s", "reload"]);
      if (reload.status !== 0) throw new Error(`nginx did not reload: ${reload.stderr.toString()}`);
    },
    accessLog: () => readFileSync(path.join(dir, "access.log"), "utf8"),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
