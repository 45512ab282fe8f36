import type { CustomisationOption, Item, ItemCustomisation, ItemPrice, Menu, MenuCategory, Tag } from '@tabula/shared/entities';
import type { Sql } from '../db/database';
import { toMajor } from '../rules/money';
import type { PricedGroup, PricedItem } from '../rules/pricing';

export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  es: 'Español',
  gr: 'Ελληνικά',
  fr: 'Français',
};

/** COALESCE(translation, English) for one field of one entity kind. */
function tr(entity: string, alias: string, field: 'name' | 'description', langParam: string): string {
  return `COALESCE((SELECT value FROM translations WHERE entity = '${entity}' AND entity_id = ${alias}.id
    AND language = ${langParam} AND field = '${field}'), ${alias}.${field})`;
}

/**
 * A venue's menus, translated into `language` where the venue has translations (the rest
 * stays English). Out-of-stock flags are each entity's own; the client applies inheritance.
 */
export async function loadMenus(sql: Sql, venueId: number, language: string): Promise<Menu[]> {
  const params = [venueId, language];
  const [menus, categories, items, prices, tags, groups, options] = await Promise.all([
    sql.query<{ id: number; name: string; read_only: boolean; position: number; out_of_stock: boolean }>(
      `SELECT m.id, ${tr('menu', 'm', 'name', '$2')} AS name, m.read_only, m.position, m.out_of_stock
       FROM menus m WHERE m.venue_id = $1 ORDER BY m.position, m.id`,
      params,
    ),
    sql.query<{ id: number; menu_id: number; name: string; position: number; out_of_stock: boolean }>(
      `SELECT c.id, c.menu_id, ${tr('category', 'c', 'name', '$2')} AS name, c.position, c.out_of_stock
       FROM menu_categories c JOIN menus m ON m.id = c.menu_id
       WHERE m.venue_id = $1 ORDER BY c.position, c.id`,
      params,
    ),
    sql.query<{ id: number; category_id: number; name: string; description: string; image: string | null; out_of_stock: boolean }>(
      `SELECT i.id, i.category_id, ${tr('item', 'i', 'name', '$2')} AS name,
              ${tr('item', 'i', 'description', '$2')} AS description, i.image, i.out_of_stock
       FROM items i JOIN menu_categories c ON c.id = i.category_id JOIN menus m ON m.id = c.menu_id
       WHERE m.venue_id = $1 ORDER BY i.position, i.id`,
      params,
    ),
    sql.query<{ id: number; item_id: number; description: string; amount_cents: number; position: number }>(
      `SELECT p.id, p.item_id, COALESCE((SELECT value FROM translations WHERE entity = 'price' AND entity_id = p.id
                AND language = $2 AND field = 'name'), p.description) AS description, p.amount_cents, p.position
       FROM item_prices p JOIN items i ON i.id = p.item_id JOIN menu_categories c ON c.id = i.category_id
       JOIN menus m ON m.id = c.menu_id
       WHERE m.venue_id = $1 ORDER BY p.position, p.id`,
      params,
    ),
    sql.query<{ item_id: number; name: string; image: string | null; bg_hex: string; text_hex: string }>(
      `SELECT it.item_id, t.name, t.image, t.bg_hex, t.text_hex
       FROM item_tags it JOIN tags t ON t.id = it.tag_id
       WHERE t.venue_id = $1 ORDER BY it.position`,
      [venueId],
    ),
    sql.query<{
      id: number;
      item_id: number;
      name: string;
      required: boolean;
      max_selectable: number;
      position: number;
      out_of_stock: boolean;
    }>(
      `SELECT g.id, g.item_id, ${tr('customisation', 'g', 'name', '$2')} AS name, g.required, g.max_selectable,
              g.position, g.out_of_stock
       FROM item_customisations g JOIN items i ON i.id = g.item_id JOIN menu_categories c ON c.id = i.category_id
       JOIN menus m ON m.id = c.menu_id
       WHERE m.venue_id = $1 ORDER BY g.position, g.id`,
      params,
    ),
    sql.query<{
      id: number;
      customisation_id: number;
      name: string;
      price_cents: number;
      pre_selected: boolean;
      position: number;
      out_of_stock: boolean;
    }>(
      `SELECT o.id, o.customisation_id, ${tr('option', 'o', 'name', '$2')} AS name, o.price_cents, o.pre_selected,
              o.position, o.out_of_stock
       FROM customisation_options o JOIN item_customisations g ON g.id = o.customisation_id
       JOIN items i ON i.id = g.item_id JOIN menu_categories c ON c.id = i.category_id JOIN menus m ON m.id = c.menu_id
       WHERE m.venue_id = $1 ORDER BY o.position, o.id`,
      params,
    ),
  ]);

  const optionsByGroup = groupBy(options, (o) => o.customisation_id);
  const groupsByItem = groupBy(groups, (g) => g.item_id);
  const pricesByItem = groupBy(prices, (p) => p.item_id);
  const tagsByItem = groupBy(tags, (t) => t.item_id);
  const itemsByCategory = groupBy(items, (i) => i.category_id);
  const categoriesByMenu = groupBy(categories, (c) => c.menu_id);

  // Each builder is annotated so a field the client type lacks fails here, not in a browser.
  return menus.map((m): Menu => ({
    id: m.id,
    name: m.name,
    read_only: m.read_only,
    position: m.position,
    availability: { out_of_stock: m.out_of_stock },
    menu_categories: (categoriesByMenu.get(m.id) ?? []).map((c): MenuCategory => ({
      id: c.id,
      name: c.name,
      position: c.position,
      availability: { out_of_stock: c.out_of_stock },
      items: (itemsByCategory.get(c.id) ?? []).map((i): Item => {
        const itemPrices = (pricesByItem.get(i.id) ?? []).map((p): ItemPrice => ({
          id: p.id,
          description: p.description,
          amount: toMajor(p.amount_cents),
          position: p.position,
        }));
        return {
          item_id: i.id,
          name: i.name,
          description: i.description,
          image: i.image,
          price: itemPrices[0]?.amount ?? 0,
          prices: itemPrices,
          tags: (tagsByItem.get(i.id) ?? []).map((t): Tag => ({
            name: t.name,
            image: t.image,
            colour: { bg_hex: t.bg_hex, text_hex: t.text_hex },
          })),
          availability: { out_of_stock: i.out_of_stock },
          item_customisations: (groupsByItem.get(i.id) ?? []).map((g): ItemCustomisation => ({
            item_customisation_id: g.id,
            name: g.name,
            required: g.required,
            max_selectable: g.max_selectable,
            position: g.position,
            availability: { out_of_stock: g.out_of_stock },
            customisation_options: (optionsByGroup.get(g.id) ?? []).map((o): CustomisationOption => ({
              customisation_option_id: o.id,
              name: o.name,
              price: toMajor(o.price_cents),
              pre_selected: o.pre_selected,
              position: o.position,
              availability: { out_of_stock: o.out_of_stock },
            })),
          })),
        };
      }),
    })),
  }));
}

