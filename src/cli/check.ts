import type { Command } from 'commander'; export function register(p: Command): Command { return p.command('check'); }
