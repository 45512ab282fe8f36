import type { Item, Tag } from '@tabula/shared';

/** Only the tag named Popular is shown as a chip. */
export const popularTag = (item: Pick<Item, 'tags'>): Tag | null => item.tags.find((tag) => tag.name === 'Popular') ?? null;