export interface OrderableItem extends PricedItem {
  menuReadOnly: boolean;
}

/**
 * One item of the venue as the pricing rules need it, with out-of-stock inherited from
 * its category and menu. Undefined when the item is not on this venue's menus.
 */
export async function loadOrderableItem(sql: Sql, venueId: number, itemId: number): Promise<OrderableItem | undefined> {
  const [item] = await sql.query<{ id: number; name: string; out_of_stock: boolean; menu_read_only: boolean }>(
    `SELECT i.id, i.name, (i.out_of_stock OR c.out_of_stock OR m.out_of_stock) AS out_of_stock,
            m.read_only AS menu_read_only
     FROM items i JOIN menu_categories c ON c.id = i.category_id JOIN menus m ON m.id = c.menu_id
     WHERE i.id = $1 AND m.venue_id = $2`,
    [itemId, venueId],
  );
  if (!item) return undefined;
  const [prices, rows] = await Promise.all([
    sql.query<{ id: number; amount_cents: number }>('SELECT id, amount_cents FROM item_prices WHERE item_id = $1 ORDER BY position, id', [
      itemId,
    ]),
    sql.query<{
      gid: number;
      gname: string;
      required: boolean;
      max_selectable: number;
      g_oos: boolean;
      oid: number | null;
      oname: string | null;
      price_cents: number | null;
      oposition: number | null;
      o_oos: boolean | null;
      display_as_main_item: boolean | null;
    }>(
      `SELECT g.id AS gid, g.name AS gname, g.required, g.max_selectable, g.out_of_stock AS g_oos,
              o.id AS oid, o.name AS oname, o.price_cents, o.position AS oposition, o.out_of_stock AS o_oos,
              o.display_as_main_item
       FROM item_customisations g LEFT JOIN customisation_options o ON o.customisation_id = g.id
       WHERE g.item_id = $1 ORDER BY g.position, g.id, o.position, o.id`,
      [itemId],
    ),
  ]);
  const groups = new Map<number, PricedGroup>();
  for (const r of rows) {
    let group = groups.get(r.gid);
    if (!group) {
      group = { id: r.gid, name: r.gname, required: r.required, maxSelectable: r.max_selectable, outOfStock: r.g_oos, options: [] };
      groups.set(r.gid, group);
    }
    if (r.oid !== null) {
      group.options.push({
        id: r.oid,
        name: r.oname ?? '',
        priceCents: r.price_cents ?? 0,
        position: r.oposition ?? 0,
        outOfStock: r.o_oos ?? false,
        displayAsMainItem: r.display_as_main_item ?? false,
      });
    }
  }
  return {
    id: item.id,
    name: item.name,
    outOfStock: item.out_of_stock,
    menuReadOnly: item.menu_read_only,
    prices: prices.map((p) => ({ id: p.id, amountCents: p.amount_cents })),
    groups: [...groups.values()],
  };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
