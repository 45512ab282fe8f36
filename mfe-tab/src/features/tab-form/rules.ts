/** A table named in the link stays choosable even when the venue's list does not (yet) hold it. */
export function tableOptions(tables: readonly string[], locked: string | null): string[] {
  return locked && !tables.includes(locked) ? [locked, ...tables] : [...tables];
}
