const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** Stand-ins for a list item's start and a list's end while the tags are stripped. */
const ITEM_START = '\u0001';
const LIST_END = '\u0002';
// Built from the marker strings, since control characters in a regex literal read as mistakes.
const MARKER = new RegExp(`([${ITEM_START}${LIST_END}])`);
/** Between the items of a list, which HTML lays out as lines of their own. */
const LIST_ITEM_SEPARATOR = ' · ';

/**
 * Plain text of an HTML description, for lists and cards: lists never show markup. Blocks are
 * kept apart by a space, and the items of a bulleted or numbered list by a middle dot: 'Wood-fired ·
 * 48-hour dough' rather than 'Wood-fired 48-hour dough'.
 */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const marked = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<li\b[^>]*>/gi, ITEM_START)
    .replace(/<\/(ul|ol)\s*>/gi, LIST_END)
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)\s*>/gi, ' ')
    .replace(/<[^>]*>/g, '');
  const pieces: { text: string; listItem: boolean }[] = [];
  let listItem = false;
  for (const part of marked.split(MARKER)) {
    if (part === ITEM_START || part === LIST_END) {
      listItem = part === ITEM_START;
      continue;
    }
    const text = decodeEntities(part).replace(/\s+/g, ' ').trim();
    if (text) pieces.push({ text, listItem });
  }
  return pieces
    .map(({ text }, index) => {
      if (index === 0) return text;
      const betweenItems = pieces[index - 1]?.listItem && pieces[index]?.listItem;
      return `${betweenItems ? LIST_ITEM_SEPARATOR : ' '}${text}`;
    })
    .join('');
}
