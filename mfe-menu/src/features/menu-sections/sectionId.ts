/** The DOM id of a category's section, which its chip scrolls to. */
export const sectionDomId = (categoryId: number): string => `category-${categoryId}`;
