import type { ReactNode } from 'react';
// The kit's deferred components are loaders (src/ui/deferred-components.ts), which render nothing
// until their code has come: the gallery renders antd's own components in their place.
import { Collapse, Modal, notification, Popover, Result, Switch, Tag } from 'antd';
import * as kit from '../../src/ui';

/**
 * Every antd component the kit exports. Its icons, StorefrontUiRoot, PageFrame (the storefront's
 * own frame, drawn with Typography, which is rendered here) and PointingIcon (a span around an
 * icon) add no antd styles of their own.
 */
type KitComponent = Exclude<keyof typeof kit, `${string}Outlined` | 'StorefrontUiRoot' | 'PageFrame' | 'PointingIcon'>;

const { Alert, Button, Checkbox, Flex, Form, Input, Radio, Select } = kit;
const { Space, Spin, Steps, Typography } = kit;
const options = [{ label: 'One', value: 1 }];

/**
 * One rendering of each component of the kit, with each part that antd styles separately (its
 * sub-style hooks: the TextArea of Input, the compact Space and Button, the confirm dialog, the
 * preset and status colours of Tag, a Form.Item outside a form). antd registers a component's
 * styles per component, whatever its props, so these renderings hold every rule the storefront's
 * screens can need. The record is typed by the kit's exports: a component added to the kit
 * without a rendering here does not compile.
 */
export const kitGallery: Record<KitComponent, () => ReactNode> = {
  Alert: () => <Alert type="info" showIcon title="Alert" description="Description" closable />,
  Button: () => (
    <>
      <Button type="primary">Primary</Button>
      <Button type="link" icon={<kit.DownOutlined />} loading>
        Link
      </Button>
    </>
  ),
  Checkbox: () => <Checkbox.Group options={options} />,
  Collapse: () => <Collapse items={[{ key: 'a', label: 'Label', children: 'Content' }]} defaultActiveKey={['a']} />,
  ConfigProvider: () => null,
  Flex: () => <Flex gap="small">flex</Flex>,
  Form: () => (
    <>
      <Form layout="vertical">
        <Form.Item label="Label" required help="Help" validateStatus="error">
          <Input />
        </Form.Item>
      </Form>
      <Form.Item label="Outside a form">
        <Input />
      </Form.Item>
    </>
  ),
  Input: () => (
    <>
      <Input prefix="+971" allowClear />
      <Input.TextArea showCount maxLength={10} />
      <Input.Search />
      <Input.Password />
      <Input.OTP />
    </>
  ),
  Modal: () => (
    <>
      <Modal open={false} />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired title="Modal" />
      <Modal._InternalPanelDoNotUseOrYouWillBeFired type="confirm" title="Confirm" />
    </>
  ),
  Popover: () => <Popover._InternalPanelDoNotUseOrYouWillBeFired title="Popover" content="Content" />,
  Radio: () => (
    <>
      <Radio.Group options={options} />
      <Radio.Group options={options} optionType="button" />
    </>
  ),
  Result: () => <Result status="success" title="Result" />,
  Select: () => <Select options={options} open />,
  Space: () => (
    <Space>
      <Space.Compact>
        <Button>Compact</Button>
        <Input />
      </Space.Compact>
    </Space>
  ),
  Spin: () => <Spin />,
  Steps: () => <Steps current={0} items={[{ title: 'One' }, { title: 'Two' }]} />,
  Switch: () => <Switch />,
  Tag: () => (
    <>
      <Tag>Tag</Tag>
      <Tag color="green">Preset</Tag>
      <Tag color="success">Status</Tag>
      <Tag color="#0b6b42">Custom</Tag>
    </>
  ),
  Typography: () => (
    <Typography>
      <Typography.Title>Title</Typography.Title>
      <Typography.Paragraph>Paragraph</Typography.Paragraph>
      <Typography.Text>Text</Typography.Text>
      <Typography.Link>Link</Typography.Link>
    </Typography>
  ),
  NoticeHost: () => <notification._InternalPanelDoNotUseOrYouWillBeFired title="Notification" />,
};
