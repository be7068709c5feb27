import { describe, expect, it } from 'vitest';
import { sameWord } from './delete-section';

describe('delete confirmation word', () => {
  it('accepts the word in any case and without accents', () => {
    expect(sameWord('ȘTERGE', 'ȘTERGE')).toBe(true);
    expect(sameWord('sterge', 'ȘTERGE')).toBe(true);
    expect(sameWord('ŞTERGE', 'ȘTERGE')).toBe(true);
    expect(sameWord(' delete ', 'DELETE')).toBe(true);
    expect(sameWord('usun', 'USUŃ')).toBe(true);
  });

  it('refuses anything else, and an empty field', () => {
    expect(sameWord('DELET', 'DELETE')).toBe(false);
    expect(sameWord('', '')).toBe(false);
  });
});
