const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Tab and guest-session ids are uuids. Ids read from links are checked with this before use: the API
 * rejects every call that carries a malformed one, so a mangled link would break the guest's later calls.
 */
export const isUuid = (value: string | null | undefined): value is string => typeof value === 'string' && UUID.test(value);
