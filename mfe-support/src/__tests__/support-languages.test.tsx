import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@storefront/shared';
import { antdTextsLoaded, latinWordsShown, mockApi, renderStep, visitIn } from '@storefront/shared/testing';
import { home, supportPages } from '../test-support/routes';
import englishTerms from '../terms-of-service/terms-content.json';
import arabicTerms from '../terms-of-service/terms-content.ar.json';
import urduTerms from '../terms-of-service/terms-content.ur.json';
import type { TermsContent } from '../terms-of-service/terms-content';

/** The shape of the terms: its sections, and how many list items each has. */
const shape = (terms: TermsContent) => terms.sections.map((s) => s.options?.list.length ?? 0);

/** Each market's answer: section 6 of the terms states its own bonus. */
const markets = Object.fromEntries(
  (
    [
      ['pk', 5000, 'PKR'],
      ['ae', 200, 'AED'],
      ['sa', 200, 'SAR'],
    ] as const
  ).map(([country, amount, currency]) => [
    `GET /api/markets/public/${country}`,
    { body: { country, productTypes: ['Card', 'Loan'], bonus: { amount, currency, lockDays: 30 } } },
  ]),
);

beforeEach(() => {
  window.localStorage.clear();
  mockApi({ ...markets, 'POST /api/email/public': { status: 202, body: { id: 'mail-1', status: 'queued' } } });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => activateLanguage('en', 'ae'));
});

describe('the support pages in Arabic and Urdu', () => {
  it.each([
    ['Arabic', arabicTerms],
    ['Urdu', urduTerms],
  ])('%s holds the whole of the terms: every section, tag line and list item translated', (_language, terms) => {
    expect(shape(terms)).toEqual(shape(englishTerms));
    const texts = terms.sections.flatMap((s) => [s.Heading, s.Content, s.options?.tagLine ?? '', ...(s.options?.list ?? [])]);
    // The market's bonus and lock period are filled in where the page shows them.
    expect(texts.join('\n').replace(/\{(bonus|days)\}/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('Help & Support in Arabic (UAE): the form in Arabic, the e-mail left to right, an Arabic name kept as typed', async () => {
    await visitIn('ar', 'ae');
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });
    await antdTextsLoaded();
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { level: 1, name: 'المساعدة والدعم' })).toBeInTheDocument();
    const name = screen.getByLabelText('الاسم الكامل');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(name).toHaveAttribute('placeholder', 'أدخل اسمك الكامل');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    const agreement = screen.getByRole('checkbox', { name: /أوافق على/ });
    expect(agreement.closest('label')).toHaveTextContent('أوافق على سياسة الخصوصية وشروط الخدمة');
    expect(screen.getByRole('button', { name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'شروط الخدمة' })).toHaveAttribute('href', '/terms-of-service');
    expect(latinWordsShown()).toEqual([]);

    await user.type(name, 'نور المنصوري 3');
    expect(name).toHaveValue('نور المنصوري ');
    await user.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('يُرجى إدخال بريدك الإلكتروني')).toBeInTheDocument();
    expect(screen.getByText('يُرجى كتابة رسالتك')).toBeInTheDocument();
    expect(screen.getByText('يُرجى الموافقة على الشروط')).toBeInTheDocument();
    expect(agreement).not.toBeChecked();
  });

  it('Help & Support in Urdu (Pakistan): an Urdu name sent as typed, and the success dialog in Urdu', async () => {
    const api = mockApi({ ...markets, 'POST /api/email/public': { status: 202, body: { id: 'mail-1', status: 'queued' } } });
    await visitIn('ur', 'pk');
    renderStep(home, { ...supportPages, initialEntries: ['/help-and-support'] });
    await antdTextsLoaded();
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('پورا نام'), 'عائشہ صدیقی');
    await user.type(screen.getByLabelText('ای میل'), 'ayesha@example.com');
    await user.type(screen.getByLabelText('پیغام'), 'میرا بونس کب ملے گا؟');
    await user.click(screen.getByRole('checkbox', { name: /سے متفق ہوں/ }));
    await user.click(screen.getByRole('button', { name: 'جمع کرائیں' }));

    const dialog = await screen.findByRole('dialog', { name: 'آپ کا استفسار جمع ہو گیا' });
    expect(dialog).toHaveTextContent('ہماری ٹیم کی کوشش ہوگی کہ 2 سے 3 کاروباری دنوں میں آپ کو جواب دے۔');
    expect(api.callsTo('POST /api/email/public')[0]!.body).toMatchObject({ name: 'عائشہ صدیقی', message: 'میرا بونس کب ملے گا؟' });
  });

  it('the terms in Urdu (Pakistan): every section of the Urdu terms, reached from the contents', async () => {
    await visitIn('ur', 'pk');
    renderStep(home, { ...supportPages, initialEntries: ['/terms-of-service'] });

    expect(screen.getByRole('heading', { level: 1, name: 'شرائطِ خدمت' })).toBeInTheDocument();
    const contents = await screen.findByRole('navigation', { name: 'فہرستِ مضامین' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(urduTerms.sections.map((s) => s.Heading));
    for (const [i, link] of links.entries()) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(within(target).getByRole('heading', { level: 2 })).toHaveTextContent(urduTerms.sections[i]!.Heading);
    }
    expect(new Set(links.map((link) => link.getAttribute('href'))).size).toBe(links.length);
    expect(screen.getByRole('button', { name: 'متفق ہوں اور جاری رکھیں' })).toBeEnabled();
    // Section 6 states Pakistan's bonus, and Urdu writes rupees 'Rs' (one currency form per language).
    expect(latinWordsShown().filter((word) => word !== 'Rs')).toEqual([]);
  });

  it('the terms in Arabic, and in English again once the visitor switches back', async () => {
    await visitIn('ar', 'sa');
    renderStep(home, { ...supportPages, initialEntries: ['/terms-of-service'], seed: { countryCode: 'sa' } });
    expect(await screen.findByRole('heading', { level: 2, name: arabicTerms.sections[0]!.Heading })).toBeInTheDocument();
    expect(latinWordsShown()).toEqual([]);

    await act(() => activateLanguage('en', 'sa'));
    expect(await screen.findByRole('heading', { level: 2, name: englishTerms.sections[0]!.Heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });
});
