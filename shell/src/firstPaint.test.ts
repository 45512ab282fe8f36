import { PAGE_IDS } from '@tabula/shared/page';
import { firstPaintHandedOver, hasFirstPaint, removeFirstPaint } from './firstPaint';

describe("handing over the server's first paint", () => {
  it('tells whoever waits for it (the entries fetched ahead) only once a screen has taken its place', async () => {
    const painted = document.createElement('div');
    painted.id = PAGE_IDS.firstPaint;
    document.body.prepend(painted);
    let handedOver = false;
    void firstPaintHandedOver.then(() => {
      handedOver = true;
    });
    await Promise.resolve();
    expect(handedOver).toBe(false);

    removeFirstPaint();
    await firstPaintHandedOver;
    expect(handedOver).toBe(true);
    expect(hasFirstPaint()).toBe(false);
  });
});
