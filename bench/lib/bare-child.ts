/**
 * The baselines' servers (forked like app-child.ts): BENCH_BARE=hello is a bare Fastify hello route,
 * BENCH_BARE=ws a bare `ws` server that broadcasts with a plain loop.
 */
import Fastify from 'fastify';
import { WebSocketServer } from 'ws';
import type { ChildCommand } from './app-protocol';

async function main() {
  const kind = process.env.BENCH_BARE;
  let broadcast = (_frame: string) => 0;
  let close = async () => {};
  let port = 0;
  if (kind === 'hello') {
    const app = Fastify({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const a = app.server.address();
    port = typeof a === 'object' && a ? a.port : 0;
    close = () => app.close();
  } else {
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    await new Promise<void>((r) => wss.once('listening', () => r()));
    port = (wss.address() as { port: number }).port;
    broadcast = (frame) => {
      let n = 0;
      for (const c of wss.clients) {
        c.send(frame);
        n += 1;
      }
      return n;
    };
    close = () => new Promise<void>((r) => wss.close(() => r()));
  }
  process.on('message', async (raw) => {
    const msg = raw as ChildCommand;
    if (msg.cmd === 'broadcast') {
      const sentAt = Date.now();
      const delivered = broadcast(JSON.stringify({ type: 'notice', id: msg.id, content: msg.content }));
      process.send?.({ reply: 'broadcast', sentAt, delivered, doneAt: Date.now() });
    } else if (msg.cmd === 'rss') {
      process.send?.({ reply: 'rss', rss: process.memoryUsage().rss, sockets: 0 });
    } else if (msg.cmd === 'stop') {
      await close();
      process.exit(0);
    }
  });
  process.send?.({ reply: 'ready', port, members: [] });
}

main().catch((err: unknown) => {
  console.error('bench bare child failed:', err);
  process.exit(1);
});
