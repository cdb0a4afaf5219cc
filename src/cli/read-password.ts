/**
 * A password for `athack serve accounts add --password`: typed at a
 * terminal with nothing echoed, twice so a slip is caught; or, when
 * standard input is a pipe or a file (a script, a secret store), its first
 * line.
 */
import { StringDecoder } from 'node:string_decoder';
import { UsageError } from './errors.js';

type Input = NodeJS.ReadableStream & { isTTY?: boolean; setRawMode?(mode: boolean): unknown };
type Prompt = { write(text: string): unknown };

/** The most read from a pipe: a password is one short line. */
const PIPE_CAP = 64 * 1024;

export async function readPassword(input: Input, prompt: Prompt): Promise<string> {
  if (!input.isTTY || !input.setRawMode) return firstLine(input);
  const typed = hiddenLines(input as Input & { setRawMode(mode: boolean): unknown });
  try {
    const first = await typed.next(prompt, 'Password: ');
    const again = await typed.next(prompt, 'The same again: ');
    if (first !== again) throw new UsageError('the two passwords differ; nothing was changed');
    return first;
  } finally {
    typed.close();
  }
}

/**
 * Lines typed with echo off: Enter ends one, Backspace and Ctrl-U edit it,
 * Ctrl-C or Ctrl-D (on an empty line) give up. Keys typed ahead (both
 * answers pasted at once) wait for their question. Any other character is
 * kept, a control character too, for passwordProblem to refuse by name
 * rather than to leave out unsaid; and a character whose bytes come in two
 * reads is read whole.
 */
function hiddenLines(input: Input & { setRawMode(mode: boolean): unknown }) {
  const ready: string[] = [];
  let line = '';
  let gaveUp = false;
  let waiting: (() => void) | undefined;
  const decoder = new StringDecoder('utf8');
  const onData = (chunk: Buffer | string) => {
    for (const ch of typeof chunk === 'string' ? chunk : decoder.write(chunk)) {
      if (ch === '\r' || ch === '\n') {
        ready.push(line);
        line = '';
      } else if (ch === '\x03' || (ch === '\x04' && line === '')) gaveUp = true;
      else if (ch === '\x7f' || ch === '\b') line = [...line].slice(0, -1).join('');
      else if (ch === '\x15') line = '';
      else line += ch;
    }
    waiting?.();
  };
  input.setRawMode(true);
  input.on('data', onData);
  input.resume();
  return {
    async next(prompt: Prompt, question: string): Promise<string> {
      prompt.write(question);
      while (ready.length === 0 && !gaveUp) await new Promise<void>((wake) => (waiting = wake));
      prompt.write('\n');
      if (ready.length === 0) throw new UsageError('no password given; nothing was changed');
      return ready.shift()!;
    },
    close() {
      input.removeListener('data', onData);
      input.setRawMode(false);
      input.pause();
    },
  };
}

function firstLine(input: Input): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const done = () => {
      input.removeListener('data', onData);
      input.pause();
      const line = /^[^\r\n]*/.exec(text)![0];
      if (line === '') reject(new UsageError('--password reads the password from the first line of standard input, and there was none; nothing was changed'));
      else resolve(line);
    };
    const onData = (chunk: Buffer | string) => {
      text += String(chunk);
      if (/[\r\n]/.test(text) || text.length > PIPE_CAP) done();
    };
    input.on('data', onData);
    input.once('end', done);
    input.once('error', (error: Error) => reject(error));
    input.resume();
  });
}
