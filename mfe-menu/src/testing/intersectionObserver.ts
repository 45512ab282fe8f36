/**
 * jsdom has no IntersectionObserver. This one lets a test say which sections scrolled into the
 * observed band, as the browser would report it.
 */
export class FakeIntersectionObserver {
  static instances = new Set<FakeIntersectionObserver>();

  private readonly elements = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.add(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }

  unobserve(element: Element) {
    this.elements.delete(element);
  }

  disconnect() {
    this.elements.clear();
    FakeIntersectionObserver.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports the elements entering (true) or leaving (false) the band of every observer watching them. */
  static report(changes: Array<[Element, boolean]>) {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const entries = changes
        .filter(([element]) => observer.elements.has(element))
        .map(([target, isIntersecting]) => ({ target, isIntersecting }) as IntersectionObserverEntry);
      if (entries.length > 0) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }

  static install() {
    window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  }

  static uninstall() {
    FakeIntersectionObserver.instances.clear();
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  }
}
