import { Tabs } from 'antd';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { PageTitle } from '../common/page-title';
import { ErasurePage } from './erasure-page';
import { TicketPage } from './ticket-page';
import { TicketsPage } from './tickets-page';

/** Support (role support): the tickets (help requests and complaints), one ticket, erasure requests. */
export function SupportSection() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <PageTitle title="Support" />
      <Tabs
        activeKey={pathname.startsWith('/support/erasure') ? 'erasure' : 'tickets'}
        onChange={(key) => navigate(key === 'erasure' ? '/support/erasure' : '/support')}
        items={[
          { key: 'tickets', label: 'Tickets' },
          { key: 'erasure', label: 'Erasure requests' },
        ]}
      />
      <Routes>
        <Route index element={<TicketsPage />} />
        <Route path="tickets/:ticketId" element={<TicketPage />} />
        <Route path="erasure" element={<ErasurePage />} />
      </Routes>
    </>
  );
}
