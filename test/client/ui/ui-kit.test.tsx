import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cleanup, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { FormField } from '../../../src/client/ui/FormField';
import { Loading } from '../../../src/client/ui/Loading';
import { LoadingScreen } from '../../../src/client/ui/LoadingScreen';
import { Kbd, ShortcutKeys } from '../../../src/client/ui/ShortcutKeys';
import { descriptionOf } from '../support/render';

describe('Loading', () => {
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(cleanup);

  it('every variant is a polite status with a message', () => {
    const cases = [
      ['default', 'Loading…'],
      ['auth', 'Initializing authentication…'],
      ['minimal', 'Loading…'],
      ['branded', 'Starting Catedra…'],
    ] as const;
    for (const [variant, message] of cases) {
      render(<Loading variant={variant} />);
      const status = screen.getByRole('status');
      assert.equal(status.getAttribute('aria-live'), 'polite', variant);
      assert.ok(status.textContent?.includes(message), `${variant}: ${status.textContent}`);
      cleanup();
    }
    render(<Loading variant="minimal" message="Loading classrooms…" />);
    assert.equal(screen.getByRole('status').textContent, 'Loading classrooms…');
  });

  it('LoadingScreen still works as before', () => {
    render(<LoadingScreen message="Redirecting to sign in…" />);
    assert.ok(screen.getByRole('status').textContent?.includes('Redirecting to sign in…'));
  });

  it('follows the language', async () => {
    await setLanguage('ro', { persist: false });
    render(<Loading />);
    assert.ok(screen.getByText('Se încarcă…'));
    await setLanguage('en', { persist: false });
  });
});

describe('FormField', () => {
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(cleanup);

  it('labels any control and ties the hint and error to it', () => {
    render(
      <FormField id="school-name" label="School name" required hint="As on the stamp" error="Field is required">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/School name/);
    assert.equal(input.id, 'school-name');
    assert.equal(input.getAttribute('aria-invalid'), 'true');
    assert.equal(input.getAttribute('aria-required'), 'true');
    assert.equal(descriptionOf(input), 'Field is required As on the stamp');
  });

  it('translates a superstruct MessageRef and is quiet without an error', () => {
    const { rerender } = render(
      <FormField id="grade" label="Grade" error={{ key: 'validation.minLength', params: { n: 2 } }}>
        {(control) => (
          <select {...control}>
            <option>5A</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole('combobox', { name: 'Grade' });
    assert.equal(descriptionOf(select), 'Must be at least 2 characters long');
    rerender(
      <FormField id="grade" label="Grade" error={null}>
        {(control) => (
          <select {...control}>
            <option>5A</option>
          </select>
        )}
      </FormField>,
    );
    assert.equal(select.getAttribute('aria-invalid'), null);
    assert.equal(select.getAttribute('aria-describedby'), null);
    assert.equal(select.getAttribute('aria-required'), null);
  });
});

describe('Kbd', () => {
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(cleanup);

  it("is the one key cap: a shortcut's keys and a chooser's number key look alike", () => {
    const { container } = render(
      <>
        <ShortcutKeys shortcut="g h" />
        <Kbd aria-hidden="true" className="mt-0.5">
          1
        </Kbd>
      </>,
    );
    const caps = [...container.querySelectorAll('kbd')];
    assert.deepEqual(
      caps.map((cap) => cap.textContent),
      ['G', 'H', '1'],
    );
    const base = (cap: Element) => cap.className.replace('mt-0.5', '').trim();
    assert.equal(base(caps[2]!), base(caps[0]!), "the same classes, plus the caller's own");
    assert.equal(caps[2]!.getAttribute('aria-hidden'), 'true', 'other props reach the element');
    assert.ok(caps[2]!.classList.contains('mt-0.5'));
  });
});
