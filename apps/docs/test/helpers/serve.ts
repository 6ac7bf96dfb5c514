import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** A static file server for a built site on 127.0.0.1 (a random free port); `.html` is optional in URLs. */
export async function serveStatic(root: string): Promise<{ url: string; close: () => Promise<void> }> {
  const base = normalize(root).replace(/[/\\]+$/, '');
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const file = join(base, normalize(path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      for (const candidate of [file, `${file}.html`, join(file, 'index.html')]) {
        const st = await stat(candidate).catch(() => undefined);
        if (st?.isFile() === true) {
          const body = await readFile(candidate);
          res.writeHead(200, { 'content-type': types[extname(candidate)] ?? 'application/octet-stream' });
          res.end(body);
          return;
        }
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => {
          if (e === undefined) resolve();
          else reject(e);
        });
      }),
  };
}
