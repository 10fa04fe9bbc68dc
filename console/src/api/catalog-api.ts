/** The catalog (role catalog; approvals catalog or admin): drafts, versions, preview (contract/operator/catalog.ts). */
import {
  catalogEntityArrays,
  type CatalogDraft,
  type CatalogEntityKind,
  type CatalogImageFolder,
  type CatalogImageStored,
  type CatalogProblem,
  type CountryCode,
  type PreviewLink,
  type PublishRequest,
} from '@storefront/shared/contract';
import { apiRequest, ConsoleApiError, withQuery } from './client';
import { downloadYaml } from './download';

export const draftsPath = (market?: CountryCode) => withQuery('/catalog/drafts', { market });
export const draftPath = (id: number) => `/catalog/drafts/${id}`;
export const draftDiffPath = (id: number) => `${draftPath(id)}/diff`;
export const versionsPath = (market: CountryCode) => withQuery('/catalog/versions', { market });
export const versionPath = (market: CountryCode, version: number) => `/catalog/versions/${market}/${version}`;
export const comparePath = (market: CountryCode, from: number, to: number) => withQuery(`/catalog/versions/${market}/compare`, { from, to });
export const keyFactsSeenPath = (reference: string) => `/applications/${encodeURIComponent(reference)}/key-facts`;

export const createDraft = (market: CountryCode) => apiRequest<CatalogDraft>('/catalog/drafts', { method: 'POST', body: { market } });
export const discardDraft = (id: number) => apiRequest<CatalogDraft>(draftPath(id), { method: 'DELETE' });
export const saveEntity = (draft: Pick<CatalogDraft, 'id' | 'revision'>, kind: CatalogEntityKind, entityId: number, entity: unknown) =>
  apiRequest<CatalogDraft>(`${draftPath(draft.id)}/entities/${kind}/${entityId}`, { method: 'PUT', body: { revision: draft.revision, entity } });
export const removeEntity = (draft: Pick<CatalogDraft, 'id' | 'revision'>, kind: CatalogEntityKind, entityId: number) =>
  apiRequest<CatalogDraft>(`${draftPath(draft.id)}/entities/${kind}/${entityId}`, { method: 'DELETE', body: { revision: draft.revision } });
export const saveMarket = (draft: Pick<CatalogDraft, 'id' | 'revision'>, bonusAmount: unknown, bonusLockDays: unknown) =>
  apiRequest<CatalogDraft>(`${draftPath(draft.id)}/market`, { method: 'PUT', body: { revision: draft.revision, bonusAmount, bonusLockDays } });
/** A market's YAML file as a new draft (its rule breaks listed on the draft). */
export const importYaml = (fileName: string, yaml: string) =>
  apiRequest<CatalogDraft>('/catalog/imports', { method: 'POST', body: { fileName, yaml } });
export const uploadImage = (draftId: number, folder: CatalogImageFolder, name: string, dataBase64: string) =>
  apiRequest<CatalogImageStored>('/catalog/images', { method: 'POST', body: { draftId, folder, name, dataBase64 } });
export const requestPublish = (id: number, request: PublishRequest) =>
  apiRequest<CatalogDraft>(`${draftPath(id)}/publish`, { method: 'POST', body: request });
export const decideApproval = (id: number, approve: boolean) =>
  apiRequest<CatalogDraft>(`${draftPath(id)}/approval`, { method: 'POST', body: { approve } });
export const republish = (market: CountryCode, version: number) =>
  apiRequest<CatalogDraft>(`${versionPath(market, version)}/republish`, { method: 'POST', body: {} });
export const createPreview = (id: number) => apiRequest<PreviewLink>(`${draftPath(id)}/preview`, { method: 'POST', body: {} });

export const exportDraft = (id: number) => downloadYaml(`${draftPath(id)}/export`);
export const exportLive = (market: CountryCode, version?: number) => downloadYaml('/catalog/exports', { market, version });

/** A kind's entities in a market document. */
export const entitiesOf = (document: CatalogDraft['document'], kind: CatalogEntityKind): readonly { id: number }[] =>
  document[catalogEntityArrays[kind]];

/** The problems a refused write (422) names on the entity's fields; none for any other failure. */
export function problemsOf(failure: unknown): CatalogProblem[] {
  if (!(failure instanceof ConsoleApiError) || failure.status !== 422) return [];
  const problems = failure.body?.problems;
  return Array.isArray(problems) ? (problems as CatalogProblem[]) : [];
}
