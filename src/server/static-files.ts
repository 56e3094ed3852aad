// The built SPA: hashed assets cached for a year (scripts and stylesheets
// from memory, compressed-assets.ts), index.html never cached, and
// every unknown non-API GET answered with index.html so client routes load,
// with modulepreload links for that route's chunks and texts (page-preloads.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type CompressedAsset, loadCompressedAssets, preferredEncoding } from './compressed-assets';
import { notFound } from './errors';
import { pageLanguage, pageRenderer, readPreloadManifest } from './page-preloads';

const YEAR_SECONDS = 31_536_000;
/** Hashed assets: a new build has new names, so a browser never needs to ask again. */
const IMMUTABLE = `public, max-age=${YEAR_SECONDS}, immutable`;

/** If-None-Match names this tag (a list, weak or not) or any. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  return (
    !!header &&
    header.split(',').some((tag) => {
      const value = tag.trim();
      return value === '*' || value === etag || value === `W/${etag}`;
    })
  );
}

export async function installStaticFiles(app: FastifyInstance, publicDir: string | undefined) {
  const indexPath = publicDir ? join(publicDir, 'index.html') : undefined;
  const indexHtml = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  const renderPage = indexHtml !== undefined && publicDir ? pageRenderer(indexHtml, readPreloadManifest(join(publicDir, 'preload.json'))) : undefined;

  if (publicDir && existsSync(publicDir)) {
    const compressed = existsSync(join(publicDir, 'assets')) ? loadCompressedAssets(publicDir) : new Map<string, CompressedAsset>();
    // Not in the request log: a cold load asks for two dozen of these, which would bury the API's lines (a failure is still logged).
    app.get<{ Params: { '*': string } }>('/assets/*', { logLevel: 'warn' }, (request, reply) => {
      const file = request.params['*'];
      const asset = compressed.get(`/assets/${file}`);
      const encoding = asset ? preferredEncoding(request.headers['accept-encoding']) : null;
      if (!asset || !encoding) return reply.sendFile(`assets/${file}`);
      const etag = asset.etag[encoding];
      reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').header('etag', etag);
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.header('content-encoding', encoding).type(asset.contentType).send(asset[encoding]);
    });
    await app.register(fastifyStatic, {
      root: publicDir,
      index: false,
      wildcard: true,
      preCompressed: true,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(publicDir, 'assets')}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
      },
    });
  }

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    const [path = '/', search = ''] = request.url.split('?', 2);
    const language = pageLanguage(search, request.headers.cookie, request.headers['accept-language']);
    // The page differs by these (the preloaded texts follow the language); a shared cache must not mix them.
    reply.header('vary', 'cookie, accept-language');
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderPage?.(path, language, search));
  };

  app.get('/', (request, reply) => (renderPage ? sendIndex(request, reply) : reply.callNotFound()));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && !path.startsWith('/assets/');
    if (wantsPage && renderPage) return sendIndex(request, reply);
    throw notFound();
  });
}
