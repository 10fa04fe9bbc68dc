import { Route, Routes } from 'react-router-dom';
import { DraftPage } from './draft-page';
import { DraftsPage } from './drafts-page';
import { HistoryPage } from './history-page';

/** The catalog (catalog, admin): drafts and the approval queue, a draft's editor, the history of versions. */
export function CatalogSection() {
  return (
    <Routes>
      <Route index element={<DraftsPage />} />
      <Route path="drafts/:id" element={<DraftPage />} />
      <Route path="history" element={<HistoryPage />} />
    </Routes>
  );
}
