// SPEC 5: markup typed into plain text is stripped, malformed markup included
// (issue 12), while ordinary text with < and > survives.

import assert from 'node:assert/strict';
import { describe, it, test } from 'node:test';
import fc from 'fast-check';
import { cutAt, sanitizeLabel, sanitizeText } from '../../src/domain/sanitize';

test('well-formed tags are stripped', () => {
  assert.equal(sanitizeText('<script>alert("x")</script>Liceul'), 'alert("x")Liceul');
  assert.equal(sanitizeText('<b>Ana</b> <i>Pop</i>'), 'Ana Pop');
  assert.doesNotMatch(sanitizeText('<scr<b>ipt>x'), /</);
});

test('malformed markup is stripped too: a tag whose attributes hold a "<", or one never closed', () => {
  assert.equal(sanitizeText('<img src=x onerror=alert(1) <>'), '');
  assert.equal(sanitizeText('Ana<img src=x onerror=alert(1) <>Pop'), 'AnaPop');
  assert.equal(sanitizeText('Ana <img src=x onerror=alert(1)'), 'Ana ');
  assert.equal(sanitizeText('<svg/onload=alert(1)>x'), 'x');
  assert.equal(sanitizeText('<!-- a --><a href="javascript:alert(1)">x</a>'), 'x');
});

// An outside tester: a comment of two zero-width spaces was accepted as a comment, a blank one.
test('characters that show nothing and join nothing are dropped; the joiners inside emoji and words are kept', () => {
  assert.equal(sanitizeText('\u200b\u200b'), '');
  assert.equal(sanitizeText('Ana\u200bMaria\u2060'), 'AnaMaria');
  assert.equal(sanitizeText('👩\u200d🏫 Ana'), '👩\u200d🏫 Ana');
  assert.equal(sanitizeText('می\u200cخواهم'), 'می\u200cخواهم');
});

test('comparisons and arrows in ordinary text are kept', () => {
  assert.equal(sanitizeText('2 < 3 și 5 > 4'), '2 < 3 și 5 > 4');
  assert.equal(sanitizeText('x <= 3, a -> b, <3'), 'x <= 3, a -> b, <3');
});

// An outside tester's questions and comments, cut without a word by the rule before ("<" and a letter up to the
// next ">", or to the end after an "="): "dacă 0<a și a=2, atunci x<y și y>z" was stored as "dacă 0z".
test('mathematics and names with "<" and a letter are kept: only tags of real elements are markup', () => {
  for (const kept of [
    'Rezolvați: dacă 0<a și a=2, atunci x<y și y>z.',
    'Dacă x<y și y>z, comparați…',
    'Rezolvați inecuația 0<a și a=2 în R.',
    'x<y=3',
    'Maria <Mary> Pop',
    'Dacă x<y<z',
    '1<n<10, n∈ℕ',
    'a<b și b>c',
  ]) {
    assert.equal(sanitizeText(kept), kept);
  }
  assert.equal(sanitizeText('x<y=3, a confundat <i> cu >'), 'x<y=3, a confundat  cu >', 'a real tag still goes');
  assert.equal(sanitizeText('<!DOCTYPE html><?xml version=1?><p class="x" >t</p ><br/>'), 't');
  assert.equal(sanitizeText('<a href="x>y">z</a>'), 'z', 'a ">" inside a quoted value does not end the tag');
});

test('no output of the sanitiser holds markup it would remove, whatever the input', () => {
  const piece = fc.constantFrom('<', '>', '/', '=', ' ', 'a', 'img', 'script', 'onerror', '"', "'", '!', '-', 'x', '<>', 'javascript:', 'și', '<!--', '-->');
  fc.assert(
    fc.property(
      fc.array(piece, { maxLength: 30 }).map((parts) => parts.join('')),
      (input) => {
        const output = sanitizeText(input);
        assert.equal(sanitizeText(output), output, `${JSON.stringify(input)} -> ${JSON.stringify(output)}`);
      },
    ),
    { numRuns: 2000, seed: 12 },
  );
});

test('reads a long hostile text in linear time (the rule before took seconds on "<a x=1" repeated)', () => {
  // Not a timing assertion: the work is counted by the result, a regular expression that backtracked never ended.
  for (const hostile of ['<a x=1'.repeat(20_000), '<a x="<a'.repeat(20_000), '<!--'.repeat(30_000), `<a ${'x '.repeat(50_000)}`]) {
    assert.ok(sanitizeText(hostile, Number.MAX_SAFE_INTEGER).length <= hostile.length);
  }
});

test('no screen, PDF or export can interpret stored text as markup or a link', async () => {
  const { readdirSync, readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const root = join(import.meta.dirname, '..', '..', 'src');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  // HTML sinks, and links or frames whose address could come from stored text.
  const sinks = /dangerouslySetInnerHTML|\.innerHTML|outerHTML|insertAdjacentHTML|document\.write|createContextualFragment|srcDoc|<iframe|window\.open\(/;
  const offending = files.filter((file) => sinks.test(readFileSync(file, 'utf8')));
  assert.deepEqual(offending, []);
  // Every <a href> and <Link href> is built from a route path helper, never from a record's text;
  // a school's website and phone only through the SPEC 5 rules' link builders (http(s) only, tel: digits only).
  for (const file of files.filter((f) => f.endsWith('.tsx'))) {
    for (const [, expression] of readFileSync(file, 'utf8').matchAll(/\bhref=\{([^}]*)\}/g)) {
      assert.match(
        expression!,
        /^(paths\.\w+|\w+Path\(.*\)|href|crumb\.href|homeHref|item\.href|LOGIN_REDIRECT_PATH|`#\$\{MAIN_CONTENT_ID|`\$\{(paths\.\w+|\w+Path\().*|withClassroom\(.*\)|(webHref|telHref)\(\w+\))$/,
        `${file}: href={${expression}}`,
      );
    }
  }
  // The Excel export writes text as inline strings: no formulas, no hyperlinks.
  const xlsx = readFileSync(join(root, 'server', 'export', 'xlsx.ts'), 'utf8');
  assert.doesNotMatch(xlsx, /<f>|hyperlink/i);
  // The PDF templates use text fields only.
  const pdfTypes = files
    .filter((f) => f.includes(join('features', 'pdf')))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/\btype: '(\w+)'/g)].map((m) => m[1]));
  assert.ok(
    pdfTypes.every((type) => ['text', 'progress', 'done', 'error', 'message', 'module'].includes(type!)),
    pdfTypes.join(),
  );
});

describe('cutting text to a length (issue 12)', () => {
  it('never leaves half of an emoji at the end, which no text encoding can store', () => {
    const name = `${'a'.repeat(999)}😀`;
    assert.equal(sanitizeText(name).length, 999);
    assert.equal(cutAt('ab😀', 3), 'ab');
    assert.equal(cutAt('ab😀', 4), 'ab😀');
    assert.equal(cutAt('abc', 2), 'ab');
  });

  it('a label the client sends (a User-Agent) loses lone surrogates and control characters instead of being refused', () => {
    assert.equal(sanitizeLabel('Mozilla\u0000/5.0 \ud800(X11)\u007f', 300), 'Mozilla/5.0 (X11)');
    assert.equal(sanitizeLabel(`${'é'.repeat(299)}😀`, 300), 'é'.repeat(299));
  });
});
