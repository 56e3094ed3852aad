import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { createSyncMachine, type SendInput, type SyncEvent } from '../../../src/client/core/sync.machine';

type Outcome = 'ok' | 'ask';

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

/** A queue of numbered changes; an answer of 'ask' holds the engine. */
function harness(answers: Outcome[]) {
  const state = { changes: 0, saved: 0, settled: [] as Outcome[] };
  const sent: number[] = [];
  const clock = new SimulatedClock();
  const machine = createSyncMachine<number, Outcome>('testSync').provide({
    actors: {
      send: fromPromise<Outcome, SendInput<number>>(async ({ input }) => {
        sent.push(input.batch);
        return answers.shift() ?? 'ok';
      }),
      networkStatus: fromCallback<SyncEvent>(() => {}),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      queue: {
        hasSendable: () => state.changes !== state.saved,
        takeBatch: () => (state.changes === state.saved ? null : state.changes),
        settle: (batch, outcome) => {
          state.settled.push(outcome);
          if (outcome === 'ok') state.saved = batch;
          return outcome === 'ask';
        },
      },
    },
  });
  actor.start();
  const change = () => {
    state.changes += 1;
    actor.send({ type: 'sync.change' });
  };
  const tags = () => [...actor.getSnapshot().tags].sort();
  return { actor, clock, sent, state, change, tags };
}

describe('core sync engine', () => {
  it('an answer that needs the user holds it: changes pile up, nothing is sent until retry', async () => {
    const h = harness(['ask', 'ok']);
    h.change();
    h.clock.increment(2000);
    await flush();
    assert.deepEqual(h.tags(), ['held']);
    h.change();
    h.clock.increment(60_000);
    assert.deepEqual(h.sent, [1], 'held: no autosave');
    h.actor.send({ type: 'sync.retry' });
    assert.deepEqual(h.sent, [1, 2]);
    await flush();
    assert.deepEqual(h.tags(), ['saved']);
  });

  it('release carries on without sending: saved, or dirty when something still waits', async () => {
    const h = harness(['ask']);
    h.change();
    h.clock.increment(2000);
    await flush();
    h.state.saved = h.state.changes;
    h.actor.send({ type: 'sync.release' });
    assert.deepEqual(h.tags(), ['saved']);
    assert.equal(h.sent.length, 1);

    const again = harness(['ask']);
    again.change();
    again.clock.increment(2000);
    await flush();
    again.actor.send({ type: 'sync.release' });
    assert.deepEqual(again.tags(), ['dirty']);
  });
});
