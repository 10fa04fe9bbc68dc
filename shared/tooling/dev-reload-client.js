// Live reload of a remote developed under the production shell (`npm run dev -- <remote>`; see
// shared/tooling/dev-server.mjs). The shell's Content-Security-Policy lets the page fetch from
// the remote's origin but not open a socket to it, so the remote's dev server announces each
// finished build as a server-sent event, and a build the page has not seen reloads it.
/* global __webpack_public_path__ */
const builds = new EventSource(new URL('__storefront-dev/builds', __webpack_public_path__));
let current;
builds.addEventListener('message', (event) => {
  if (current !== undefined && event.data !== current) window.location.reload();
  current = event.data;
});
