// `node tools/serve.mjs [folder]`: serves a folder (default: the repository root) on
// http://localhost:8000 (PORT and HOST override) until interrupted.

import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "./static-server.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const root = path.resolve(repo, process.argv[2] || ".");
const port = Number(process.env.PORT || 8000);
const host = process.env.HOST || "127.0.0.1";

try {
  const server = await startServer({ root, port, host, log: !!process.env.VERBOSE });
  console.log(`serving ${root}`);
  console.log(`open ${server.url}/index.html   (Ctrl-C stops)`);
  const stop = async () => {
    await server.close();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
} catch (e) {
  console.error(`cannot serve on ${host}:${port}: ${e.message}`);
  process.exit(1);
}
