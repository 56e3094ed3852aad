import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { config, FEATURE_FLAGS, type FeatureFlag, gradeForPercent, isEnabled } from '../../../src/client/core/config';

describe('config (SPEC 9)', () => {
  it('holds the SPEC 9 constants', () => {
    assert.equal(config.auth.tokenRefreshMarginMs, 60_000);
    assert.deepEqual(config.api, { timeoutMs: 30_000, retries: 3, retryDelayMs: 1000 });
    assert.deepEqual(config.retry, { attempts: 3, baseMs: 1000, factor: 2, capMs: 30_000 });
    assert.deepEqual(
      [config.ui.pageSize, config.ui.autosaveDelayMs, config.ui.toastDurationMs, config.ui.schoolsPanelCloseDelayMs, config.ui.schoolsPanelColumns],
      [10, 2000, 5000, 200, 3],
    );
    assert.deepEqual(config.files, { maxSizeBytes: 10_485_760, allowedTypes: ['pdf', 'doc', 'docx', 'txt'] });
    assert.deepEqual(config.quiz, { timeLimit: 30, maxQuestions: 100, minQuestions: 1, autoSubmit: true, shuffleQuestions: true, showProgressBar: true });
    assert.deepEqual(config.cache, { ttlMs: 300_000, maxSize: 50, schoolMs: 60_000, classroomMs: 60_000 });
    assert.equal(config.chunkLoadTimeoutMs, 120_000);
    assert.deepEqual([config.limits.passwordMin, config.limits.nameMin], [8, 2]);
    assert.deepEqual(config.errors, { visible: 10, history: 50 });
  });

  it('is frozen all the way down', () => {
    assert.ok(Object.isFrozen(config));
    assert.ok(Object.isFrozen(config.quiz));
    assert.ok(Object.isFrozen(config.files.allowedTypes));
    assert.throws(() => {
      (config.ui as { pageSize: number }).pageSize = 50;
    }, TypeError);
  });

  it('maps percentages to the SPEC 9 grade bands', () => {
    const cases: [number, string][] = [
      [100, 'A'],
      [90, 'A'],
      [89.9, 'B'],
      [80, 'B'],
      [79, 'C'],
      [70, 'C'],
      [69, 'D'],
      [60, 'D'],
      [59.99, 'F'],
      [0, 'F'],
    ];
    for (const [percent, grade] of cases) assert.equal(gradeForPercent(percent), grade, String(percent));
  });

  it('feature flags as SPEC 9 sets them', () => {
    const on: FeatureFlag[] = ['darkModeToggle', 'advancedQuizSettings', 'bulkOperations', 'exportToExcel', 'emailNotifications'];
    const off: FeatureFlag[] = ['realTimeSync', 'offlineMode', 'pushNotifications', 'sound'];
    for (const flag of on) assert.equal(isEnabled(flag), true, flag);
    for (const flag of off) assert.equal(isEnabled(flag), false, flag);
    assert.equal(Object.keys(FEATURE_FLAGS).length, on.length + off.length);
    assert.equal(isEnabled('sound', { ...FEATURE_FLAGS, sound: true }), true);
  });
});
