// Performance (docs/performance.md): the shell's entry only crosses the async boundary
// (`import('./bootstrap')`) and sets up the shared modules, so the browser would learn of the
// chunks of the first render only once main.js has been downloaded and run. Listing them as
// <link rel="preload"> in index.html, after main.js (which keeps the first place with
// fetchpriority=high), lets the browser fetch them in parallel with it: on a throttled phone
// (Lighthouse, `/` before consent) that is about a quarter of a second of LCP.
// Not preloaded: the chunk groups of the entry that the page only loads after consent: the shared
// antd kit (@storefront/shared/ui), and SWR's paged hook (swr/infinite), which the shell provides
// for step 4's remote.
import { rspack } from '@rspack/core';

const name = 'PreloadInitialChunksPlugin';
const loadedAfterConsent =
  /[\\/](node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|swr[\\/]dist[\\/]infinite)|shared[\\/]src[\\/]ui)[\\/]/;

/** Preloads the JS and CSS of the chunk groups the entry `main` loads directly, but those loaded after consent. */
export class PreloadInitialChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(name, async (data) => {
        const entry = compilation.entrypoints.get('main');
        const files = new Set();
        for (const group of entry?.childrenIterable ?? []) {
          for (const chunk of group.chunks) {
            const modules = compilation.chunkGraph.getChunkModules(chunk);
            if (modules.some((module) => loadedAfterConsent.test(module.resource ?? module.identifier()))) continue;
            for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
          }
        }
        const preloads = [...files].sort().map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: file.endsWith('.css') ? 'style' : 'script', href: data.publicPath + file },
        }));
        const scripts = data.assetTags.scripts;
        for (const tag of scripts) if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
        scripts.push(...preloads);
        return data;
      });
    });
  }
}
