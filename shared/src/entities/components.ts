import { ErrorReplySchema } from './error-reply';
import { ItemSchema, MenuSchema } from './menu';
import { OrderItemSchema, OrderSchema } from './order';
import { BillSchema } from './bill';
import { GuestSessionDetailsSchema, VenueSchema } from './venue';

/** Every schema with an $id, which ref() points at: registered once with addSchema they are the OpenAPI components. */
export const componentSchemas = [
  ErrorReplySchema,
  GuestSessionDetailsSchema,
  ItemSchema,
  MenuSchema,
  VenueSchema,
  OrderItemSchema,
  OrderSchema,
  BillSchema,
];
