// Nothing typed or pasted is cut silently (an outside tester's pasted text
// lost its tail to an input's maxLength). The comment on a pupil was such a
// field (4,000): it holds all of it now, counts near the limit, says the
// limit at once and refuses to send until it fits.
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setLanguage } from '../../../src/client/core/i18n';
import { CommentForm } from '../../../src/client/features/pupil-performance/CommentForm';
import { CharacterCount } from '../../../src/client/ui/CharacterCount';
import { descriptionOf } from '../support/render';

describe('a text field near and over its limit', () => {
  beforeEach(() => setLanguage('en', { persist: false }));
  afterEach(cleanup);

  it("a pupil's comment of 4,100 characters is kept whole, said too long, and not sent", async () => {
    const sent: string[] = [];
    render(
      <CommentForm
        label="New comment"
        submitLabel="Add comment"
        onSubmit={async (body) => {
          sent.push(body);
          return true;
        }}
      />,
    );
    const field = screen.getByLabelText('New comment') as HTMLTextAreaElement;
    assert.equal(field.getAttribute('maxlength'), null, 'the browser cuts nothing');
    assert.equal(descriptionOf(field), '', 'no counter far from the limit');
    fireEvent.change(field, { target: { value: `${'Foarte activă. '.repeat(273)}Bravo` } });
    assert.equal(field.value.length, 4100);
    assert.equal(field.getAttribute('aria-invalid'), 'true');
    assert.equal(descriptionOf(field), 'Must not exceed 4000 characters 4,100 / 4,000');
    fireEvent.click(screen.getByRole('button', { name: 'Add comment' }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(sent, [], 'not sent');
    assert.equal(field.value.length, 4100, 'still all there');
  });

  it('counts in the reader’s language, from 90 % of the limit', async () => {
    await setLanguage('ro', { persist: false });
    const { container, rerender } = render(<CharacterCount id="c" text={'a'.repeat(1799)} max={2000} />);
    assert.equal(container.textContent, '');
    rerender(<CharacterCount id="c" text={'a'.repeat(1800)} max={2000} />);
    assert.equal(container.textContent, `${new Intl.NumberFormat('ro').format(1800)} / ${new Intl.NumberFormat('ro').format(2000)}`);
  });
});
