import type { Database, Sql } from '../db/database';
import { seedMegamenu } from './megamenu';
import type { SeedMenu, SeedVenue, Translations } from './types';
import { DEMO_GUESTS, DEMO_VENUES } from './venues';

const SEED_LOCK = 72_617_002;

/** Inserts the demo venues once, on a database that has none, in one transaction. */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM venues');
    if (row && row.n > 0) return false;

    const ids = new Map<string, number>();
    for (const venue of DEMO_VENUES) ids.set(venue.slug, await insertVenue(tx, venue));
    const idOf = (slug: string) => {
      const id = ids.get(slug);
      if (id === undefined) throw new Error(`Seed refers to unknown venue ${slug}`);
      return id;
    };

    for (const venue of DEMO_VENUES) {
      const id = idOf(venue.slug);
      if (venue.business) {
        await tx.query('UPDATE venues SET business_venue_id = $1 WHERE id = $2', [idOf(venue.business), id]);
      }
      for (const [position, slug] of (venue.lists ?? []).entries()) {
        await tx.query('INSERT INTO hotel_listings (hotel_id, venue_id, position) VALUES ($1, $2, $3)', [id, idOf(slug), position]);
      }
      await insertTables(tx, id, venue.tables);
      const tagIds = await insertTags(tx, id, venue);
      for (const [position, menu] of venue.menus.entries()) await insertMenu(tx, id, position, menu, tagIds);
    }
    await seedMegamenu(tx, idOf('megamenu'));

    for (const guest of DEMO_GUESTS) {
      await tx.query(
        `INSERT INTO guests (business_venue_id, surname, room_number, email, check_out_date)
         VALUES ($1, $2, $3, $4, current_date + $5::int)`,
        [idOf(guest.business), guest.surname, guest.room, guest.email, guest.staysForDays],
      );
    }
    return true;
  });
}

async function insertVenue(tx: Sql, v: SeedVenue): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO venues (uuid, slug, name, description, logo, cover_image, instagram_url, facebook_url, colour,
       currency, type, business_account_type, accept_card, accept_cash, accept_room_charge, stripe_account_ref,
       accept_orders_without_tab, is_currently_accepting_orders, read_only_menu, read_only_text,
       information_text_section, show_request_waiter_action, show_add_to_home_screen_pop_up, languages,
       default_language, display_hotel_details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
       $23, $24, 'en', $25)
     RETURNING id`,
    [
      v.uuid,
      v.slug,
      v.name,
      v.description,
      v.logo,
      v.coverImage,
      v.instagramUrl ?? null,
      v.facebookUrl ?? null,
      v.colour,
      v.currency,
      v.type,
      v.businessAccountType ?? 0,
      v.acceptCard ?? false,
      v.acceptCash ?? false,
      v.acceptRoomCharge ?? false,
      v.stripeAccountRef ?? null,
      v.acceptOrdersWithoutTab ?? false,
      v.isCurrentlyAcceptingOrders ?? true,
      v.readOnlyMenu ?? false,
      v.readOnlyText ?? null,
      v.informationTextSection ?? null,
      v.showRequestWaiterAction ?? false,
      v.showAddToHomeScreenPopUp ?? false,
      v.languages,
      v.displayHotelDetails ?? false,
    ],
  );
  if (!row) throw new Error(`Could not insert venue ${v.slug}`);
  return row.id;
}

async function insertTables(tx: Sql, venueId: number, tables: string[]): Promise<void> {
  if (tables.length === 0) return;
  await tx.query(
    `INSERT INTO venue_tables (venue_id, table_number, position)
     SELECT $1::int, t.n, t.ord::int FROM unnest($2::text[]) WITH ORDINALITY AS t(n, ord)`,
    [venueId, tables],
  );
}

async function insertTags(tx: Sql, venueId: number, v: SeedVenue): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const tag of v.tags ?? []) {
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO tags (venue_id, name, bg_hex, text_hex) VALUES ($1, $2, $3, $4) RETURNING id',
      [venueId, tag.name, tag.bg, tag.text],
    );
    if (row) ids.set(tag.name, row.id);
  }
  return ids;
}

async function insertMenu(tx: Sql, venueId: number, position: number, menu: SeedMenu, tagIds: Map<string, number>) {
  const menuId = await insertReturningId(
    tx,
    'INSERT INTO menus (venue_id, name, read_only, position, out_of_stock) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [venueId, menu.name, menu.readOnly ?? false, position, menu.outOfStock ?? false],
  );
  await translate(tx, 'menu', menuId, menu.tr);
  for (const [cPos, category] of menu.categories.entries()) {
    const categoryId = await insertReturningId(
      tx,
      'INSERT INTO menu_categories (menu_id, name, position, out_of_stock) VALUES ($1, $2, $3, $4) RETURNING id',
      [menuId, category.name, cPos, category.outOfStock ?? false],
    );
    await translate(tx, 'category', categoryId, category.tr);
    for (const [iPos, item] of category.items.entries()) {
      const itemId = await insertReturningId(
        tx,
        `INSERT INTO items (category_id, name, description, image, position, out_of_stock)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [categoryId, item.name, item.description ?? '', item.image ?? null, iPos, item.outOfStock ?? false],
      );
      await translate(tx, 'item', itemId, item.tr);
      for (const [pPos, price] of item.prices.entries()) {
        const priceId = await insertReturningId(
          tx,
          'INSERT INTO item_prices (item_id, description, amount_cents, position) VALUES ($1, $2, $3, $4) RETURNING id',
          [itemId, price.description, price.cents, pPos],
        );
        await translate(tx, 'price', priceId, price.tr);
      }
      for (const [tPos, tag] of (item.tags ?? []).entries()) {
        const tagId = tagIds.get(tag);
        if (tagId === undefined) throw new Error(`Item ${item.name} has unknown tag ${tag}`);
        await tx.query('INSERT INTO item_tags (item_id, tag_id, position) VALUES ($1, $2, $3)', [itemId, tagId, tPos]);
      }
      for (const [gPos, group] of (item.groups ?? []).entries()) {
        const groupId = await insertReturningId(
          tx,
          `INSERT INTO item_customisations (item_id, name, required, max_selectable, position, out_of_stock)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [itemId, group.name, group.required, group.maxSelectable, gPos, group.outOfStock ?? false],
        );
        await translate(tx, 'customisation', groupId, group.tr);
        for (const [oPos, option] of group.options.entries()) {
          const optionId = await insertReturningId(
            tx,
            `INSERT INTO customisation_options (customisation_id, name, price_cents, pre_selected, position, out_of_stock)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [groupId, option.name, option.cents ?? 0, option.preSelected ?? false, oPos, option.outOfStock ?? false],
          );
          await translate(tx, 'option', optionId, option.tr);
        }
      }
    }
  }
}

async function insertReturningId(tx: Sql, sql: string, params: unknown[]): Promise<number> {
  const [row] = await tx.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`Insert returned no id: ${sql}`);
  return row.id;
}

async function translate(tx: Sql, entity: string, entityId: number, tr: Translations | undefined) {
  for (const [language, fields] of Object.entries(tr ?? {})) {
    for (const [field, value] of Object.entries(fields ?? {})) {
      await tx.query('INSERT INTO translations (entity, entity_id, language, field, value) VALUES ($1, $2, $3, $4, $5)', [
        entity,
        entityId,
        language,
        field,
        value,
      ]);
    }
  }
}
