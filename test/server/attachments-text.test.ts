// A .txt attachment as Windows saves it: Notepad's "ANSI" is the computer's
// code page (windows-1250 on a Romanian Windows, windows-1252 on a Spanish
// one), its "Unicode" is UTF-16 with a BOM. Such a file is accepted and
// downloads as UTF-8 with a BOM, which Notepad and a browser both read right
// whatever the reader's code page; bytes that are not text are still refused.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newTeacher, type SignedIn } from './helpers/accounts';
import { json, type TestApp, testApp } from './helpers/app';
import { sampleQuiz } from './helpers/quiz-fixture';

type ErrorBody = { error: { fields?: Record<string, string> } };
type Stored = { id: string; fileName: string; sizeBytes: number; mediaType: string };

let t: TestApp;
let owner: SignedIn;
let quizId: string;

before(async () => {
  t = await testApp();
  owner = await newTeacher(t.app);
  const response = await t.app.inject({ method: 'POST', url: '/api/quizzes', headers: owner.headers, payload: sampleQuiz() });
  assert.equal(response.statusCode, 201, response.body);
  quizId = json<{ id: string }>(response).id;
});
after(() => t.close());

const upload = (name: string, content: Uint8Array, language = 'ro') =>
  t.app.inject({
    method: 'POST',
    url: `/api/quizzes/${quizId}/attachments`,
    headers: { ...owner.headers, 'content-type': 'application/octet-stream', 'accept-language': language, 'x-file-name': encodeURIComponent(name) },
    payload: Buffer.from(content),
  });

const download = (id: string) => t.app.inject({ method: 'GET', url: `/api/quizzes/${quizId}/attachments/${id}`, headers: owner.headers });

/** `text` in a single-byte code page, byte by byte from the decoder's own table. */
function encodeIn(encoding: string, text: string): Uint8Array {
  const decoder = new TextDecoder(encoding);
  const byteOf = new Map<string, number>();
  for (let byte = 255; byte >= 0; byte--) byteOf.set(decoder.decode(Uint8Array.of(byte)), byte);
  return Uint8Array.from([...text].map((char) => byteOf.get(char) ?? assert.fail(`${char} is not in ${encoding}`)));
}

/** UTF-16 with a BOM, as Notepad's "Unicode" and "Unicode big endian" save it. */
function utf16(text: string, order: 'le' | 'be'): Uint8Array {
  const units = [...`\uFEFF${text}`].flatMap((char) => {
    const code = char.codePointAt(0)!;
    return order === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff];
  });
  return Uint8Array.from(units);
}

// Notepad on a Romanian Windows writes ş ţ with a cedilla: windows-1250 has no ș ț.
const ROMANIAN_NOTES = 'Întrebări suplimentare pentru clasa a IX-a:\r\n1. Explicaţi fotosinteza.\r\n2. Daţi două exemple de ţesuturi şi organe.\r\n';
const SPANISH_NOTES = 'Preguntas adicionales:\r\n1. ¿Qué es la fotosíntesis?\r\n2. Señale dos órganos del niño.\r\n';

describe('a .txt attachment in another encoding than UTF-8', () => {
  const files: [string, Uint8Array, string][] = [
    ['windows-1250 (Notepad "ANSI", Romanian Windows)', encodeIn('windows-1250', ROMANIAN_NOTES), ROMANIAN_NOTES],
    ['ISO-8859-2', encodeIn('iso-8859-2', ROMANIAN_NOTES), ROMANIAN_NOTES],
    ['windows-1252 (Notepad "ANSI", Spanish Windows)', encodeIn('windows-1252', SPANISH_NOTES), SPANISH_NOTES],
    [
      'UTF-16 LE with a BOM (Notepad "Unicode")',
      utf16(ROMANIAN_NOTES.replaceAll('ş', 'ș').replaceAll('ţ', 'ț'), 'le'),
      ROMANIAN_NOTES.replaceAll('ş', 'ș').replaceAll('ţ', 'ț'),
    ],
    ['UTF-16 BE with a BOM', utf16(SPANISH_NOTES, 'be'), SPANISH_NOTES],
  ];
  for (const [how, bytes, text] of files) {
    // Whatever the uploader's interface language: the letters tell the code page.
    for (const language of ['ro', 'es', 'en']) {
      test(`${how}, uploaded in ${language}, is accepted and downloads as UTF-8 text with a BOM`, async () => {
        const response = await upload('notițe.txt', bytes, language);
        assert.equal(response.statusCode, 201, response.body);
        const stored = json<Stored>(response);
        const expected = Buffer.from(`\uFEFF${text}`, 'utf8');
        assert.equal(stored.mediaType, 'text/plain; charset=utf-8');
        assert.equal(stored.sizeBytes, expected.length, 'the size is what downloads');
        const file = await download(stored.id);
        assert.equal(file.headers['content-type'], 'text/plain; charset=utf-8');
        assert.deepEqual(file.rawPayload, expected);
        await t.app.inject({ method: 'DELETE', url: `/api/quizzes/${quizId}/attachments/${stored.id}`, headers: owner.headers });
      });
    }
  }

  test('a UTF-8 file is stored as sent, BOM or not', async () => {
    for (const content of [Buffer.from(ROMANIAN_NOTES), Buffer.from(`\uFEFF${ROMANIAN_NOTES}`)]) {
      const stored = json<Stored>(await upload('notițe.txt', content));
      assert.deepEqual((await download(stored.id)).rawPayload, content);
      await t.app.inject({ method: 'DELETE', url: `/api/quizzes/${quizId}/attachments/${stored.id}`, headers: owner.headers });
    }
  });

  test('a windows-1250 text named .pdf is refused as not really a pdf', async () => {
    const response = await upload('barem.pdf', encodeIn('windows-1250', ROMANIAN_NOTES));
    assert.equal(response.statusCode, 400);
    assert.match(json<ErrorBody>(response).error.fields?.file ?? '', /nu este de fapt un fișier pdf/);
  });
});

/** Bytes that look random (a compressed image's body), reproducible: a linear congruential generator. */
function noise(length: number, withoutZeros: boolean): Uint8Array {
  const bytes = new Uint8Array(length);
  let state = 12345;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    bytes[i] = state >>> 24;
    if (withoutZeros && bytes[i] === 0) bytes[i] = 1;
  }
  return bytes;
}

describe('a binary file named .txt is still refused', () => {
  const binaries: [string, Uint8Array][] = [
    ['a PNG image', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, ...noise(500, false)])],
    ['an executable', Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, ...noise(500, false)])],
    ['compressed bytes without a single zero', noise(2000, true)],
    // Every other byte zero, as in UTF-16 text, but read as UTF-16 the samples are control characters too.
    ['small 16-bit samples, which look like UTF-16', Uint8Array.from(Array.from(noise(1000, false)).flatMap((byte) => [byte, 0]))],
  ];
  for (const [what, bytes] of binaries) {
    test(`${what} named notițe.txt`, async () => {
      const response = await upload('notițe.txt', bytes, 'en');
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(json<ErrorBody>(response).error.fields?.file, 'Only PDF, Word (doc, docx) and text (txt) files can be attached.');
    });
  }
});
