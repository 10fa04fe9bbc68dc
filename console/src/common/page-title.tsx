import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A page's heading, with its actions on the right (below it on a narrow window). */
export function PageTitle({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
        {title}
      </Typography.Title>
      {children && <Flex gap={8} wrap>{children}</Flex>}
    </Flex>
  );
}
