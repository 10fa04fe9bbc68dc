/** Applications (support, admin): search, detail, reveal and export (contract/operator/applications.ts). */
import type { ApplicationSearch, VisitorDetails } from '@storefront/shared/contract';
import { apiRequest, withQuery } from './client';
import { downloadCsv } from './download';

export const applicationsPath = (search: ApplicationSearch) => withQuery('/applications', { ...search });
export const applicationPath = (reference: string) => `/applications/${encodeURIComponent(reference)}`;

export const revealVisitor = (reference: string) => apiRequest<VisitorDetails>(`${applicationPath(reference)}/reveal`, { method: 'POST' });
export const exportApplications = (search: ApplicationSearch) => downloadCsv('/applications/export', { ...search });
