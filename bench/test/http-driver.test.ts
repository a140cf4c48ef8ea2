import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedLoop, openLoop, requestText, responseEnd } from '../lib/http-driver';

describe('http driver: request text and response framing', () => {
  it('writes a keep-alive HTTP/1.1 request with the body length in bytes', () => {
    const text = requestText(8080, {
      method: 'POST',
      path: '/api/x',
      headers: { token: 't' },
      body: '{"a":"投"}',
    });
    expect(text).toBe(
      'POST /api/x HTTP/1.1\r\nhost: 127.0.0.1:8080\r\ntoken: t\r\ncontent-type: application/json\r\n' +
        'content-length: 11\r\n\r\n{"a":"投"}',
    );
    expect(requestText(1, { method: 'GET', path: '/' })).toBe('GET / HTTP/1.1\r\nhost: 127.0.0.1:1\r\n\r\n');
  });

  it('finds the end of a content-length response only once all of it arrived', () => {
    const full = Buffer.from('HTTP/1.1 201 Created\r\nContent-Length: 5\r\n\r\nhello');
    expect(responseEnd(full.subarray(0, 20))).toBeNull();
    expect(responseEnd(full.subarray(0, full.length - 1))).toBeNull();
    expect(responseEnd(full)).toEqual({ status: 201, length: full.length, close: false });
    const twice = Buffer.concat([full, full]);
    expect(responseEnd(twice)?.length).toBe(full.length);
  });

  it('reads chunked bodies and Connection: close', () => {
    const full = Buffer.from(
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n5\r\nhello\r\n3\r\nabc\r\n0\r\n\r\n',
    );
    expect(responseEnd(full.subarray(0, full.length - 2))).toBeNull();
    expect(responseEnd(full)).toEqual({ status: 200, length: full.length, close: true });
  });
});

describe('http driver against a server', () => {
  let server: http.Server;
  let port: number;
  let served = 0;
  let sockets = 0;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        served++;
        if (req.url === '/close') res.setHeader('connection', 'close');
        if (req.url === '/chunked') {
          res.write('a');
          res.end('b');
          return;
        }
        res.statusCode = req.url === '/missing' ? 404 : 200;
        res.end(JSON.stringify({ echo: body.length }));
      });
    });
    server.on('connection', () => {
      sockets++;
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it('closed loop: keeps one connection per worker and counts statuses', async () => {
    served = 0;
    sockets = 0;
    const paths = ['/ok', '/missing', '/chunked'];
    const stats = await closedLoop({
      ports: [port],
      concurrency: 3,
      durationMs: 200,
      next: (w, seq) => ({ method: 'POST', path: paths[(w + seq) % 3] as string, body: 'x'.repeat(seq % 7) }),
    });
    expect(stats.count).toBe(served);
    expect(stats.count).toBeGreaterThan(10);
    expect(stats.errors).toBe(stats.statuses['404']);
    expect(stats.ok + (stats.statuses['404'] ?? 0)).toBe(stats.count);
    expect(sockets).toBe(3);
  });

  it('closed loop: reconnects after the server closes the connection', async () => {
    served = 0;
    const stats = await closedLoop({
      ports: [port],
      concurrency: 2,
      durationMs: 100,
      next: () => ({ method: 'GET', path: '/close' }),
    });
    expect(stats.count).toBe(served);
    expect(stats.errors).toBe(0);
  });

  it('open loop: sends the scheduled number of requests and reports the driver lag', async () => {
    served = 0;
    const stats = await openLoop({
      port,
      ratePerSec: 200,
      durationMs: 300,
      next: () => ({ method: 'GET', path: '/ok' }),
    });
    expect(stats.count).toBe(60);
    expect(served).toBe(60);
    expect(stats.ok).toBe(60);
    expect(stats.lagMax).toBeGreaterThanOrEqual(0);
    expect(stats.p99).toBeGreaterThanOrEqual(stats.p50);
    expect(stats.warmupOk).toBe(0);
  });

  it('open loop: warm-up requests are sent at the rate but neither measured nor counted as measured', async () => {
    served = 0;
    const stats = await openLoop({
      port,
      ratePerSec: 200,
      durationMs: 300,
      warmupMs: 100,
      next: (_w, seq) => ({ method: 'GET', path: seq % 2 === 0 ? '/ok' : '/missing' }),
    });
    expect(served).toBe(80);
    expect(stats.count).toBe(60);
    expect(stats.warmupOk).toBe(10);
    expect(stats.ok).toBe(30);
  });
});
