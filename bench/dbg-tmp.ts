import { runInPty } from '../tests/tui/pty.js';
import { startGame } from '../tests/tui/flow.js';
const seed = process.argv[2]!;
const run = runInPty(['play', '--seed', seed, '--opposition', 'none', '--save-dir', '/tmp/dbgsave'+seed, '--config-dir', '/tmp/dbgsave'+seed], {});
let chunks: Buffer[] = [];
run.proc.stdout.on('data', (d: Buffer) => { chunks.push(d); });
await startGame(run);
await run.quiet(100);
for (const k of process.argv[3]!) { chunks = []; run.proc.stdin.write(k); await run.quiet(60); console.log(k, JSON.stringify(Buffer.concat(chunks).toString())); }
console.log(run.screenText().split('\n').slice(0,18).map(l=>l.slice(0,40)).join('\n'));
run.kill();
