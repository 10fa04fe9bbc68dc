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
 * Adding a component: export it below, in alphabetical order.
 */
export { StorefrontUiRoot } from './storefront-ui-root';
export { PageFrame, type PageFrameProps } from './page-frame';
export { PointingIcon } from './pointing-icon';
export {
  Alert,
  App,
  Button,
  Checkbox,
  Collapse,
  ConfigProvider,
  Flex,
  Form,
  Input,
  Modal,
  Popover,
  Radio,
  Result,
  Select,
  Space,
  Spin,
  Steps,
  Switch,
  Tag,
  Typography,
  notification,
} from 'antd';
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
