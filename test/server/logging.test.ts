// What the request log keeps of an address: never a secret that works as a key. An invitation's token is a
// path segment (the API's preview and accept, the app's /join page): logged in clear, anyone who read the logs
// could join the school while the link was valid.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { redactUrl } from '../../src/server/logging';

test('the request log redacts tokens in the query and in an invitation path', () => {
  const token = 'ioRV2CztHp_Zx8vQk1mN3oP4rS5tU6wY7';
  const cases: [string, string][] = [
    [`/api/invitations/${token}`, '/api/invitations/[redacted]'],
    [`/api/invitations/${token}/accept`, '/api/invitations/[redacted]/accept'],
    [`/join/${token}`, '/join/[redacted]'],
    [`/join/${token}?lang=ro`, '/join/[redacted]?lang=ro'],
    [`/reset-password?token=${token}&x=1`, '/reset-password?token=[redacted]&x=1'],
    [`/login/oauth2/code/keycloak?code=abc&state=def`, '/login/oauth2/code/keycloak?code=[redacted]&state=[redacted]'],
    // Spelled with percent-escapes, the same route and the same parameter (the router and the query parser decode them).
    [`/%61pi/invitations/${token}`, '/api/invitations/[redacted]'],
    [`/reset-password?%74oken=${token}`, '/reset-password?token=[redacted]'],
    [`/api/invitations/${token}%`, '/api/invitations/[redacted]'],
  ];
  for (const [url, logged] of cases) assert.equal(redactUrl(url), logged);
  // Other addresses are logged as they are.
  assert.equal(redactUrl('/api/schools/5c1e/invitations'), '/api/schools/5c1e/invitations');
  assert.equal(redactUrl('/api/quizzes/7/grades?classroomId=9'), '/api/quizzes/7/grades?classroomId=9');
});
