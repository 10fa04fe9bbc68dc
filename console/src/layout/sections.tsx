import type { ComponentType, ReactNode } from 'react';
import { AuditOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { OperatorRole } from '@storefront/shared/contract';
import { AuditLogPage } from '../audit/audit-log-page';
import { OperatorsPage } from '../operators/operators-page';
import { PayoutsPage } from '../payouts/payouts-page';

/** A part of the console, shown in the menu to the roles the operator API lets use it. */
export interface ConsoleSection {
  path: string;
  label: string;
  icon: ReactNode;
  roles: readonly OperatorRole[];
  page: ComponentType;
}

export const consoleSections: readonly ConsoleSection[] = [
  { path: '/payouts', label: 'Bonuses & payouts', icon: <WalletOutlined />, roles: ['finance'], page: PayoutsPage },
  { path: '/operators', label: 'Operators', icon: <TeamOutlined />, roles: ['admin'], page: OperatorsPage },
  { path: '/audit', label: 'Audit log', icon: <AuditOutlined />, roles: ['admin'], page: AuditLogPage },
];

export const sectionsFor = (role: OperatorRole) => consoleSections.filter((section) => section.roles.includes(role));
