// Without SMTP_URL, the log line is how a reset or invitation mail reaches
// anyone: it must survive LOG_LEVEL=warn, the level production runs quiet at.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { register } from './helpers/accounts';
import { type TestApp, testApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await testApp({ logLevel: 'warn', smtpUrl: undefined });
});
after(() => t.close());

test('with LOG_LEVEL=warn and no SMTP, a password-reset mail is still written to the log', async () => {
  const { email } = await register(t.app);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
  assert.equal(response.statusCode, 202);
  // The mail is queued after the 202; it lands in the outbox (and the log) a moment later.
  let mail: { to?: string; body?: string; level?: number } | undefined;
  for (let i = 0; i < 500 && !mail; i++) {
    const stored = await t.database.db.selectFrom('mail_outbox').select('id').where('to_address', '=', email).executeTakeFirst();
    if (stored) {
      mail = t.logs.map((line) => JSON.parse(line) as { to?: string; body?: string; level?: number }).find((line) => line.to === email);
      if (mail) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.ok(mail, `no log line carries the mail to ${email}; the log:\n${t.logs.join('')}`);
  assert.match(mail.body ?? '', /\/reset-password\?token=/);
  assert.equal(mail.level, 40, 'written at warn');
});
