import assert from 'node:assert/strict';
import { afterEach, describe, it, mock } from 'node:test';
import { BLOB_URL_LIFETIME_MS, downloadBlob } from '../../../src/client/core/download';

describe('downloadBlob', () => {
  afterEach(() => mock.restoreAll());

  it('clicks a hidden link to the blob under the given name, then removes it and revokes the URL later', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    const created: Blob[] = [];
    const revoked: string[] = [];
    mock.method(URL, 'createObjectURL', (blob: Blob) => {
      created.push(blob);
      return 'blob:download-test';
    });
    mock.method(URL, 'revokeObjectURL', (url: string) => void revoked.push(url));
    const clicked: { href: string; download: string; rel: string; attached: boolean }[] = [];
    mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, rel: this.rel, attached: document.body.contains(this) });
    });
    const blob = new Blob(['a,b\r\n'], { type: 'text/csv' });

    downloadBlob(blob, '9a-elevi.csv');

    assert.deepEqual(created, [blob]);
    assert.deepEqual(clicked, [{ href: 'blob:download-test', download: '9a-elevi.csv', rel: 'noopener', attached: true }]);
    assert.equal(document.querySelector('a[download]'), null, 'the link leaves the document after the click');
    // Still valid right after the click: the browser may read the blob asynchronously.
    mock.timers.tick(BLOB_URL_LIFETIME_MS - 1);
    assert.deepEqual(revoked, []);
    mock.timers.tick(1);
    assert.deepEqual(revoked, ['blob:download-test']);
    mock.timers.reset();
  });
});

describe('the name a download is saved under', () => {
  afterEach(() => mock.restoreAll());

  it('cannot hide its kind behind a right-to-left override: a test titled "9A\u202Efdp.exe" is not shown as "9Aexe.pdf"', () => {
    mock.method(URL, 'createObjectURL', () => 'blob:name-test');
    mock.method(URL, 'revokeObjectURL', () => {});
    const names: string[] = [];
    mock.method(HTMLAnchorElement.prototype, 'click', function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    downloadBlob(new Blob(['%PDF-']), '9A\u202Efdp.exe-test.pdf');
    downloadBlob(new Blob(['%PDF-']), 'Teză \u2067a\u2069.pdf');
    assert.deepEqual(names, ['9Afdp.exe-test.pdf', 'Teză a.pdf']);
  });
});
