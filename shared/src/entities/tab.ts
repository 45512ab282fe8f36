import { Type, type Static } from 'typebox';
import { nullable } from './schema-kit';

/** What opening, joining or logging into a tab answers: the guest's order and their seat in the tab. */
export const tabSeatProperties = {
  order_uuid: Type.String(),
  tab_uuid: Type.String(),
  tab_link: Type.String(),
  tab_password: nullable(Type.String()),
  table_number: Type.String(),
};

export const TabSeatSchema = Type.Object(tabSeatProperties);

export type TabSeat = Static<typeof TabSeatSchema>;
