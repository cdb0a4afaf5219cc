/** How long a table has run and a seat has been asked, as the lobby and the status line show it. */
import { describe, expect, it } from 'vitest';
import { clockText } from '../../src/serve/table.js';

describe('the table clock', () => {
  it('shows minutes and seconds, and hours once a table has run an hour', () => {
    expect(clockText(42_000)).toBe('0:42');
    expect(clockText(75_999)).toBe('1:15');
    expect(clockText(59 * 60_000 + 59_000)).toBe('59:59');
    expect(clockText(2 * 3_600_000)).toBe('2:00:00');
    expect(clockText(3_600_000 + 61_000)).toBe('1:01:01');
  });
});
