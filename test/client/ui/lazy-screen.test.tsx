// Lazy screens whose chunk is already in render at once (issue 15): at a cold
// load boot imports the screen's chunk beside the session, so by the time the
// screen renders its code is there. React.lazy suspended anyway (it learns of
// the module a microtask later), and React then held the screen behind the
// fallback for its 300 ms throttle before the screen could ask for its data.
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { chunkImport, lazyNamedScreen } from '../../../src/client/ui/lazy-screen';

const helloChunk = () => ({
  Hello: ({ who }: { who: string }) => <p>Hello {who}</p>,
});

describe('lazy screens', () => {
  afterEach(cleanup);

  it('render with their first commit, no fallback, when their chunk has arrived', async () => {
    const load = chunkImport(async () => helloChunk());
    await load();
    const Hello = lazyNamedScreen(load, 'Hello');
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Hello who="Ana" />
      </Suspense>,
    );
    assert.ok(screen.getByText('Hello Ana'), 'the screen is in the first commit');
    assert.equal(screen.queryByText('waiting'), null);
  });

  it('wait behind the fallback while their chunk is on its way, then stay mounted', async () => {
    let arrive = () => {};
    const load = chunkImport(() => new Promise<ReturnType<typeof helloChunk>>((resolve) => (arrive = () => resolve(helloChunk()))));
    void load();
    let mounts = 0;
    const Counted = lazyNamedScreen(
      chunkImport(async () => ({
        Counted: () => {
          const [at] = useState(() => ++mounts);
          return <p>mount {at}</p>;
        },
      })),
      'Counted',
    );
    const Hello = lazyNamedScreen(load, 'Hello');
    function Page() {
      const [, rerender] = useState(0);
      // A render after the chunk arrived (the chunk now "loaded") keeps the same components mounted.
      useEffect(() => rerender(1), []);
      return (
        <>
          <Hello who="Ana" />
          <Counted />
        </>
      );
    }
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Page />
      </Suspense>,
    );
    assert.ok(screen.getByText('waiting'));
    arrive();
    assert.ok(await screen.findByText('Hello Ana'));
    assert.ok(await screen.findByText('mount 1'));
    assert.equal(mounts, 1, 'mounted once');
  });
});
