import { apiDownload, type Query } from './client';

/** Fetches a CSV export from the API and hands it to the browser as a file download. */
export async function downloadCsv(path: string, query?: Query): Promise<string> {
  const { text, fileName } = await apiDownload(path, { query });
  saveFile(text, fileName, 'text/csv;charset=utf-8');
  return fileName;
}

/** Fetches a YAML export from the API and hands it to the browser as a file download. */
export async function downloadYaml(path: string, query?: Query): Promise<string> {
  const { text, fileName } = await apiDownload(path, { query }, 'application/yaml, text/yaml');
  saveFile(text, fileName, 'application/yaml;charset=utf-8');
  return fileName;
}

/** A text handed to the browser as a downloaded file. */
function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
