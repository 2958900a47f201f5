import { describe, expect, it } from 'vitest';
import { escapeLike, likeContaining, likeStartingWith } from '../like';

describe('LIKE patterns', () => {
  it("takes the user's wildcards and backslashes literally", () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('matches anywhere or at the start', () => {
    expect(likeContaining('a_b')).toBe('%a\\_b%');
    expect(likeStartingWith('key#')).toBe('key#%');
  });
});
