/**
 * Opens a page in real headless Chromium (Debian's `chromium`) and reads
 * what it rendered, over the DevTools protocol on a pipe: no library, no
 * port. The page's own scripts are turned off, so what is read is what the
 * page shows without any.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

interface Message {
  id?: number;
  method?: string;
  sessionId?: string;
  result?: any;
  error?: { message: string };
}

/** What `expression` gives, evaluated in `url` once the page has loaded and laid out; and the resources the page asked for beyond itself. */
export async function inChromium<T>(url: string, expression: string): Promise<{ value: T; requests: string[] }> {
  const profile = mkdtempSync(join(tmpdir(), 'athack-chromium-'));
  // --no-sandbox: CI runs as root, where Chromium's sandbox will not start; a container's /dev/shm is often too small for it.
  const browser = spawn('chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  const failed = new Promise<never>((_, reject) => {
    browser.on('error', (e) => reject(new Error(`cannot start chromium (Debian's package "chromium"): ${e.message}`)));
    browser.on('exit', (code) => reject(new Error(`chromium exited (${code}) before answering`)));
  });
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  const waiting = new Map<number, (m: Message) => void>();
  const events: ((m: Message) => void)[] = [];
  let buffer = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    buffer += chunk;
    for (let cut = buffer.indexOf('\0'); cut >= 0; cut = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, cut)) as Message;
      buffer = buffer.slice(cut + 1);
      if (message.id !== undefined) waiting.get(message.id)?.(message);
      else for (const hear of events) hear(message);
    }
  });
  let last = 0;
  const send = (method: string, params: object = {}, sessionId?: string): Promise<any> => {
    const id = ++last;
    const answer = new Promise<any>((resolve, reject) => waiting.set(id, (m) => (m.error ? reject(new Error(`${method}: ${m.error.message}`)) : resolve(m.result))));
    toBrowser.write(`${JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) })}\0`);
    return Promise.race([answer, failed]);
  };
  try {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const requests: string[] = [];
    const loaded = new Promise<void>((resolve) =>
      events.push((m: any) => {
        if (m.sessionId !== sessionId) return;
        if (m.method === 'Network.requestWillBeSent' && m.params.request.url !== url) requests.push(m.params.request.url);
        if (m.method === 'Page.loadEventFired') resolve();
      }),
    );
    await send('Page.enable', {}, sessionId);
    await send('Network.enable', {}, sessionId);
    await send('Emulation.setScriptExecutionDisabled', { value: true }, sessionId);
    await send('Page.navigate', { url }, sessionId);
    await Promise.race([loaded, failed]);
    const r = await send('Runtime.evaluate', { expression, returnByValue: true }, sessionId);
    if (r.exceptionDetails) throw new Error(`the expression failed in the page: ${JSON.stringify(r.exceptionDetails)}`);
    return { value: r.result.value as T, requests };
  } finally {
    const exited = browser.exitCode === null ? once(browser, 'exit') : Promise.resolve();
    failed.catch(() => {});
    browser.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
}
