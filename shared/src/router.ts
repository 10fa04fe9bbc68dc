/**
 * @storefront/shared/router: the part of React Router the storefront uses, shared by Module
 * Federation as one singleton (one router, one set of router contexts across shell and remotes).
 *
 * Shared whole, 'react-router-dom' is bundled whole, since the build cannot know what another app
 * will import from it: 203 KB (66 KB gzip) on the first load, before consent. Shared through this
 * module, the bundler keeps what is exported here: 98 KB (33 KB gzip). Apps import React Router
 * only from here (ESLint enforces it outside tests).
 *
 * The exports are part of the contract between the shell and the remotes: the shell provides the
 * one copy, so a name added here reaches a remote once the shell is released with it. Add a name
 * in the shell's release first, then use it in the remote's.
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  useRouteError,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
