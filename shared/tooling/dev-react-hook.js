// React Refresh across the apps of one page (development only; see shared/tooling/dev-server.mjs).
// Each app's build carries its own React Refresh runtime, and a runtime that starts after
// react-dom (a remote's, loaded later by the shell) finds react-dom only in the global hook's
// `renderers`. The stand-in hook React Refresh installs when React DevTools is absent does not
// record them; this one does, as DevTools' own hook does. It runs before any React Refresh runtime.
if (typeof window !== 'undefined' && window.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) {
  const renderers = new Map();
  let nextId = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      nextId += 1;
      renderers.set(nextId, renderer);
      return nextId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
