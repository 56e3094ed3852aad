// A headed Chromium on a virtual X display (Debian's xvfb), for the figures a
// headless browser gets wrong. Headless Chromium presents a frame whose only
// change lies in the bottom ~60-90 px of its window late ("Draw skipped" in
// a trace, shown only with the next frame that changes something else), so
// a mark typed on a row near the window's bottom edge measured 48-56 ms of
// Event Timing where a real window presents it in 16-24 ms; AG Grid and the
// plain table show the same effect when their active cell sits there
// (docs/performance.md, Grid typing). Teachers type in a real window.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../e2e/helpers/browser';

export interface VirtualDisplay {
  /** The X display's name, such as `:99`. */
  name: string;
  close(): void;
}

function hasXvfb(): boolean {
  return spawnSync('sh', ['-c', 'command -v Xvfb'], { stdio: 'ignore' }).status === 0;
}

/** Starts Xvfb on a free display (it writes the number it chose to stdout), or answers null when it is not installed. */
export async function startVirtualDisplay(): Promise<VirtualDisplay | null> {
  if (!hasXvfb()) return null;
  const child: ChildProcess = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const number = await new Promise<string | null>((resolve) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    child.once('exit', () => resolve(null));
    child.once('error', () => resolve(null));
  });
  if (!number) {
    child.kill();
    return null;
  }
  return { name: `:${number}`, close: () => child.kill() };
}

/** Chromium in a window on `display`, with the flags the tests use but --headless. */
export function launchHeadedBrowser(display: VirtualDisplay): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS.filter((arg) => arg !== '--headless'),
    headless: false,
    env: { ...process.env, DISPLAY: display.name },
  });
}
