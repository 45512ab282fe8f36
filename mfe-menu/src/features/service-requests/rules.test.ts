import { serviceRequestErrorKey, tableChosen } from './rules';

describe('serviceRequestErrorKey', () => {
  it('says a request is already open on 409', () => {
    expect(serviceRequestErrorKey(409)).toBe('errors.requestAlreadyOpen');
  });

  it('tells a network failure from other failures', () => {
    expect(serviceRequestErrorKey(0)).toBe('errors.network');
    expect(serviceRequestErrorKey(500)).toBe('errors.generic');
  });
});

describe('tableChosen', () => {
  it('enables Continue once a table is chosen', () => {
    expect(tableChosen(null)).toBe(false);
    expect(tableChosen(' ')).toBe(false);
    expect(tableChosen('5')).toBe(true);
  });
});
