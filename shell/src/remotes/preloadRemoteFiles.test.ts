import { pageWithData } from '../testing/pageWithData';
import { preloadRemoteFiles as preloadInTasks, type Schedule } from './preloadRemoteFiles';

// Runs each task at once: these tests are about which files are asked for, the last about when.
const preloadRemoteFiles = (doc: Document) => preloadInTasks(doc, (task) => task());

const pageListing = (json: string) => pageWithData('tabula-remote-files', json);

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    as: link.getAttribute('as'),
    href: link.getAttribute('href'),
    crossorigin: link.getAttribute('crossorigin'),
    fetchpriority: link.getAttribute('fetchpriority'),
  }));

describe('preloading the remote files the server listed', () => {
  it('asks for each file at low priority, the manifest with CORS as the runtime fetches it', () => {
    const doc = pageListing(
      JSON.stringify([
        { as: 'fetch', href: 'http://localhost:8081/mf-manifest.json', crossorigin: true },
        { as: 'script', href: 'http://localhost:8081/remoteEntry.js' },
        { as: 'style', href: 'http://localhost:8081/__federation_expose_MenuPage.1a2b3c4d.css' },
      ]),
    );
    preloadRemoteFiles(doc);
    expect(preloads(doc)).toEqual([
      { as: 'fetch', href: 'http://localhost:8081/mf-manifest.json', crossorigin: 'anonymous', fetchpriority: 'low' },
      { as: 'script', href: 'http://localhost:8081/remoteEntry.js', crossorigin: null, fetchpriority: 'low' },
      { as: 'style', href: 'http://localhost:8081/__federation_expose_MenuPage.1a2b3c4d.css', crossorigin: null, fetchpriority: 'low' },
    ]);
  });

  it('preloads a module chunk as a module, since its entry imports it and only a module preload serves an import', () => {
    const doc = pageListing(JSON.stringify([{ as: 'module', href: 'http://localhost:8081/_files/368.1a2b3c4d.js' }]));
    preloadRemoteFiles(doc);
    expect(preloads(doc)).toEqual([]);
    const modules = [...doc.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(modules.map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('fetchpriority')])).toEqual([
      ['http://localhost:8081/_files/368.1a2b3c4d.js', null, 'low'],
    ]);
  });

  it('skips an entry that is not a web address of a known kind, and keeps the others', () => {
    const doc = pageListing(
      JSON.stringify([
        { as: 'script', href: 'javascript:alert(1)' },
        { as: 'document', href: 'http://localhost:8081/page.html' },
        null,
        'http://localhost:8081/remoteEntry.js',
        { as: 'script', href: 'http://localhost:8082/remoteEntry.js' },
      ]),
    );
    preloadRemoteFiles(doc);
    expect(preloads(doc).map(({ href }) => href)).toEqual(['http://localhost:8082/remoteEntry.js']);
  });

  it('preloads nothing, and does not stop the shell, for a page without the list or with a broken one', () => {
    const withoutList = document.implementation.createHTMLDocument();
    preloadRemoteFiles(withoutList);
    expect(preloads(withoutList)).toEqual([]);

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = pageListing('[{"as": "script", "href"');
    expect(() => preloadRemoteFiles(broken)).not.toThrow();
    expect(preloads(broken)).toEqual([]);
    const notAList = pageListing('{"as": "script", "href": "http://localhost:8081/remoteEntry.js"}');
    preloadRemoteFiles(notAList);
    expect(preloads(notAList)).toEqual([]);
    error.mockRestore();
  });

  it("asks for each file in a task of its own, after the shell's first script, so no start-up task runs long", () => {
    const doc = pageListing(
      JSON.stringify([
        { as: 'fetch', href: 'http://localhost:8081/mf-manifest.json', crossorigin: true },
        { as: 'script', href: 'http://localhost:8081/remoteEntry.js' },
        { as: 'script', href: 'http://localhost:8081/__federation_expose_MenuPage.1a2b3c4d.js' },
      ]),
    );
    const queued: (() => void)[] = [];
    const queue: Schedule = (task) => queued.push(task);
    preloadInTasks(doc, queue);
    expect(preloads(doc)).toEqual([]);
    const askedFor = queued.map((task) => {
      task();
      return preloads(doc).length;
    });
    expect(askedFor).toEqual([1, 2, 3]);
    expect(preloads(doc).map(({ href }) => href)).toEqual([
      'http://localhost:8081/mf-manifest.json',
      'http://localhost:8081/remoteEntry.js',
      'http://localhost:8081/__federation_expose_MenuPage.1a2b3c4d.js',
    ]);
  });
});
