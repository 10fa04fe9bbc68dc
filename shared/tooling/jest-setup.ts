// What jsdom lacks and antd needs, plus jest-dom's matchers.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { activateLanguage, currentLanguage } from '../src/i18n/catalogs';

// The shell loads antd lazily (after consent); its first load in jsdom, with a busy 2-core machine,
// can take longer than findBy*'s default second; a busy machine running other suites beside it, several.
configure({ asyncUtilTimeout: 15_000 });

// Every test starts in English (the spec's texts), whatever language the one before switched to.
beforeEach(async () => {
  if (currentLanguage() !== 'en') await activateLanguage('en', 'pk');
  if (typeof document !== 'undefined') {
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  }
});

// A suite may run in Node's environment (`@jest-environment node`), where there is no DOM to complete.
if (typeof window !== 'undefined') {
  installDomStandIns();
  // Each test is a fresh tab: the journey a test left in session storage (step-state) is not the next one's.
  beforeEach(() => window.sessionStorage.clear());
}

function installDomStandIns() {
  if (!window.matchMedia) {
    // Width queries ((max-width: Npx), (min-width: Npx), joined by 'and') are answered from
    // window.innerWidth, and a resize event tells the lists whose answer changed: a test sets
    // innerWidth (and dispatches 'resize') to render the narrow layouts. Any other query is false.
    const widthMatches = (query: string) => {
      const conditions = [...query.matchAll(/\((max|min)-width:\s*(\d+)px\)/g)];
      return (
        conditions.length > 0 &&
        conditions.every(([, bound, px]) =>
          bound === 'max' ? window.innerWidth <= Number(px) : window.innerWidth >= Number(px),
        )
      );
    };
    window.matchMedia = (query: string) => {
      const listeners = new Set<(event: MediaQueryListEvent) => void>();
      let matches = widthMatches(query);
      window.addEventListener('resize', () => {
        if (widthMatches(query) === matches) return;
        matches = !matches;
        listeners.forEach((listener) => listener({ matches, media: query } as MediaQueryListEvent));
      });
      return {
        get matches() {
          return widthMatches(query);
        },
        media: query,
        onchange: null,
        addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
        removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
        addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
        removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
          listeners.delete(listener),
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
    };
  }

  // jsdom lays nothing out, so it cannot scroll (it reports "Not implemented"): the wizard scrolls
  // to the top of the page as it moves to another step.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;

  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }

  const computedStyle = window.getComputedStyle;
  // antd measures scrollbars through pseudo-element styles jsdom does not implement.
  window.getComputedStyle = (element: Element) => computedStyle(element);

  // jsdom has no MessageChannel; antd's Select opens its list on a macro task posted through one.
  if (!('MessageChannel' in globalThis)) {
    class TimerMessageChannel {
      port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
      port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data })) };
    }
    (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = TimerMessageChannel;
  }

  // jsdom has no PointerEvent: React's pointer handlers (the shell's privacy sheet drag) receive
  // MouseEvents without pointerId. This one carries it, and the coordinates MouseEvent already has.
  if (!('PointerEvent' in window)) {
    class TestPointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      readonly isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    (window as unknown as { PointerEvent: unknown }).PointerEvent = TestPointerEvent;
  }
}
