// What a screen reader hears for a required field: the label alone ("School
// name"), with "required" from aria-required, never glued to the label
// ("School namerequired", the marker's tooltip read as part of the name), in
// the school form and in registration. Names are read both from Chromium's
// accessibility tree and by the specified algorithm (Playwright's).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpThroughPages } from './helpers/accounts';
import { useE2eApp } from './helpers/app';

const app = useE2eApp();

interface AXNode {
  role?: { value?: string };
  name?: { value?: string };
  properties?: { name: string; value: { value?: unknown } }[];
}

/** Names of the text fields in Chromium's accessibility tree, with whether each is required. */
async function textFields(page: Page): Promise<{ name: string; required: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
  await cdp.detach();
  return nodes
    .filter((node) => node.role?.value === 'textbox')
    .map((node) => ({
      name: String(node.name?.value ?? ''),
      required: node.properties?.some((p) => p.name === 'required' && p.value.value === true) ?? false,
    }));
}

test('required fields are named by their label alone and are announced as required', async () => {
  const { context, page } = await app.newPage();
  await page.goto(`${app.baseUrl}/register`);
  await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  const registration = await textFields(page);
  assert.deepEqual(
    registration.filter((field) => ['First name', 'Last name', 'Email'].includes(field.name)),
    [
      { name: 'First name', required: true },
      { name: 'Last name', required: true },
      { name: 'Email', required: true },
    ],
    JSON.stringify(registration),
  );
  for (const label of ['First name', 'Last name', 'Email', 'Password', 'Confirm password']) {
    assert.equal(await page.getByRole('textbox', { name: label, exact: true }).count(), 1, label);
  }

  await signUpThroughPages(page, app.baseUrl, { email: 'ioana.radu@scoala.ro', firstName: 'Ioana', lastName: 'Radu' });
  await page.goto(`${app.baseUrl}/schools`);
  await page.getByRole('button', { name: 'Add school' }).first().click();
  await page.getByRole('dialog', { name: 'New school' }).waitFor();
  const school = await textFields(page);
  assert.ok(
    school.some((field) => field.name === 'School name' && field.required),
    JSON.stringify(school),
  );
  assert.ok(!school.some((field) => /required/i.test(field.name)), JSON.stringify(school));
  // The accessible-name algorithm as specified (Playwright's, like Firefox's) reads a title inside a label too.
  const dialog = page.getByRole('dialog', { name: 'New school' });
  assert.equal(await dialog.getByRole('textbox', { name: 'School name', exact: true }).count(), 1);
  assert.equal(await dialog.getByRole('textbox', { name: /required/i }).count(), 0);
  await context.close();
});
