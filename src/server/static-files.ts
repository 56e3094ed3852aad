// The built SPA: hashed assets cached for a year, index.html never cached, and
// every unknown non-API GET answered with index.html so client routes load.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors';

const YEAR_SECONDS = 31_536_000;

export async function installStaticFiles(app: FastifyInstance, publicDir: string | undefined) {
  const indexPath = publicDir ? join(publicDir, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath) : undefined;

  if (publicDir && existsSync(publicDir)) {
    await app.register(fastifyStatic, {
      root: publicDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(publicDir, 'assets')}`);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', (_request, reply) => (indexHtml ? sendIndex(reply) : reply.callNotFound()));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (wantsPage && indexHtml) return sendIndex(reply);
    throw notFound();
  });
}
