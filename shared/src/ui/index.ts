/**
 * @storefront/shared/ui: the storefront's one copy of antd.
 *
 * Every app takes its antd components (and the few icons it draws) from here, never from 'antd'
 * itself (ESLint enforces it). Module Federation shares this module, so the page loads one build
 * of it, holding exactly the components the storefront uses, whichever app needs it first. Each
 * app bundling its own tree-shaken antd would load antd's core four times over a card journey;
 * sharing 'antd' itself bundles the whole library (~445 KB gzip).
 *
 * Its shared version is a hash of this folder and of the antd and icon versions
 * (tooling/shared-module-versions.cjs): an app built against the same kit reuses the copy already loaded;
 * a remote released with a different kit (a component added here, antd upgraded) loads its own
 * copy instead of finding a component missing. Before consent the shell renders without antd,
 * so none of this is downloaded until the visitor has agreed (or opens the cookie settings).
 *
 * The kit is shared whole (every export is in the one module, whichever the page renders), so it
 * exports only what the apps use. Components that no step-0 screen renders are deferred
 * (deferred-components.ts): the kit holds a loader for each, and their code comes in chunks of its
 * own when they are first rendered, or once the visitor has started typing.
 *
 * Adding a component: export it below, in alphabetical order (from deferred-components.ts if step 0
 * never shows it).
 */
export { StorefrontUiRoot } from './storefront-ui-root';
export { PageFrame, type PageFrameProps } from './page-frame';
export { PointingIcon } from './pointing-icon';
export {
  Alert,
  Button,
  Checkbox,
  ConfigProvider,
  Flex,
  Form,
  Input,
  Radio,
  Select,
  Space,
  Spin,
  Steps,
  Typography,
} from 'antd';
// Components no step-0 screen shows: each is fetched when first rendered, or preloaded once the
// visitor types or presses the pointer (deferred-components.ts).
export { Collapse, Modal, NoticeHost, Popover, Result, Switch, Tag } from './deferred-components';
export type { NoticeHostConfig, NoticeHostProps, NoticeInstance } from './notice-host';
export type { CollapseProps, InputProps, InputRef } from 'antd';
export type { ThemeConfig } from './theme-config';
export {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DownOutlined,
  GiftOutlined,
  HolderOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
