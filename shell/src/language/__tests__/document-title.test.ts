import { activateLanguage } from '@storefront/shared';
import { t } from '../../i18n';
import { documentTitle } from '../document-title';

afterAll(() => activateLanguage('en', 'ae'));

describe("the browser tab's title", () => {
  it('names the step or the page, then the storefront, in English', async () => {
    await activateLanguage('en', 'ae');
    expect(documentTitle('/', null, t)).toBe('Cashback Storefront: Credit Card and Instant Cash Loan Offers');
    expect(documentTitle('/apply/personal-information', null, t)).toBe('Personal Information | Cashback Storefront');
    expect(documentTitle('/apply/eligibility/', 'Card', t)).toBe('Check your eligibility | Cashback Storefront');
    expect(documentTitle('/apply/offers', 'Card', t)).toBe('Select Card & Apply | Cashback Storefront');
    expect(documentTitle('/apply/offers', 'Loan', t)).toBe('Choose & Apply | Cashback Storefront');
    expect(documentTitle('/congratulations', 'Card', t)).toBe('Congratulations! | Cashback Storefront');
    expect(documentTitle('/help-and-support', null, t)).toBe('Help & Support | Cashback Storefront');
    expect(documentTitle('/no-such-page', null, t)).toBe('Cashback Storefront: Credit Card and Instant Cash Loan Offers');
  });

  it('is in Arabic on an Arabic page', async () => {
    await activateLanguage('ar', 'ae');
    expect(documentTitle('/apply/personal-information', null, t)).toBe('البيانات الشخصية | متجر الاسترداد النقدي');
    expect(documentTitle('/help-and-support', null, t)).toBe('المساعدة والدعم | متجر الاسترداد النقدي');
    expect(documentTitle('/', null, t)).toBe('متجر الاسترداد النقدي: عروض البطاقات الائتمانية والقروض النقدية الفورية');
  });

  it('is in Urdu on an Urdu page', async () => {
    await activateLanguage('ur', 'pk');
    expect(documentTitle('/apply/personal-information', null, t)).toBe('ذاتی معلومات | کیش بیک اسٹور فرنٹ');
    expect(documentTitle('/congratulations', 'Card', t)).toBe('مبارک ہو! | کیش بیک اسٹور فرنٹ');
    expect(documentTitle('/terms-of-service', null, t)).toBe('سروس کی شرائط | کیش بیک اسٹور فرنٹ');
  });
});
