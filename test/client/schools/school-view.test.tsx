// A school's page (SPEC 2): its classrooms with add, rename and delete, the
// plan limit, the school's own edit and delete, and the caches dropped on
// every classroom change (SPEC 4).
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cache } from '../../../src/client/core/cache';
import { cacheTags } from '../../../src/client/core/cache-tags';
import { availableCommands, findCommand, runCommand } from '../../../src/client/core/commands';
import type { SchoolDetail } from '../../../src/client/features/schools';
import { assertAbsent } from '../support/dom-assert';
import { jsonResponse } from '../support/fetch-stub';
import { renderApp, signIn, stubApi } from '../support/shell';
import { answerConfirm, classroom, resetSchoolsTest, school, toastMessages, validationError } from './fixtures';

const NOUA = classroom('c1', 's1', '9A', { gradeLevel: 'a IX-a', pupilCount: 28, description: 'Matematică-informatică' });
const ZECE = classroom('c2', 's1', '10B', { pupilCount: 25 });

function detail(classrooms = [NOUA, ZECE]): SchoolDetail {
  return { ...school('s1', 'Colegiul Național', { classroomCount: classrooms.length }), classrooms };
}

async function openSchool(path = '/schools/s1') {
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Colegiul Național' });
  return rendered;
}

describe('school view', () => {
  let stub: ReturnType<typeof stubApi> | null = null;
  beforeEach(() => {
    mock.method(console, 'warn', () => {});
    signIn();
  });
  afterEach(async () => {
    mock.restoreAll();
    await resetSchoolsTest();
    // The stub goes last: a screen still mounted could call the API once it is gone.
    stub?.restore();
    stub = null;
  });

  it('shows the school and its classrooms, each linking to its page', async () => {
    stub = stubApi({ 'GET /api/schools/s1': () => jsonResponse(200, detail()) });
    await openSchool();
    assert.ok(screen.getByText('Educational institution'));
    const list = screen.getByRole('list', { name: 'Classrooms' });
    const nine = within(list).getByRole('listitem', { name: '9A' });
    assert.equal(within(nine).getByRole('link', { name: '9A' }).getAttribute('href'), '/schools/s1/classrooms/c1');
    assert.ok(within(nine).getByText('Grade: a IX-a'));
    assert.ok(within(nine).getByText('Pupils: 28'));
    assert.ok(within(nine).getByText('Matematică-informatică'));
    // The title is set in an effect after the school renders: wait for it rather than race it.
    await waitFor(() => assert.equal(document.title, 'Colegiul Național · Catedra'));
  });

  it('an empty school invites to add the first classroom', async () => {
    stub = stubApi({ 'GET /api/schools/s1': () => jsonResponse(200, detail([])) });
    await openSchool();
    assert.ok(screen.getByRole('heading', { name: 'No classrooms yet' }));
    assert.ok(screen.getByRole('button', { name: 'Add classroom' }));
  });

  it("the first classroom of an empty school takes the focus once added (its 'Add classroom' left with the empty state)", async () => {
    let classrooms: ReturnType<typeof classroom>[] = [];
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail(classrooms)),
      'POST /api/schools/s1/classrooms': (call) => {
        const created = classroom('c3', 's1', (call.body as { name: string }).name);
        classrooms = [created];
        return jsonResponse(201, created);
      },
    });
    await openSchool();
    const add = screen.getByRole('button', { name: 'Add classroom' });
    add.focus();
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'New classroom' });
    fireEvent.change(within(dialog).getByLabelText(/Classroom name/), { target: { value: '5A' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add classroom' }));
    const link = await screen.findByRole('link', { name: '5A' });
    await waitFor(() => assert.equal(document.activeElement, link, `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`));
  });

  it("an unknown school says so; any other failure says 'Failed to load classrooms.'", async () => {
    stub = stubApi({});
    renderApp('/schools/nope');
    const alert = await screen.findByRole('alert');
    assert.match(alert.textContent ?? '', /School not found\./);
    assert.equal(within(alert).getByRole('link', { name: 'Back to all schools' }).getAttribute('href'), '/schools');
    assert.ok(screen.getByRole('heading', { level: 1, name: 'School' }));
    await resetSchoolsTest();
    stub.restore();

    signIn();
    stub = stubApi({ 'GET /api/schools/s1': () => jsonResponse(503, { error: { code: 'unavailable', message: 'The database is unavailable.' } }) });
    renderApp('/schools/s1');
    assert.match((await screen.findByRole('alert')).textContent ?? '', /Failed to load classrooms\./);
  });

  it('adds a classroom with name, grade and description; the school and the Schools panel are refreshed', async () => {
    let classrooms = [NOUA];
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail(classrooms)),
      'POST /api/schools/s1/classrooms': (call) => {
        const body = call.body as { name: string; gradeLevel: string };
        const created = classroom('c3', 's1', body.name, { gradeLevel: body.gradeLevel });
        classrooms = [...classrooms, created];
        return jsonResponse(201, created);
      },
    });
    cache.set('nav:school:s1:classrooms', [], { tags: [cacheTags.school('s1')] });
    await openSchool();
    // The breadcrumbs ask for the school's name too.
    const before = stub.callsTo('GET /api/schools/s1').length;
    fireEvent.click(screen.getByRole('button', { name: 'Add classroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'New classroom' });
    fireEvent.change(within(dialog).getByLabelText(/Classroom name/), { target: { value: '11C' } });
    fireEvent.change(within(dialog).getByLabelText(/Grade or group/), { target: { value: 'a XI-a' } });
    fireEvent.change(within(dialog).getByLabelText(/Description/), { target: { value: 'Filologie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add classroom' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('POST /api/schools/s1/classrooms')[0]?.body, { name: '11C', gradeLevel: 'a XI-a', description: 'Filologie' });
    assert.ok(toastMessages().includes('Classroom created'));
    assert.ok(await screen.findByText('11C'));
    assert.ok(stub.callsTo('GET /api/schools/s1').length > before, "the school's detail was dropped and fetched again");
    assert.equal(cache.has('nav:school:s1:classrooms'), false);
  });

  it('at the plan limit the dialog says so clearly, with the limit and where to see the plan', async () => {
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail()),
      'POST /api/schools/s1/classrooms': () =>
        jsonResponse(403, {
          error: {
            code: 'plan_limit',
            message: 'Your plan allows at most 10 classes. Delete a class you no longer need, or change your plan.',
            limit: 10,
            resource: 'classes',
          },
        }),
    });
    await openSchool();
    fireEvent.click(screen.getByRole('button', { name: 'Add classroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'New classroom' });
    fireEvent.change(within(dialog).getByLabelText(/Classroom name/), { target: { value: '12D' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add classroom' }));
    const alert = await within(dialog).findByRole('alert');
    assert.match(alert.textContent ?? '', /Plan limit reached/);
    assert.match(alert.textContent ?? '', /at most 10 classes/);
    assert.equal(within(alert).getByRole('link', { name: 'See your plan' }).getAttribute('href'), '/');
    assert.equal(within(dialog).queryAllByRole('alert').length, 1, 'one message, not two');
  });

  it("renames a classroom in a dialog filled with its values; the server's field message shows under the field", async () => {
    let current = NOUA;
    let refuse = true;
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail([current, ZECE])),
      'PUT /api/classrooms/c1': (call) => {
        if (refuse) return jsonResponse(400, validationError({ name: 'Must not exceed 100 characters' }));
        current = { ...current, ...(call.body as object) };
        return jsonResponse(200, current);
      },
    });
    cache.set('name:classroom:c1', { name: '9A' }, { tags: [cacheTags.classroom('c1')] });
    await openSchool();
    fireEvent.click(screen.getByRole('button', { name: 'Rename 9A' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename 9A' });
    const name = within(dialog).getByLabelText(/Classroom name/) as HTMLInputElement;
    assert.equal(name.value, '9A');
    assert.equal((within(dialog).getByLabelText(/Grade or group/) as HTMLInputElement).value, 'a IX-a');
    fireEvent.change(name, { target: { value: '9A real' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    assert.ok(await within(dialog).findByText('Must not exceed 100 characters'));
    refuse = false;
    fireEvent.change(name, { target: { value: '9A real' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('PUT /api/classrooms/c1')[1]?.body, { name: '9A real', gradeLevel: 'a IX-a', description: 'Matematică-informatică' });
    assert.ok(await screen.findByText('9A real'));
    assert.equal(cache.has('name:classroom:c1'), false, "the breadcrumb's name was dropped");
  });

  it('deletes a classroom after the confirmation (it cannot be undone and takes its pupils)', async () => {
    let classrooms = [NOUA, ZECE];
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail(classrooms)),
      'DELETE /api/classrooms/c2': () => {
        classrooms = [NOUA];
        return jsonResponse(204);
      },
    });
    await openSchool();
    fireEvent.click(screen.getByRole('button', { name: 'Delete 10B' }));
    const asked = await answerConfirm('Cancel');
    assert.match(asked, /Delete 10B\?/);
    assert.match(asked, /cannot be undone/);
    assert.match(asked, /pupils, their grades/);
    assert.equal(stub.callsTo('DELETE /api/classrooms/c2').length, 0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete 10B' }));
    await answerConfirm('Delete classroom');
    await waitFor(() => assertAbsent(screen.queryByText('10B')));
    assert.ok(toastMessages().includes('Classroom deleted: 10B'));
  });

  it("a class the reader may not delete (a colleague's, in a school they do not own) offers Rename, not Delete", async () => {
    const colleagues = classroom('c3', 's1', '11C', { deletable: false });
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, { ...detail([NOUA, colleagues]), role: 'teacher' }),
    });
    await openSchool();
    const list = screen.getByRole('list', { name: 'Classrooms' });
    const theirs = within(list).getByRole('listitem', { name: '11C' });
    assert.ok(within(theirs).getByRole('button', { name: 'Rename 11C' }), 'every member renames a class');
    assertAbsent(within(theirs).queryByRole('button', { name: 'Delete 11C' }));
    assert.ok(within(list).getByRole('button', { name: 'Delete 9A' }), 'her own class she deletes');
  });

  it("a deleted classroom's card hands the keyboard to the next card, and the last one to the list's heading", async () => {
    let classrooms = [NOUA, ZECE];
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, detail(classrooms)),
      'DELETE /api/classrooms/c1': () => {
        classrooms = [ZECE];
        return jsonResponse(204);
      },
      'DELETE /api/classrooms/c2': () => {
        classrooms = [];
        return jsonResponse(204);
      },
    });
    await openSchool();
    const first = screen.getByRole('button', { name: 'Delete 9A' });
    act(() => first.focus());
    fireEvent.click(first);
    await answerConfirm('Delete classroom');
    await waitFor(() => assertAbsent(screen.queryByRole('link', { name: '9A' })));
    assert.equal(document.activeElement, screen.getByRole('link', { name: '10B' }), `the focus is on ${document.activeElement?.outerHTML.slice(0, 80)}`);

    const last = screen.getByRole('button', { name: 'Delete 10B' });
    act(() => last.focus());
    fireEvent.click(last);
    await answerConfirm('Delete classroom');
    await screen.findByRole('heading', { name: 'No classrooms yet' });
    assert.equal(document.activeElement, screen.getByRole('heading', { level: 2, name: 'Classrooms' }));
  });

  it('edits the school, and deletes it (then the list of schools is shown)', async () => {
    let current = detail();
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, current),
      'PUT /api/schools/s1': (call) => {
        current = { ...current, ...(call.body as object) };
        return jsonResponse(200, current);
      },
      'DELETE /api/schools/s1': () => jsonResponse(204),
      'GET /api/schools': () => jsonResponse(200, []),
    });
    const { location } = await openSchool();
    fireEvent.click(screen.getByRole('button', { name: 'Edit school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit school' });
    assert.equal((within(dialog).getByLabelText(/Description/) as HTMLTextAreaElement).value, '', 'the default description is not forced on the teacher');
    fireEvent.change(within(dialog).getByLabelText(/School name/), { target: { value: 'Colegiul Național Iași' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The heading and the breadcrumb both follow the rename.
    await waitFor(() => assert.equal(screen.queryAllByText('Colegiul Național Iași').length, 2));
    assert.ok(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Colegiul Național Iași'));
    assert.deepEqual(stub.callsTo('PUT /api/schools/s1')[0]?.body, { name: 'Colegiul Național Iași', description: '', website: '', phone: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete school' }));
    await answerConfirm('Delete school');
    await waitFor(() => assert.equal(location.history?.at(-1), '/schools'));
    assert.equal(stub.callsTo('DELETE /api/schools/s1').length, 1);
  });

  it('a website and phone (SPEC 5 rules, checked before sending) show on the school page as a link and a tel: link', async () => {
    let current = detail();
    stub = stubApi({
      'GET /api/schools/s1': () => jsonResponse(200, current),
      'PUT /api/schools/s1': (call) => {
        current = { ...current, ...(call.body as object) };
        return jsonResponse(200, current);
      },
    });
    await openSchool();
    assertAbsent(screen.queryByRole('link', { name: /Website/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit school' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit school' });
    const website = within(dialog).getByRole('textbox', { name: 'Website' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    fireEvent.change(website, { target: { value: 'www.cnb.ro' } });
    fireEvent.change(phone, { target: { value: '0264-595-011' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    assert.ok(await within(dialog).findByText('URL must start with http:// or https://'));
    assert.ok(within(dialog).getByText('Phone number: an optional + followed by at most 16 digits'));
    assert.equal(stub.callsTo('PUT /api/schools/s1').length, 0, 'nothing is sent while a rule fails');
    fireEvent.change(website, { target: { value: 'https://www.cnb.ro' } });
    fireEvent.change(phone, { target: { value: '+40 264 595 011' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => assert.equal(dialog.isConnected, false));
    assert.deepEqual(stub.callsTo('PUT /api/schools/s1')[0]?.body, {
      name: 'Colegiul Național',
      description: '',
      website: 'https://www.cnb.ro',
      phone: '+40 264 595 011',
    });
    const site = await screen.findByRole('link', { name: 'https://www.cnb.ro' });
    assert.equal(site.getAttribute('href'), 'https://www.cnb.ro');
    assert.equal(site.getAttribute('rel'), 'noopener noreferrer');
    assert.equal(screen.getByRole('link', { name: '+40 264 595 011' }).getAttribute('href'), 'tel:+40264595011');
  });

  it("'New classroom' is a palette command while a school is open", async () => {
    stub = stubApi({ 'GET /api/schools/s1': () => jsonResponse(200, detail()) });
    const page = await openSchool();
    const command = findCommand('create.classroom');
    assert.ok(command && availableCommands().includes(command));
    await act(() => runCommand(command));
    assert.ok(await screen.findByRole('dialog', { name: 'New classroom' }));
    page.unmount();
    assert.equal(findCommand('create.classroom'), undefined, 'gone with the page');
  });
});
