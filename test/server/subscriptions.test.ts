// The plan every account has (SPEC: Free by default): what it shows, and the
// create-default that repairs an account without one. Moved out of auth.test.ts.

import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';

let t: TestApp;
before(async () => {
  t = await testApp();
});
after(() => t.close());

describe('subscriptions', () => {
  test('the Free plan shows status, features, limits and usage', async () => {
    const teacher = await newTeacher(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: teacher.headers });
    const plan = json(response);
    assert.equal(plan.plan, 'Free');
    assert.equal(plan.status, 'active');
    assert.equal(plan.daysRemaining, null);
    assert.deepEqual(plan.limits, { quizzes: t.config.freePlan.quizzes, students: t.config.freePlan.students, classes: t.config.freePlan.classes });
    assert.deepEqual(plan.usage, { quizzes: 0, students: 0, classes: 0 });
    assert.ok(Array.isArray(plan.features) && (plan.features as unknown[]).length > 0);
  });

  test('create-default makes a plan when there is none and is idempotent', async () => {
    const teacher = await newTeacher(t.app);
    await t.database.db.deleteFrom('subscription').where('user_id', '=', teacher.userId).execute();
    const none = await t.app.inject({ method: 'GET', url: '/api/subscriptions/current', headers: teacher.headers });
    assert.equal(none.statusCode, 404);
    const created = await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-default', headers: teacher.headers });
    assert.equal(created.statusCode, 201);
    const again = await t.app.inject({ method: 'POST', url: '/api/subscriptions/create-default', headers: teacher.headers });
    assert.equal(again.statusCode, 200);
    const rows = await t.database.db.selectFrom('subscription').select('id').where('user_id', '=', teacher.userId).execute();
    assert.equal(rows.length, 1);
  });
});
