import { screen, within } from '@testing-library/react';
import type { KeyFacts } from '@storefront/shared';
import { renderStep } from '@storefront/shared/testing';
import KeyFactsPage from '../../exposed/key-facts-page';
import { seed } from '../../test-support/fixtures';

/** The Key Facts sheet of a Sharia-compliant UAE card (product 1304), with these facts. */
export const cardSheet = (facts: KeyFacts['facts']): KeyFacts => ({
  productId: 1304,
  productType: 'Card',
  productName: 'Desert Travel Infinite',
  organizationName: 'Desert Rose Islamic Bank',
  islamic: true,
  currency: 'AED',
  facts,
});

/** The storefront at this address, with the Key Facts page on /key-facts/{productId}. */
export const renderAt = (path: string) =>
  renderStep(<p>Wizard</p>, { seed, initialEntries: [path], routes: { '/key-facts/:productId': <KeyFactsPage /> } });

/** The region of the sheet (named 'Key facts' in the page's language). */
export const factsBox = (name: string) => within(screen.getByRole('region', { name }));

/** Each fact of the sheet as 'label: value', in order. */
export const factLines = (box: ReturnType<typeof factsBox>) =>
  box.getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling!.textContent}`);
