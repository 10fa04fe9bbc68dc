import { Route, Routes } from 'react-router-dom';
import { ApplicationPage } from './application-page';
import { ApplicationsPage } from './applications-page';

/** Applications (support, admin): the search, and one application by its reference. */
export function ApplicationsSection() {
  return (
    <Routes>
      <Route index element={<ApplicationsPage />} />
      <Route path=":reference" element={<ApplicationPage />} />
    </Routes>
  );
}
