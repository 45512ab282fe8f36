import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts a uuid in either case', () => {
    expect(isUuid('7ab01a00-0000-4000-8000-000000000006')).toBe(true);
    expect(isUuid('7AB01A00-0000-4000-8000-00000000000F')).toBe(true);
  });

  it('rejects anything else', () => {
    expect(isUuid('abc')).toBe(false);
    expect(isUuid('7ab01a00-0000-4000-8000-00000000000')).toBe(false);
    expect(isUuid(' 7ab01a00-0000-4000-8000-000000000006')).toBe(false);
    expect(isUuid('')).toBe(false);
    expect(isUuid(null)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
