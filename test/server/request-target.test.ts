// The request line as a client may send it: absolute form (RFC 9112 3.2.2),
// and headers too large for the parser. Sent over a real socket: inject()
// would build the request line itself.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { translate } from '../../src/server/i18n';
import { originForm } from '../../src/server/request-target';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { type TestApp, testApp } from './helpers/app';

let t: TestApp;
let teacher: SignedIn;
let port: number;

before(async () => {
  t = await testApp({ logLevel: 'warn' });
  teacher = await newTeacher(t.app);
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
});
after(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request written as given; the answer's status line, headers and body. */
function raw(requestLine: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const head = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise((resolve, reject) => {
    // Written, not ended: a half-closed socket loses an answer that is still being worked out; `connection: close` ends it.
    const socket = connect(port, '127.0.0.1', () => socket.write(`${requestLine}\r\n${head}\r\n`));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('utf8');
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [top = '', body = ''] = answer.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headerPairs = lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]);
      resolve({ status: Number(statusLine.split(' ')[1]), headers: Object.fromEntries(headerPairs), body });
    });
  });
}

describe('a request target in absolute form', () => {
  test('is read as its path', () => {
    assert.equal(originForm('http://example.org/api/schools?x=1'), '/api/schools?x=1');
    assert.equal(originForm('HTTPS://user@example.org:8080/a/b'), '/a/b');
    assert.equal(originForm('http://example.org'), '/');
    assert.equal(originForm('http://example.org?x=1'), '/?x=1');
    for (const same of ['/api/schools', '/', '*', '//evil.example/x', '/http://x/y']) assert.equal(originForm(same), same);
  });

  test('reaches a protected route as its teacher, with the answer marked not to be stored', async () => {
    const answer = await raw(`GET http://127.0.0.1:${port}/api/schools HTTP/1.1`, teacher.headers);
    assert.equal(answer.status, 200, answer.body);
    assert.equal(answer.headers['cache-control'], 'no-store');
  });

  test('is refused by the bearer guard without a token, like the same path', async () => {
    for (const target of ['/api/schools', `http://127.0.0.1:${port}/api/schools`, `http://other.example/api/schools`]) {
      const answer = await raw(`GET ${target} HTTP/1.1`);
      assert.equal(answer.status, 401, `${target}: ${answer.body}`);
      assert.equal(answer.headers['cache-control'], 'no-store', target);
    }
  });
});

// An outside tester: the router decodes the path, the guard read it as sent, so an anonymous POST to
// "/%61pi/quizzes" reached the body parser (8 MB on that route) before the route's own 401.
describe('a path spelled with percent-escapes', () => {
  const spellings = ['/%61pi/quizzes', '/%61%70%69/quizzes', '/api/%71uizzes'];

  test('is refused by the bearer guard before its body is read, like the same path', async () => {
    for (const url of ['/api/quizzes', ...spellings]) {
      const answer = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: '{"broken":' });
      assert.equal(answer.statusCode, 401, `${url}: ${answer.body}`);
      assert.equal(answer.headers['cache-control'], 'no-store', url);
    }
  });

  test('reaches its route as its teacher, with the answer marked not to be stored', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/%61pi/schools', headers: teacher.headers });
    assert.equal(answer.statusCode, 200, answer.body);
    assert.equal(answer.headers['cache-control'], 'no-store');
  });
});

describe('headers too large for the parser', () => {
  test('are refused in the language the request asked for, when the refused bytes say it', async () => {
    const big = { 'accept-language': 'ro-RO,ro;q=0.9', cookie: `x=${'a'.repeat(40_000)}` };
    const romanian = await raw('GET /api/schools HTTP/1.1', big);
    assert.equal(romanian.status, 431);
    const { error } = JSON.parse(romanian.body) as { error: { code: string; message: string } };
    assert.equal(error.code, 'validation');
    const english = JSON.parse((await raw('GET /api/schools HTTP/1.1', { cookie: big.cookie })).body) as { error: { message: string } };
    assert.equal(error.message, translate('ro', 'errors.payloadTooLarge'));
    assert.notEqual(english.error.message, error.message, 'without the line, the default English');
  });
});
