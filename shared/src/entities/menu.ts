// A venue's menus as the API answers them: the schemas validate the API's replies and are its OpenAPI
// components (those with an $id); their Static types are what the shell and the remotes read.

import { Type, type Static } from 'typebox';
import { AvailabilitySchema as availability } from './availability';
import { nullable, ref } from './schema-kit';

const str = Type.String();
const int = Type.Integer();
const num = Type.Number();
const bool = Type.Boolean();
const nullableStr = nullable(Type.String());

export const TagSchema = Type.Object({ name: str, image: nullableStr, colour: Type.Object({ bg_hex: str, text_hex: str }) });

export const ItemPriceSchema = Type.Object({ id: int, description: str, amount: num, position: int });

export const CustomisationOptionSchema = Type.Object({
  customisation_option_id: int,
  name: str,
  price: num,
  pre_selected: bool,
  position: int,
  availability,
});

export const ItemCustomisationSchema = Type.Object({
  item_customisation_id: int,
  name: str,
  required: bool,
  max_selectable: int,
  position: int,
  availability,
  customisation_options: Type.Array(CustomisationOptionSchema),
});

export const ItemSchema = Type.Object(
  {
    item_id: int,
    name: str,
    // Sanitise before rendering, strip in lists.
    description: Type.String({ description: 'HTML' }),
    image: nullableStr,
    price: Type.Number({ description: 'Amount of the first price' }),
    prices: Type.Array(ItemPriceSchema),
    tags: Type.Array(TagSchema),
    availability,
    item_customisations: Type.Array(ItemCustomisationSchema),
  },
  { $id: 'Item' },
);

export const MenuCategorySchema = Type.Object({ id: int, name: str, position: int, availability, items: Type.Array(ref(ItemSchema)) });

export const MenuSchema = Type.Object(
  { id: int, name: str, read_only: bool, position: int, availability, menu_categories: Type.Array(MenuCategorySchema) },
  { $id: 'Menu' },
);

/** Table numbers are strings ("12", "A3"). */
export const TableListSchema = Type.Array(Type.String());

export type Tag = Static<typeof TagSchema>;
export type ItemPrice = Static<typeof ItemPriceSchema>;
export type CustomisationOption = Static<typeof CustomisationOptionSchema>;
export type ItemCustomisation = Static<typeof ItemCustomisationSchema>;
export type Item = Static<typeof ItemSchema>;
export type MenuCategory = Static<typeof MenuCategorySchema>;
export type Menu = Static<typeof MenuSchema>;
export type TableList = Static<typeof TableListSchema>;
