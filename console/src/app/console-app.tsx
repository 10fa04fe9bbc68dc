import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';

/** The console: antd's English texts for operators. */
export function ConsoleApp() {
  return (
    <ConfigProvider locale={enGB}>
      <AntApp>
        <main>
          <h1>Storefront console</h1>
        </main>
      </AntApp>
    </ConfigProvider>
  );
}
