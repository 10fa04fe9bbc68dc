import { App as AntApp, ConfigProvider, Empty, Flex, Spin, type ThemeConfig } from 'antd';
import enGB from 'antd/locale/en_GB';
import { SWRConfig } from 'swr';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { ErrorAlert } from '../api/errors';
import { ConsoleLayout } from '../layout/console-layout';
import { sectionsFor } from '../layout/sections';
import { SessionProvider, useOperator, useSession } from '../session/session-context';
import { SetupPage } from '../sign-in/setup-page';
import { SignInPage } from '../sign-in/sign-in-page';

/**
 * Contrast of 4.5:1 or more (WCAG AA) where antd's defaults fall short: its blue one step darker
 * under white text, a hovered button's or link's blue darker than antd's lighter one (its text on
 * white), its red (danger buttons, errors) one step darker too, and darker greys for placeholders
 * and secondary texts.
 */
const consoleTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorPrimaryHover: '#1f66cc',
    colorLink: '#0958d9',
    colorLinkHover: '#1f66cc',
    colorError: '#cf1322',
    colorTextPlaceholder: '#6e6e6e',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
  },
};

/** The console: antd's English texts for operators, the session, then the sections of the role. */
export function ConsoleApp() {
  return (
    <ConfigProvider locale={enGB} theme={consoleTheme}>
      <AntApp>
        {/* A cache of its own for each mounted console: nothing of one operator's reads outlives it. */}
        <SWRConfig value={{ provider: () => new Map() }}>
          <BrowserRouter>
            <SessionProvider>
              <SessionGate />
            </SessionProvider>
          </BrowserRouter>
        </SWRConfig>
      </AntApp>
    </ConfigProvider>
  );
}

function SessionGate() {
  const { session, error } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (pathname === '/setup' && session?.stage === 'signed-out') return <SetupPage onDone={() => navigate('/', { replace: true })} />;
  if (!session && error) return <ErrorAlert error={error} />;
  if (!session) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin aria-label="Loading" />
      </Flex>
    );
  }
  if (session.stage !== 'signed-in' || !session.operator) return <SignInPage />;
  // The pages' reads in a cache of the signed-in operator's own, gone with the sign-out.
  return (
    <SWRConfig key={session.operator.id} value={{ provider: () => new Map() }}>
      <ConsoleRoutes />
    </SWRConfig>
  );
}

function ConsoleRoutes() {
  const operator = useOperator();
  const sections = sectionsFor(operator.role);
  return (
    <Routes>
      <Route element={<ConsoleLayout />}>
        {sections.map(({ path, page: Page }) => (
          <Route key={path} path={`${path}/*`} element={<Page />} />
        ))}
        <Route path="*" element={sections.length > 0 ? <Navigate to={sections[0].path} replace /> : <NothingToShow />} />
      </Route>
    </Routes>
  );
}

function NothingToShow() {
  return <Empty description="Your role has no section of the console yet." />;
}
