import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pageWithFirstPaint } from './first-paint';

const page = '<html><body><noscript>No JS</noscript><div id="root"></div></body></html>';
const template =
  '<header style="--c: {{venue.colour}}">{{#venue.logo}}<img src="{{venue.logo}}">{{/venue.logo}}<h1>{{venue.name}}</h1>{{#venue.description}}<p>{{venue.description}}</p>{{/venue.description}}</header>';
const venue = { name: 'Tabula Bistro', description: 'By the harbour', logo: 'data:image/svg+xml,%3Csvg%2F%3E', colour: '#1F7A5C' };

const painted = (html: string) => /<div id="tabula-first-paint"[^>]*>([\s\S]*?)<\/div><div id="root">/.exec(html)?.[1];

describe("a page's first paint", () => {
  it("is the remote's template filled in with the venue, just before the app's root", () => {
    assert.equal(
      painted(pageWithFirstPaint(page, template, venue)),
      '<header style="--c: #1F7A5C"><img src="data:image&#x2F;svg+xml,%3Csvg%2F%3E"><h1>Tabula Bistro</h1><p>By the harbour</p></header>',
    );
  });

  it("lies over the top of the page, so the app's root does not move when it goes", () => {
    assert.match(pageWithFirstPaint(page, template, venue), /<div id="tabula-first-paint" style="position:absolute;top:0;[^"]*">/);
  });

  it('escapes what the venue typed, so its texts cannot add markup', () => {
    const html = pageWithFirstPaint(page, template, { name: '<script>alert(1)</script>', description: '"><img src=x onerror=alert(1)>' });
    assert.ok(!html.includes('<script>alert(1)'));
    assert.ok(!html.includes('<img src=x'));
    assert.ok(painted(html)?.includes('&lt;script&gt;alert(1)&lt;&#x2F;script&gt;'));
  });

  it("keeps `$&` and `$'` in a venue’s texts as text", () => {
    assert.ok(painted(pageWithFirstPaint(page, template, { name: "Bar $& Grill $'" }))?.includes('Bar $&amp; Grill $&#39;'));
  });

  it('passes a colour only as #rrggbb, so nothing else reaches a style', () => {
    assert.equal(
      painted(pageWithFirstPaint(page, template, { name: 'A', colour: 'red;} body {display:none' })),
      '<header style="--c: "><h1>A</h1></header>',
    );
  });

  it('leaves out what the venue does not have, and what is not text', () => {
    assert.equal(
      painted(pageWithFirstPaint(page, template, { name: 'A', description: '', logo: 42 })),
      '<header style="--c: "><h1>A</h1></header>',
    );
  });

  it('is left out without a template, a venue with a name, a root to stand before, or with a template that does not parse', () => {
    assert.equal(pageWithFirstPaint(page, undefined, venue), page);
    assert.equal(pageWithFirstPaint(page, template, { error: 'Not Found' }), page);
    assert.equal(pageWithFirstPaint(page, template, undefined), page);
    assert.equal(pageWithFirstPaint('<html><body></body></html>', template, venue), '<html><body></body></html>');
    assert.equal(pageWithFirstPaint(page, '{{#venue.name}}unclosed', venue), page);
  });
});
