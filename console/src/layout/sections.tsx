import type { ComponentType, ReactNode } from 'react';
import { AppstoreOutlined, AuditOutlined, BankOutlined, FileSearchOutlined, BarChartOutlined, CustomerServiceOutlined, TeamOutlined, WalletOutlined } from '@ant-design/icons';
import type { OperatorRole } from '@storefront/shared/contract';
import { ApplicationsSection } from '../applications/applications-section';
import { AuditLogPage } from '../audit/audit-log-page';
import { CatalogSection } from '../catalog/catalog-section';
import { FunnelPage } from '../funnel/funnel-page';
import { OperatorsPage } from '../operators/operators-page';
import { PartnersPage } from '../partners/partners-page';
import { PayoutsPage } from '../payouts/payouts-page';
import { SupportSection } from '../support/support-section';

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
  { path: '/support', label: 'Support', icon: <CustomerServiceOutlined />, roles: ['support'], page: SupportSection },
  { path: '/funnel', label: 'Funnel', icon: <BarChartOutlined />, roles: ['analyst'], page: FunnelPage },
  { path: '/operators', label: 'Operators', icon: <TeamOutlined />, roles: ['admin'], page: OperatorsPage },
  { path: '/partners', label: 'Partners', icon: <BankOutlined />, roles: ['admin'], page: PartnersPage },
  { path: '/catalog', label: 'Catalog', icon: <AppstoreOutlined />, roles: ['catalog', 'admin'], page: CatalogSection },
  { path: '/applications', label: 'Applications', icon: <FileSearchOutlined />, roles: ['support', 'admin'], page: ApplicationsSection },
  { path: '/audit', label: 'Audit log', icon: <AuditOutlined />, roles: ['admin'], page: AuditLogPage },
];

export const sectionsFor = (role: OperatorRole) => consoleSections.filter((section) => section.roles.includes(role));
