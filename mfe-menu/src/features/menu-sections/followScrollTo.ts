/** The scroll covers about two thirds of the remaining way every this many milliseconds (ease-out). */
const EASE_MS = 90;
/** Frames in a row with the target in place, after which the scroll has landed. */
const SETTLED_FRAMES = 5;
/** However the page keeps changing, the scroll stops following after this long. */
const MAX_FOLLOW_MS = 4000;
/** What says the guest has taken over the scrolling. */
const GUEST_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** The window scroll that puts the target's top at its scroll margin (below the sticky bars). */
function scrollGoal(target: Element): number {
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const page = document.scrollingElement ?? document.documentElement;
  const furthest = Math.max(0, page.scrollHeight - page.clientHeight);
  return Math.min(furthest, Math.max(0, window.scrollY + target.getBoundingClientRect().top - margin));
}

/**
 * Scrolls to the start of `target`, easing out, and takes the target's position afresh every frame
 * until it has landed. The browser's own smooth scroll heads for where the target was when it began,
 * but the dishes it passes are laid out for the first time on the way and their real height replaces
 * their estimate (content-visibility): a far category's heading moved by a thousand pixels and more,
 * and aiming the browser's scroll again restarts it from a standstill. The guest scrolling, tapping or
 * typing ends it at once, as does the returned function.
 */
export function followScrollTo(target: Element): () => void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const startedAt = performance.now();
  let previousFrameAt = startedAt;
  let settledFrames = 0;
  let frame = 0;
  let finished = false;

  const finish = () => {
    if (finished) return;
    finished = true;
    cancelAnimationFrame(frame);
    for (const type of GUEST_INPUT) window.removeEventListener(type, finish);
  };

  const step = (now: number) => {
    const remaining = scrollGoal(target) - window.scrollY;
    if (Math.abs(remaining) < 1) {
      settledFrames += 1;
    } else {
      settledFrames = 0;
      const share = reducedMotion ? 1 : 1 - Math.exp(-(now - previousFrameAt) / EASE_MS);
      // At least a pixel a frame, so the end comes rather than ever smaller steps the page rounds away.
      const by = Math.min(Math.abs(remaining), Math.max(1, Math.abs(remaining) * share));
      window.scrollTo({ top: window.scrollY + Math.sign(remaining) * by, behavior: 'instant' });
    }
    previousFrameAt = now;
    if (settledFrames >= SETTLED_FRAMES || now - startedAt > MAX_FOLLOW_MS) finish();
    else frame = requestAnimationFrame(step);
  };

  for (const type of GUEST_INPUT) window.addEventListener(type, finish, { passive: true });
  frame = requestAnimationFrame(step);
  return finish;
}
