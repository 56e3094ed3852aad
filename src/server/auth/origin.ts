// Cookie-authenticated POSTs (login, refresh, logout) must come from our own
// pages: a browser attaches the refresh cookie to a cross-site form post too.
// Browsers send Origin (and Sec-Fetch-Site) on every POST; non-browser
// clients send neither and carry no ambient cookie risk.
import type { FastifyRequest } from 'fastify';
import { foreignOrigin } from '../errors';

export function assertSameOrigin(request: FastifyRequest, publicUrl?: string): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw foreignOrigin();
  const origin = request.headers.origin;
  if (!origin) return;
  const own = new Set([`${request.protocol}://${request.host}`]);
  if (publicUrl) own.add(new URL(publicUrl).origin);
  if (!own.has(origin)) throw foreignOrigin();
}
