// Loaded with `node --import` by bench/profile.ts: the first SIGUSR2 starts V8's sampling
// profiler, the second writes the profile to PROFILE_DIR. Never loaded by the site itself.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import path from "node:path";
import process from "node:process";

const session = new Session();
session.connect();
let running = false;
process.on("SIGUSR2", () => {
  if (!running) {
    running = true;
    session.post("Profiler.enable", () =>
      session.post("Profiler.setSamplingInterval", { interval: 250 }, () => session.post("Profiler.start")),
    );
    return;
  }
  running = false;
  session.post("Profiler.stop", (error, result) => {
    if (error) throw error;
    const dir = process.env.PROFILE_DIR || ".";
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `cpu-${process.pid}-${Date.now()}.cpuprofile`), JSON.stringify(result.profile));
  });
});
