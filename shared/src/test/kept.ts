import { parseOrderState } from '../model/persistence/stored-state';
import { ORDER_STATE_KEY } from '../storage/keys';

const storedKept = (): Record<string, unknown> => parseOrderState(window.localStorage.getItem(ORDER_STATE_KEY))?.kept ?? {};

/** The value a remote keeps in the guest's stored session under `name` (see keepInSession). */
export const storedSessionValue = (name: string): unknown => storedKept()[name];

/** Stores a value in the guest's session under `name`, as an earlier visit of the remote did. */
export function storeSessionValue(name: string, value: unknown): void {
  window.localStorage.setItem(ORDER_STATE_KEY, JSON.stringify({ kept: { ...storedKept(), [name]: value } }));
}
