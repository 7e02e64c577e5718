/** Temporary static server (replaced by the full local host with functions). */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const root = join(process.cwd(), 'dist');
const port = Number(process.env.PORT ?? 4321);
const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript', '.json': 'application/json', '.xml': 'application/xml', '.svg': 'image/svg+xml', '.png': 'image/png' };

async function resolve(path: string): Promise<string | null> {
  const p = normalize(join(root, decodeURIComponent(path)));
  if (!p.startsWith(root)) return null;
  for (const c of [p, join(p, 'index.html'), `${p}.html`]) {
    try { if ((await stat(c)).isFile()) return c; } catch {}
  }
  return null;
}

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/api/health') { res.writeHead(200, { 'content-type': 'application/json' }); res.end('{"ok":true}'); return; }
  const file = await resolve(url.pathname);
  if (!file) { res.writeHead(404, { 'content-type': 'text/html' }); res.end(await readFile(join(root, '404.html')).catch(() => 'Not found')); return; }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(await readFile(file));
}).listen(port, process.env.HOST ?? '0.0.0.0', () => console.log(`Serving dist/ at http://localhost:${port}`));
