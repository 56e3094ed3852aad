import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { fireEvent } from '@testing-library/dom';
import { act } from '@testing-library/react';
import { createRoot, type Root } from 'react-dom/client';
import { ManualCountsForm } from '../../../src/client/features/results/ManualCountsForm';
import { analysisFixture, CLASSROOM_ID, QUIZ_ID, setUpResults, tearDownResults } from './fixtures';

type ActFlag = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Renders the form as the browser does (no act), and types into its first
 * field in the same task as the commit that put it on screen: before React
 * has run the form's passive effects, which it does in a later task.
 */
function renderAndTypeAtOnce(container: HTMLElement, root: Root, value: string): Promise<HTMLInputElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const input = container.querySelector<HTMLInputElement>('input');
      if (!input) return;
      observer.disconnect();
      fireEvent.change(input, { target: { value } });
      resolve(input);
    });
    observer.observe(container, { childList: true, subtree: true });
    root.render(<ManualCountsForm quizId={QUIZ_ID} classroomId={CLASSROOM_ID} questions={analysisFixture().questions} onSaved={() => {}} />);
  });
}

describe('hand-entered counts form', () => {
  let root: Root | null = null;
  beforeEach(setUpResults);
  afterEach(async () => {
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => root?.unmount());
    root = null;
    await tearDownResults();
  });

  it('keeps what the teacher typed the moment the form appeared (CI: typed counts were wiped, nothing saved)', async () => {
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    const input = await renderAndTypeAtOnce(container, root, '18');
    // Let React finish everything it scheduled after that commit.
    (globalThis as ActFlag).IS_REACT_ACT_ENVIRONMENT = true;
    await act(async () => {});
    await act(async () => {});
    assert.equal(input.value, '18');
  });
});
