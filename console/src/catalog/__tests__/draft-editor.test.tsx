import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConsoleApp } from '../../app/console-app';
import { renderConsole } from '../../test-support/render-console';
import { fakeOperatorApi } from '../../test-support/fake-operator-api';
import { signedInAs } from '../../test-support/operators';
import { draftOf, uaeDocument } from './catalog-draft';

const noChanges = { market: 'ae', liveVersion: 1, entries: [] };

/** The form item (label, input and its messages) an input belongs to. */
const formItemOf = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;

const patiently = { timeout: 60_000 };
/** Typed into an input as a whole value, as a paste does. */
const enter = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openCardForm() {
  renderConsole(<ConsoleApp />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Cards' }, patiently));
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Falcon Cashback Card' }, patiently));
  await screen.findByText('Edit card Falcon Cashback Card', {}, patiently);
}

it("a card's form shows every language of the market side by side, Arabic right to left, and saves the edited fee and Arabic offer on the draft's revision", async () => {
  const api = fakeOperatorApi({
    'GET /session': { body: signedInAs('catalog') },
    'GET /catalog/drafts/5': { body: draftOf(uaeDocument) },
    'GET /catalog/drafts/5/diff': { body: noChanges },
    'PUT /catalog/drafts/5/entities/card/1301': ({ body }) => ({ body: draftOf({ ...uaeDocument, cards: [(body as { entity: never }).entity] }, { revision: 4 }) }),
  });
  window.history.pushState({}, '', '/catalog/drafts/5');
  await openCardForm();

  const englishOffer = screen.getByLabelText('Welcome offer (English)');
  const arabicOffer = screen.getByLabelText('Welcome offer (Arabic)');
  expect(englishOffer).toHaveAttribute('dir', 'ltr');
  expect(arabicOffer).toHaveAttribute('dir', 'rtl');
  expect(arabicOffer).toHaveAttribute('lang', 'ar');
  expect(screen.getByLabelText('Name (Arabic)')).toHaveValue('بطاقة فالكون للاسترداد النقدي');
  // The UAE offers English and Arabic: no Urdu input.
  expect(screen.queryByLabelText('Name (Urdu)')).toBeNull();

  enter(screen.getByLabelText('Annual fee'), '450');
  enter(arabicOffer, 'استرداد 450 درهم');
  fireEvent.click(screen.getByRole('button', { name: 'Save to draft' }));

  await waitFor(() => expect(api.writes()).toHaveLength(1), patiently);
  const [write] = api.writes();
  expect(write).toMatchObject({ method: 'PUT', path: '/catalog/drafts/5/entities/card/1301', csrf: 'csrf-of-catalog' });
  const sent = write.body as { revision: number; entity: typeof uaeDocument.cards[number] };
  expect(sent.revision).toBe(3);
  expect(sent.entity.costs.annualFee).toBe(450);
  expect(sent.entity.costs.welcomeOffer).toEqual({ en: 'AED 300 back in the first month', ar: 'استرداد 450 درهم' });
  // Everything else of the card goes back as it was.
  expect({ ...sent.entity, costs: { ...sent.entity.costs, annualFee: 300, welcomeOffer: uaeDocument.cards[0].costs.welcomeOffer } }).toEqual(uaeDocument.cards[0]);
  expect(await screen.findByText('Saved card Falcon Cashback Card in draft #5', {}, patiently)).toBeInTheDocument();
});

it('the problems the API finds in a card are shown on the fields that fail, and nothing is lost from the form', async () => {
  fakeOperatorApi({
    'GET /session': { body: signedInAs('catalog') },
    'GET /catalog/drafts/5': { body: draftOf(uaeDocument) },
    'GET /catalog/drafts/5/diff': { body: noChanges },
    'PUT /catalog/drafts/5/entities/card/1301': {
      status: 422,
      body: {
        title: 'The card has problems',
        problems: [
          { path: ['costs', 'annualFee'], message: 'Annual fee must have at most 2 decimals' },
          { path: ['name', 'ar'], message: 'The Arabic name is required: the UAE offers Arabic' },
        ],
      },
    },
  });
  window.history.pushState({}, '', '/catalog/drafts/5');
  await openCardForm();

  enter(screen.getByLabelText('Annual fee'), '450.125');
  enter(screen.getByLabelText('Name (Arabic)'), '');
  fireEvent.click(screen.getByRole('button', { name: 'Save to draft' }));

  const feeItem = formItemOf(screen.getByLabelText('Annual fee'));
  expect(await within(feeItem).findByText('Annual fee must have at most 2 decimals', {}, patiently)).toBeInTheDocument();
  expect(within(formItemOf(screen.getByLabelText('Name (Arabic)'))).getByText('The Arabic name is required: the UAE offers Arabic')).toBeInTheDocument();
  expect(within(formItemOf(screen.getByLabelText('Name (English)'))).queryByText(/required/)).toBeNull();
  // The drawer stays open with what was typed.
  expect(screen.getByLabelText('Annual fee')).toHaveValue('450.125');
});

it("Pakistan's forms edit English, Urdu and Arabic side by side, Urdu and Arabic right to left", async () => {
  const pakistan = {
    ...uaeDocument,
    country: 'pk' as const,
    bonus: { amount: 5000, currency: 'PKR' },
    banks: [{ ...uaeDocument.banks[0], name: { en: 'Falcon National Bank', ur: 'فالکن نیشنل بینک', ar: 'بنك فالكون الوطني' } }],
  };
  fakeOperatorApi({
    'GET /session': { body: signedInAs('catalog') },
    'GET /catalog/drafts/5': { body: draftOf(pakistan) },
    'GET /catalog/drafts/5/diff': { body: { ...noChanges, market: 'pk' } },
  });
  window.history.pushState({}, '', '/catalog/drafts/5');
  renderConsole(<ConsoleApp />);
  fireEvent.click(await screen.findByRole('tab', { name: 'Banks' }, patiently));
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Falcon National Bank' }, patiently));

  const urdu = await screen.findByLabelText('Name (Urdu)', {}, patiently);
  expect(urdu).toHaveValue('فالکن نیشنل بینک');
  expect(urdu).toHaveAttribute('dir', 'rtl');
  expect(urdu).toHaveAttribute('lang', 'ur');
  expect(screen.getByLabelText('Licence (Urdu)')).toHaveAttribute('dir', 'rtl');
  expect(screen.getByLabelText('Name (Arabic)')).toHaveAttribute('lang', 'ar');
  expect(screen.getByLabelText('Name (English)')).toHaveAttribute('dir', 'ltr');
});
