import { tableOptions } from './rules';

describe('tableOptions', () => {
  it('adds a linked table the list lacks, first', () => {
    expect(tableOptions(['1', '2'], '9')).toEqual(['9', '1', '2']);
  });

  it('leaves the list alone otherwise', () => {
    expect(tableOptions(['1', '2'], '2')).toEqual(['1', '2']);
    expect(tableOptions(['1', '2'], null)).toEqual(['1', '2']);
  });
});
