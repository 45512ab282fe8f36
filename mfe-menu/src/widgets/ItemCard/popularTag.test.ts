import { makeItem } from '@tabula/shared/test';
import { popularTag } from './popularTag';

const tag = (name: string) => ({ name, image: null, colour: { bg_hex: '#000', text_hex: '#fff' } });

describe('popularTag', () => {
  it('returns the first tag named Popular only', () => {
    expect(popularTag(makeItem({ tags: [tag('Vegan'), tag('Popular')] }))).toEqual(tag('Popular'));
    expect(popularTag(makeItem({ tags: [tag('Vegan'), tag('popular')] }))).toBeNull();
  });
});
