// Each remote's refresh runtime starts after the page's react-dom has registered with this hook, and
// finds it only in `renderers`, which react-refresh's own stand-in (without the DevTools extension)
// leaves empty: then a remote's edits never reach the screen. So, in dev, the page keeps them.
if (!globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__) {
  const renderers = new Map();
  let nextId = 0;
  globalThis.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      const id = nextId++;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
