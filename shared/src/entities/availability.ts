import { Type, type Static } from 'typebox';

export const AvailabilitySchema = Type.Object({ out_of_stock: Type.Boolean() });

export type Availability = Static<typeof AvailabilitySchema>;
