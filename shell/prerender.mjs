// Build step after `rspack build`: writes the page's first view into dist/index.html (see
// src/prerender/chrome-snapshot.tsx). The snapshot's components are compiled for Node with the
// app's own rules (no Module Federation, CSS dropped: the page gets the build's CSS inline), run
// once, and their HTML, the chrome's CSS and the small state script go into index.html.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { createAppConfig } from '@storefront/shared/tooling/create-app-config.mjs';

const dirname = import.meta.dirname;
const dist = path.join(dirname, 'dist');
const require = createRequire(import.meta.url);

/** The app's config, turned into a Node library of the snapshot module. */
function snapshotConfig(outDir) {
  const base = createAppConfig({ dirname, host: { title: '' } });
  return {
    ...base,
    entry: { 'chrome-snapshot': './src/prerender/chrome-snapshot.tsx' },
    target: 'node',
    devtool: false,
    output: {
      ...base.output,
      path: outDir,
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      chunkLoadTimeout: undefined,
    },
    module: {
      ...base.module,
      rules: base.module.rules.map((rule) =>
        String(rule.test) === String(/\.css$/) ? { test: /\.css$/, type: 'asset/source' } : rule,
      ),
    },
    // React and the router from node_modules, as the browser build shares them.
    externals: [/^react($|\/)/, /^react-dom($|\/)/, /^react-router(-dom)?($|\/)/, /^swr($|\/)/].map(
      (pattern) =>
        ({ request }, callback) =>
          pattern.test(request) ? callback(undefined, `commonjs ${request}`) : callback(),
    ),
    plugins: base.plugins.filter((plugin) => plugin instanceof rspack.DefinePlugin),
    optimization: { minimize: false },
    devServer: undefined,
  };
}

function compile(config) {
  return new Promise((resolve, reject) =>
    rspack(config).run((error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
      resolve();
    }),
  );
}

// Inside the app's folder, so that the compiled module finds node_modules.
const outDir = mkdtempSync(path.join(dirname, '.prerender-'));
try {
  await compile(snapshotConfig(outDir));
  const { renderChromeSnapshot } = require(path.join(outDir, 'chrome-snapshot.cjs'));
  const { html, css, script } = renderChromeSnapshot();

  const indexFile = path.join(dist, 'index.html');
  let index = readFileSync(indexFile, 'utf8');
  // The chrome's own CSS, as the build emitted it for the first render (preloaded by index.html).
  const chromeCss = [...index.matchAll(/<link as="style" href="\/([^"]+\.css)" rel="preload">/g)]
    .map(([, file]) => readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
  if (!index.includes('<div id="root"></div>')) throw new Error('index.html has no empty root to prerender into');
  // The app's script and preloads start once the first view has painted: the paint needs none of
  // them, and on a slow connection they would otherwise compete with it for the bandwidth.
  const deferred = [];
  index = index.replace(/<link [^>]*rel="preload"[^>]*>|<script [^>]*src="[^"]+"[^>]*><\/script>/g, (tag) => {
    const [, name] = /^<(\w+)/.exec(tag);
    deferred.push([
      name,
      Object.fromEntries(
        [...tag.slice(0, tag.indexOf('>')).matchAll(/([\w-]+)(?:="([^"]*)")?/g)]
          .slice(1)
          .map(([, k, v]) => [k, v ?? '']),
      ),
    ]);
    return '';
  });
  const loader =
    `(function(){var t=${JSON.stringify(deferred)};` +
    `function load(){t.forEach(function(d){var e=document.createElement(d[0]);for(var k in d[1])e.setAttribute(k,d[1][k]);if(d[0]==='script')e.async=false;document.head.appendChild(e)})}` +
    `function afterPaint(){requestAnimationFrame(function(){setTimeout(load,0)})}` +
    `if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',afterPaint);else afterPaint()})()`;
  index = index
    .replace(
      '</head>',
      `<style>${chromeCss}\n${css}</style><script>${script}</script><script>${loader}</script></head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  writeFileSync(indexFile, index);
  // serve-app.cjs allows these inline scripts, and no others, by their hashes.
  const sha256 = [script, loader].map((source) => createHash('sha256').update(source).digest('base64'));
  writeFileSync(path.join(dist, 'inline-scripts.json'), JSON.stringify({ sha256 }));
  console.log(`prerendered the chrome into index.html (${Buffer.byteLength(html)} bytes of HTML)`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
