// The base of every absolute URL the server hands out (mailed reset links,
// the OpenID redirect URI). It never comes from the request: Host and
// X-Forwarded-Host are whatever the client (or anyone in between) wrote, and a
// forged one would mail a valid reset token to an attacker's site.
import { hostname } from 'node:os';
import type { Config } from '../config';

const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]', '']);

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * PUBLIC_URL when set; otherwise the address the server listens on. A
 * wildcard address (0.0.0.0, ::) is not one anybody can type, so this
 * machine's name stands in for it: on a school network that is what other
 * computers know it by, and it is ours, not the client's.
 */
export function publicBaseUrl(config: Pick<Config, 'publicUrl' | 'host' | 'port'>, machineName = hostname()): string {
  if (config.publicUrl) return config.publicUrl;
  const host = WILDCARD_HOSTS.has(config.host) ? machineName : config.host;
  const shown = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${shown}:${config.port}`;
}

/** The start-up warning when people on other computers will get links whose address we had to guess. */
export function publicUrlWarning(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string | undefined {
  if (config.publicUrl || isLoopbackHost(config.host)) return undefined;
  return `The server listens on ${config.host} but PUBLIC_URL is not set: mailed links and the sign-in redirect will use ${publicBaseUrl(config)}. Set PUBLIC_URL to the address people type (for example https://catedra.school.ro).`;
}
