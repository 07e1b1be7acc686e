import { cx } from './cx';

describe('cx', () => {
  it('joins the class names given, in order, with one space', () => {
    expect(cx('a', 'b c', 'd')).toBe('a b c d');
  });

  it('leaves out empty, false, null and undefined parts', () => {
    expect(cx('a', undefined, '', false, null, 'b')).toBe('a b');
    expect(cx(undefined)).toBe('');
  });
});
