import { apiDownload, type Query } from './client';

/** Fetches a CSV export from the API and hands it to the browser as a file download. */
export async function downloadCsv(path: string, query?: Query): Promise<string> {
  const { text, fileName } = await apiDownload(path, { query });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
}
