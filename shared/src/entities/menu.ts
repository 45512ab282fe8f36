import type { Availability } from './availability';

export interface Tag {
  name: string;
  image: string | null;
  colour: { bg_hex: string; text_hex: string };
}

export interface ItemPrice {
  id: number;
  description: string;
  amount: number;
  position: number;
}

export interface CustomisationOption {
  customisation_option_id: number;
  name: string;
  price: number;
  pre_selected: boolean;
  position: number;
  availability: Availability;
}

export interface ItemCustomisation {
  item_customisation_id: number;
  name: string;
  required: boolean;
  max_selectable: number;
  position: number;
  availability: Availability;
  customisation_options: CustomisationOption[];
}

export interface Item {
  item_id: number;
  name: string;
  /** HTML: sanitise before rendering, strip in lists. */
  description: string;
  image: string | null;
  price: number;
  prices: ItemPrice[];
  tags: Tag[];
  availability: Availability;
  item_customisations: ItemCustomisation[];
}

export interface MenuCategory {
  id: number;
  name: string;
  position: number;
  availability: Availability;
  items: Item[];
}

export interface Menu {
  id: number;
  name: string;
  position: number;
  read_only: boolean;
  availability: Availability;
  menu_categories: MenuCategory[];
}

/** Table numbers are strings ("12", "A3"). */
export type TableList = string[];
