import { request } from '@tabula/shared';
import { tabBill } from './bill';

jest.mock('@tabula/shared', () => ({
  ...jest.requireActual('@tabula/shared'),
  request: jest.fn(async () => ({ ok: true, status: 200, body: null })),
}));

it("reads the tab's bill with the guest session, if any", async () => {
  await tabBill('tab/1');
  expect(jest.mocked(request).mock.lastCall?.[0]).toEqual({ method: 'GET', path: '/api/tab/tab%2F1/bill/', withSession: true });
});
