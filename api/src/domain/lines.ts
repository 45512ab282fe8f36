import type { Sql } from '../db/database';
import type { PricedLine } from '../rules/pricing';
import type { LineOptionRow, LineRow } from './orders';

const LINE_COLUMNS = 'id, order_id, item_id, price_id, name, quantity, unit_price_cents, note';
const OPTION_COLUMNS = 'id, order_item_id, option_id, name, price_cents, position, display_as_main_item';

export async function insertLine(
  tx: Sql,
  orderId: number,
  item: { id: number; name: string },
  line: PricedLine,
  note: string,
): Promise<{ line: LineRow; options: LineOptionRow[] }> {
  const [row] = await tx.query<LineRow>(
    `INSERT INTO order_items (order_id, item_id, price_id, name, quantity, unit_price_cents, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${LINE_COLUMNS}`,
    [orderId, item.id, line.priceId, item.name, line.quantity, line.unitCents, note],
  );
  if (!row) throw new Error('Order item insert returned nothing');
  return { line: row, options: await insertOptions(tx, row.id, line) };
}

/** Re-prices an existing line (today's prices) and replaces its options. */
export async function updateLine(tx: Sql, lineId: number, line: PricedLine, note: string) {
  const [row] = await tx.query<LineRow>(
    `UPDATE order_items SET price_id = $2, quantity = $3, unit_price_cents = $4, note = $5
     WHERE id = $1 RETURNING ${LINE_COLUMNS}`,
    [lineId, line.priceId, line.quantity, line.unitCents, note],
  );
  if (!row) throw new Error(`Order item ${lineId} vanished`);
  await tx.query('DELETE FROM order_item_options WHERE order_item_id = $1', [lineId]);
  return { line: row, options: await insertOptions(tx, lineId, line) };
}

async function insertOptions(tx: Sql, lineId: number, line: PricedLine): Promise<LineOptionRow[]> {
  if (line.options.length === 0) return [];
  return tx.query<LineOptionRow>(
    `INSERT INTO order_item_options (order_item_id, option_id, name, price_cents, position, display_as_main_item)
     SELECT $1::int, * FROM unnest($2::int[], $3::text[], $4::int[], $5::int[], $6::boolean[])
     RETURNING ${OPTION_COLUMNS}`,
    [
      lineId,
      line.options.map((o) => o.id),
      line.options.map((o) => o.name),
      line.options.map((o) => o.priceCents),
      line.options.map((o) => o.position),
      line.options.map((o) => o.displayAsMainItem),
    ],
  );
}

export async function lineOfOrder(tx: Sql, orderId: number, lineId: number): Promise<LineRow | undefined> {
  const [row] = await tx.query<LineRow>(`SELECT ${LINE_COLUMNS} FROM order_items WHERE id = $1 AND order_id = $2`, [lineId, orderId]);
  return row;
}

export async function optionIdsOfLine(tx: Sql, lineId: number): Promise<number[]> {
  const rows = await tx.query<{ option_id: number }>(
    'SELECT option_id FROM order_item_options WHERE order_item_id = $1 ORDER BY position, id',
    [lineId],
  );
  return rows.map((r) => r.option_id);
}
