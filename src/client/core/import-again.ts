// A dynamic import that can be tried again. Chromium keeps a failed import's
// failure for the page's lifetime: a chunk first asked for offline (the
// sign-out flow at the first key, the palette, a dialog, a feature's texts)
// could never load until a reload, so "tried again at the next use" never
// happened. After a failure, the same file is asked for under a fresh address
// (the server ignores the query), one copy shared by every caller of that file.

const again = new Map<string, Promise<unknown>>();

export function importAgain<M>(load: () => Promise<M>): Promise<M> {
  return load().catch((error: unknown) => {
    // Chromium and Firefox name the file in the message; without it (Safari, which keeps no failure) the error stands.
    const url = /\S+\.js/.exec(String(error))?.[0];
    if (!url) throw error;
    const retry = again.get(url) ?? import(`${url}?${Date.now()}`);
    again.set(url, retry);
    retry.catch(() => again.delete(url));
    return retry as Promise<M>;
  });
}
