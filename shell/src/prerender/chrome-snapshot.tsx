import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ApplicationProvider, cookieConsentGiven, headerNarrowMaxWidthPx, storageKeys } from '@storefront/shared';
import { ChromeFrame } from '../app/storefront-layout';
import { themeVariables } from '../chrome/theme-variables';
import { ConsentBanner } from '../consent/consent-banner';
import { ConsentProvider } from '../consent/consent-state';
import { LoadingSpinner } from '../remote-loading/loading-spinner';

/**
 * The page as it first shows, rendered at build time into index.html (shell/prerender.mjs): the
 * header, the hero and the consent banner paint as soon as the HTML and its inline CSS arrive,
 * instead of after the JavaScript has loaded and run (on a throttled phone, seconds later). The
 * app then renders the same components over it (createRoot replaces the snapshot in one commit).
 *
 * One HTML for every route and visitor, so what depends on them is settled before the first
 * paint by a small inline script (allowed by its hash in the shell's CSP) and CSS:
 * - consent already given (localStorage): no banner; a spinner where the page will come;
 * - another route than '/': no hero;
 * - the narrow layout (767 px or less): both layouts are in the HTML, a media query shows one.
 */
export interface ChromeSnapshot {
  /** Goes inside <div id="root">. */
  html: string;
  /** Goes into <head>: the snapshot's own rules (the chrome's CSS comes from the build). */
  css: string;
  /** Goes into <head>, before the first paint. */
  script: string;
}

const marker = 'sf-prerender';

function frame(narrow: boolean): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ConsentProvider>
        <ApplicationProvider consentGiven={false}>
          <ChromeFrame narrow={narrow} hero prompt={<ConsentBanner />}>
            <div className={`${marker}__pending`}>
              <LoadingSpinner />
            </div>
          </ChromeFrame>
        </ApplicationProvider>
      </ConsentProvider>
    </MemoryRouter>,
  );
}

/** The second copy's ids get a suffix: ids stay unique in the document, references still resolve. */
const withIdSuffix = (html: string, suffix: string) =>
  html.replace(
    /\b(id|aria-labelledby|aria-describedby|for)="([^"]+)"/g,
    (_, attribute: string, ids: string) =>
      `${attribute}="${ids
        .split(' ')
        .map((id) => id + suffix)
        .join(' ')}"`,
  );

export function renderChromeSnapshot(): ChromeSnapshot {
  const html =
    `<div class="${marker} ${marker}--wide">${frame(false)}</div>` +
    `<div class="${marker} ${marker}--narrow">${withIdSuffix(frame(true), '--narrow')}</div>`;
  const variables = Object.entries(themeVariables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  const css = [
    `:root{${variables}}`,
    `.${marker}{display:contents}`,
    `@media (max-width:${headerNarrowMaxWidthPx}px){.${marker}--wide{display:none}}`,
    `@media (min-width:${headerNarrowMaxWidthPx + 1}px){.${marker}--narrow{display:none}}`,
    `html[data-consent=given] .${marker} .sf-consent-banner{display:none}`,
    `html:not([data-consent=given]) .${marker}__pending{display:none}`,
    `html[data-page=other] .${marker} .sf-hero{display:none}`,
  ].join('\n');
  // 'Accept All Cookies' works before the app has started: the click stores the consent and hides
  // the banner, and the app, when it starts, finds the consent stored.
  const consent = `localStorage.setItem(${JSON.stringify(storageKeys.cookieConsent)},${JSON.stringify(cookieConsentGiven)})`;
  const script =
    `(function(){var d=document.documentElement;` +
    `try{if(localStorage.getItem(${JSON.stringify(storageKeys.cookieConsent)})===${JSON.stringify(cookieConsentGiven)})d.setAttribute('data-consent','given')}catch(e){}` +
    `if(location.pathname!=='/')d.setAttribute('data-page','other');` +
    `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('.${marker} .sf-consent-banner .sf-button--primary');` +
    `if(!b)return;try{${consent}}catch(x){}d.setAttribute('data-consent','given')})})()`;
  return { html, css, script };
}
