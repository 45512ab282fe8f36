import { requestService } from './requestService';

describe('requestService', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("sends the hotel guest's session, which a room-service venue needs to send a server to the room", async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify({ request_id: 3 }), { status: 200 }));
    global.fetch = fetchMock as unknown as typeof fetch;
    const result = await requestService('order-1', { request_type: 1 }, { sessionId: 'session-204', tabId: null });
    expect(result).toEqual({ ok: true, status: 200, body: { request_id: 3 } });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/order\/request-service\/$/);
    expect(init.headers).toMatchObject({ order_uuid: 'order-1', 'guest-session-uuid': 'session-204' });
  });
});
