import { Button, Flex, Layout, Menu, Tag, Typography } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { signOut } from '../api/operator-api';
import { useOperator, useSession } from '../session/session-context';
import { sectionsFor } from './sections';

/**
 * The console's frame: the menu of the sections the operator's role may use (icons only below
 * 992 px), the operator and Sign out in the header, the section's page beside.
 */
export function ConsoleLayout() {
  const operator = useOperator();
  const { refresh } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const sections = sectionsFor(operator.role);
  const selected = sections.find((section) => pathname.startsWith(section.path))?.path;
  const leave = async () => {
    await signOut().catch(() => undefined);
    await refresh();
    navigate('/');
  };
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider breakpoint="lg" collapsedWidth={64} theme="light" width={220}>
        <Typography.Text strong style={{ display: 'block', padding: '16px 20px', whiteSpace: 'nowrap', overflow: 'hidden' }}>
          Console
        </Typography.Text>
        <nav aria-label="Console sections">
          <Menu
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={sections.map((section) => ({ key: section.path, icon: section.icon, label: section.label }))}
            onClick={({ key }) => navigate(key)}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header style={{ background: 'transparent', paddingInline: 24 }}>
          <Flex justify="flex-end" align="center" gap={12} style={{ height: '100%' }}>
            <Typography.Text>{operator.email}</Typography.Text>
            <Tag>{operator.role}</Tag>
            <Button icon={<LogoutOutlined />} onClick={leave}>
              Sign out
            </Button>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <main>
            <Outlet />
          </main>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
