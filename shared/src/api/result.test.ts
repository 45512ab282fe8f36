import { ApiRequestError, failureStatus, unwrap } from './result';

describe('unwrap', () => {
  it('returns the body of a success', () => {
    expect(unwrap({ ok: true, status: 200, body: { a: 1 } })).toEqual({ a: 1 });
  });

  it('throws the status and body of a failure', () => {
    const thrown = (() => {
      try {
        unwrap({ ok: false, status: 403, body: { message: 'Tab expired' } });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(ApiRequestError);
    expect(thrown).toMatchObject({ status: 403, message: 'Tab expired', body: { message: 'Tab expired' } });
    expect(failureStatus(thrown)).toBe(403);
  });

  it('gives status 0 for anything that is not an API failure', () => {
    expect(failureStatus(new Error('boom'))).toBe(0);
  });
});
