import { followScrollTo } from './followScrollTo';

/** A page whose scroll and target position the test controls, as layout would move them. */
function fakePage({ targetTop, reducedMotion = false }: { targetTop: number; reducedMotion?: boolean }) {
  const page = { scrollY: 0, targetTop };
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => page.scrollY });
  jest.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    page.scrollY = options.top ?? page.scrollY;
  }) as typeof window.scrollTo);
  jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(200_000);
  jest.spyOn(document.documentElement, 'clientHeight', 'get').mockReturnValue(844);
  jest.spyOn(window, 'matchMedia').mockImplementation((query) => ({ matches: reducedMotion, media: query }) as MediaQueryList);
  const target = document.createElement('section');
  target.style.scrollMarginTop = '56px';
  jest.spyOn(target, 'getBoundingClientRect').mockImplementation(() => ({ top: page.targetTop - page.scrollY }) as DOMRect);
  document.body.append(target);
  return { page, target };
}

const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY') as PropertyDescriptor;

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', jsdomScrollY);
  document.body.replaceChildren();
});

describe('followScrollTo', () => {
  it('lands with the target just under the sticky bars, though the page above it shrank on the way', () => {
    const { page, target } = fakePage({ targetTop: 80_000 });
    followScrollTo(target);
    jest.advanceTimersByTime(150);
    expect(page.scrollY).toBeGreaterThan(0);
    expect(page.scrollY).toBeLessThan(80_000 - 56);
    // Dishes the scroll passed were laid out for the first time, shorter than estimated.
    page.targetTop = 78_300;
    jest.advanceTimersByTime(3000);
    expect(Math.abs(page.scrollY - (78_300 - 56))).toBeLessThan(1);
  });

  it('stops where the guest puts a finger on the page', () => {
    const { page, target } = fakePage({ targetTop: 80_000 });
    followScrollTo(target);
    jest.advanceTimersByTime(100);
    window.dispatchEvent(new Event('touchstart'));
    const whereTouched = page.scrollY;
    jest.advanceTimersByTime(2000);
    expect(page.scrollY).toBe(whereTouched);
    expect(whereTouched).toBeLessThan(80_000 - 56);
  });

  it('can be ended by its caller, e.g. when another menu replaces the page', () => {
    const { page, target } = fakePage({ targetTop: 80_000 });
    const stop = followScrollTo(target);
    jest.advanceTimersByTime(50);
    stop();
    const whereStopped = page.scrollY;
    jest.advanceTimersByTime(2000);
    expect(page.scrollY).toBe(whereStopped);
  });

  it('goes straight there for a guest who asks for reduced motion', () => {
    const { page, target } = fakePage({ targetTop: 80_000, reducedMotion: true });
    followScrollTo(target);
    jest.advanceTimersByTime(20);
    expect(page.scrollY).toBe(80_000 - 56);
  });

  it('stops at the foot of the page when the target cannot reach the top', () => {
    const { page, target } = fakePage({ targetTop: 199_900 });
    followScrollTo(target);
    jest.advanceTimersByTime(3000);
    expect(Math.abs(page.scrollY - (200_000 - 844))).toBeLessThan(1);
  });
});
