import { stripHtml } from './html';

describe('stripHtml', () => {
  it('removes tags and keeps words apart across blocks', () => {
    expect(stripHtml('<p>Fresh <b>tomato</b></p><p>and basil</p>')).toBe('Fresh tomato and basil');
    expect(stripHtml('one<br/>two<br>three')).toBe('one two three');
  });

  it('keeps the items of a list apart, as the dish screen shows them on lines of their own', () => {
    expect(
      stripHtml(
        '<p>San Marzano tomatoes and basil.</p><ul><li>Wood-fired</li><li>48-hour <b>dough</b></li></ul><p>Ask for gluten-free.</p>',
      ),
    ).toBe('San Marzano tomatoes and basil. Wood-fired · 48-hour dough Ask for gluten-free.');
    expect(stripHtml('<ol>\n  <li>One</li>\n  <li>Two</li>\n</ol>')).toBe('One · Two');
    expect(stripHtml('<ul><li>Soup<ul><li>hot</li></ul></li><li>Bread</li></ul>')).toBe('Soup · hot · Bread');
    expect(stripHtml('<ul><li></li><li>Only</li></ul>')).toBe('Only');
  });

  it('drops scripts and styles with their content', () => {
    expect(stripHtml('<style>p{}</style>Soup<script>alert(1)</script>')).toBe('Soup');
  });

  it('decodes entities once', () => {
    expect(stripHtml('Fish &amp; chips &lt;3 &#8364;5 &#x263A; &amp;lt;')).toBe('Fish & chips <3 €5 ☺ &lt;');
    expect(stripHtml('a&nbsp;b &unknown;')).toBe('a b &unknown;');
  });

  it('handles empty input', () => {
    expect(stripHtml(null)).toBe('');
    expect(stripHtml('')).toBe('');
  });
});
