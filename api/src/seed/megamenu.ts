import type { Sql } from '../db/database';
import { svgDataUri } from './images';

// 2,000 items over 40 categories in 3 menus, generated in a few set-based statements so
// seeding stays fast. Every 10th item has an options group, every 25th is out of stock,
// every 15th is Popular, and every 5th has a picture (the rest test the placeholder).
const MENUS = ['Breakfast & Brunch', 'Lunch & Dinner', 'Bar'];
const CATEGORIES = 40;
const ITEMS_PER_CATEGORY = 50;
const ADJECTIVES = ['Smoky', 'Crispy', 'Zesty', 'Golden', 'Rustic', 'Spicy', 'Herbed', 'Roasted', 'Charred', 'Creamy'];
const NOUNS = ['Bowl', 'Wrap', 'Skewer', 'Tart', 'Burger', 'Salad', 'Toastie', 'Stew', 'Risotto', 'Flatbread', 'Taco', 'Soup'];
const COLOURS = ['#922B21', '#1F618D', '#117A65', '#B9770E', '#6C3483'];

export async function seedMegamenu(tx: Sql, venueId: number): Promise<void> {
  const menus = await tx.query<{ id: number; position: number }>(
    `INSERT INTO menus (venue_id, name, position)
     SELECT $1::int, t.name, t.ord::int - 1 FROM unnest($2::text[]) WITH ORDINALITY AS t(name, ord)
     RETURNING id, position`,
    [venueId, MENUS],
  );
  const menuIdAt = new Map(menus.map((m) => [m.position, m.id]));

  const catMenu: number[] = [];
  const catName: string[] = [];
  for (let c = 0; c < CATEGORIES; c++) {
    catMenu.push(menuIdAt.get(c % MENUS.length) ?? 0);
    catName.push(`Category ${c + 1}`);
  }
  const categories = await tx.query<{ id: number; position: number }>(
    `INSERT INTO menu_categories (menu_id, name, position)
     SELECT t.menu_id, t.name, t.ord::int - 1 FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS t(menu_id, name, ord)
     RETURNING id, position`,
    [catMenu, catName],
  );
  const categoryIdAt = new Map(categories.map((c) => [c.position, c.id]));

  const itemCat: number[] = [];
  const itemName: string[] = [];
  const itemDesc: string[] = [];
  const itemImage: (string | null)[] = [];
  const itemPos: number[] = [];
  const itemOos: boolean[] = [];
  for (let i = 0; i < CATEGORIES * ITEMS_PER_CATEGORY; i++) {
    const name = `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} ${i + 1}`;
    itemCat.push(categoryIdAt.get(Math.floor(i / ITEMS_PER_CATEGORY)) ?? 0);
    itemName.push(name);
    itemDesc.push(`<p>House dish number <strong>${i + 1}</strong>, made to order.</p>`);
    itemImage.push(i % 5 === 0 ? svgDataUri({ label: String(i + 1), background: COLOURS[i % COLOURS.length] ?? '#000000' }) : null);
    itemPos.push(i % ITEMS_PER_CATEGORY);
    itemOos.push(i % 25 === 24);
  }
  const items = await tx.query<{ id: number; name: string }>(
    `INSERT INTO items (category_id, name, description, image, position, out_of_stock)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::int[], $6::boolean[])
     RETURNING id, name`,
    [itemCat, itemName, itemDesc, itemImage, itemPos, itemOos],
  );
  // Item names end with their 1-based number, which drives the price and the extras.
  const numbered = items.map((it) => ({ id: it.id, n: Number(it.name.slice(it.name.lastIndexOf(' ') + 1)) }));

  await tx.query(
    `INSERT INTO item_prices (item_id, description, amount_cents, position)
     SELECT t.item_id, 'Regular', t.cents, 0 FROM unnest($1::int[], $2::int[]) AS t(item_id, cents)`,
    [numbered.map((x) => x.id), numbered.map((x) => 400 + (x.n % 20) * 50)],
  );
  await tx.query(
    `INSERT INTO item_tags (item_id, tag_id, position)
     SELECT t.item_id, tag.id, 0 FROM unnest($1::int[]) AS t(item_id)
     JOIN tags tag ON tag.venue_id = $2 AND tag.name = 'Popular'`,
    [numbered.filter((x) => x.n % 15 === 0).map((x) => x.id), venueId],
  );
  const withExtras = numbered.filter((x) => x.n % 10 === 0).map((x) => x.id);
  await tx.query(
    `WITH groups AS (
       INSERT INTO item_customisations (item_id, name, required, max_selectable, position)
       SELECT t.item_id, 'Extras', false, 2, 0 FROM unnest($1::int[]) AS t(item_id)
       RETURNING id
     )
     INSERT INTO customisation_options (customisation_id, name, price_cents, position)
     SELECT g.id, o.name, o.cents, o.position
     FROM groups g
     CROSS JOIN (VALUES ('Extra cheese', 100, 0), ('Side salad', 250, 1), ('Chips', 200, 2)) AS o(name, cents, position)`,
    [withExtras],
  );
}
