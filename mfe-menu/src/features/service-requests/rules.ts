/** The table picker's Continue stays disabled until a table is chosen. */
export const tableChosen = (table: string | null | undefined): boolean => Boolean(table?.trim());

/** A second request while one is open (409) says so; other failures say what happened. */
export function serviceRequestErrorKey(status: number): string {
  if (status === 409) return 'errors.requestAlreadyOpen';
  if (status === 0) return 'errors.network';
  return 'errors.generic';
}
