// The kernel is loaded on every guest page: its entry and ./entities may carry the wire types, never
// TypeBox itself (the schemas are the API's, through @tabula/shared/schemas).

jest.mock('typebox', () => {
  throw new Error('typebox was loaded');
});

describe("the guest's kernel", () => {
  it('loads the entities without TypeBox', () => {
    expect(() => jest.requireActual('./index')).not.toThrow();
  });

  it('loads its whole public entry without TypeBox', () => {
    expect(() => jest.requireActual('../index')).not.toThrow();
  });

  it('loads TypeBox only where the schemas are asked for', () => {
    expect(() => jest.requireActual('./schemas')).toThrow('typebox was loaded');
  });
});
