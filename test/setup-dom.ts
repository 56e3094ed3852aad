// Loaded with --import before any client test module: React and Testing
// Library need the DOM globals to exist when they are first imported.
//
// Client tests never touch the network (issue 12): with `npm start` on its
// default port they would otherwise talk to a real server, and on a busy
// machine the answer (or its absence) decides the outcome. Every way out is
// closed here: happy-dom's fetch and XMLHttpRequest (its fetch interceptor),
// the resources it could load itself (scripts, stylesheets, images, frames,
// page navigations), and Node's own sockets (http, undici, WebSocket all end
// in net.Socket#connect). An attempt throws an error naming the URL, and
// the test during which it happened fails even if the code under test
// caught the error: tests fake the api module or stub fetch instead.
import net from 'node:net';
import { after, afterEach } from 'node:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';

/** Attempts made since the last test ended; each fails the test it happened in. */
const attempts: string[] = [];

function refuse(what: string): Error {
  const error = new Error(`client tests may not use the network: ${what} (stub fetch or fake the api module)`);
  attempts.push(what);
  return error;
}

/** data: and blob: URLs are read in memory; anything else would leave the process. */
const inMemory = (url: string) => url.startsWith('data:') || url.startsWith('blob:');

GlobalRegistrator.register({
  url: 'http://localhost:3000/',
  settings: {
    // Nothing a component puts in the document is fetched: no script, stylesheet, image or frame.
    disableJavaScriptFileLoading: true,
    enableCSSFileLoading: false,
    enableImageFileLoading: false,
    enableIframePageLoading: false,
    // A disabled load is reported as the error it would be offline, not as success.
    handleDisabledFileLoadingAsSuccess: false,
    // location.assign/href only changes the URL; happy-dom never downloads the page.
    navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true, disableFallbackToSetURL: false },
    fetch: {
      interceptor: {
        beforeAsyncRequest: async ({ request }) => {
          if (!inMemory(request.url)) throw refuse(`${request.method} ${request.url}`);
        },
        beforeSyncRequest: ({ request }) => {
          if (!inMemory(request.url)) throw refuse(`${request.method} ${request.url} (sync)`);
        },
      },
    },
  },
});

// Node's own clients (http.request, the global fetch of undici, a WebSocket) all connect through here.
// Unix-domain sockets (a path, no port) are not network and stay allowed.
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function guardedConnect(this: net.Socket, ...args: unknown[]) {
  const [first] = args;
  const options = (Array.isArray(first) ? first[0] : first) as { port?: unknown; host?: unknown; path?: unknown } | number | string | undefined;
  const isPath = typeof options === 'string' || (typeof options === 'object' && options !== null && options.path !== undefined && options.port === undefined);
  if (!isPath) {
    const port = typeof options === 'number' ? options : options?.port;
    const host = typeof options === 'object' && options !== null ? options.host : args[1];
    throw refuse(`TCP ${String(host ?? 'localhost')}:${String(port)}`);
  }
  return (connect as (...a: unknown[]) => net.Socket).apply(this, args);
} as typeof net.Socket.prototype.connect;

afterEach(() => {
  if (attempts.length > 0) throw new Error(`this test tried to use the network: ${attempts.splice(0).join('; ')}`);
});
after(() => {
  if (attempts.length > 0) throw new Error(`a test file tried to use the network after its tests ended: ${attempts.splice(0).join('; ')}`);
});

// Tells React that tests wrap updates in act(), so it warns about stray ones.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A query waits for what it looks for until the screen shows it: the lazy
// screens and their texts load slower on a busy machine, and Testing
// Library's 1 s default then fails tests that are right. The bound only
// ends a test that would never pass; a passing test waits no longer.
const { configure } = await import('@testing-library/react');
configure({ asyncUtilTimeout: 30_000 });

// Every test sees the whole dictionaries, as if every feature's messages had loaded.
const { installMessages } = await import('../src/client/core/i18n');
for (const language of ['en', 'ro', 'es'] as const) {
  const { default: messages } = await import(`../i18n/${language}.json`, { with: { type: 'json' } });
  installMessages(language, messages as Record<string, unknown>);
}
