import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLanguage } from '@storefront/shared';
import { antdTextsLoaded, latinWordsShown, mockApi, renderStep, visitIn } from '@storefront/shared/testing';
import PersonalInfoStep from '../personal-info/personal-info-step';
import { resetPersonalForm } from '../personal-info/personal-form-store';
import SelectProductStep from '../select-product/select-product-step';

beforeEach(() => resetPersonalForm());
afterEach(async () => {
  jest.restoreAllMocks();
  await act(() => activateLanguage('en', 'ae'));
});

describe('the onboarding texts in Arabic and Urdu', () => {
  it('step 0 in Arabic (UAE): every label in Arabic, the e-mail, phone and promo code left to right, the name in its own direction', async () => {
    mockApi({});
    await visitIn('ar', 'ae');
    renderStep(<PersonalInfoStep />, { seed: { countryCode: 'ae' } });
    await antdTextsLoaded();

    expect(screen.getByRole('heading', { name: 'يسعدنا أن نتعرّف إليك' })).toBeInTheDocument();
    const name = await screen.findByLabelText('الاسم الكامل');
    expect(name).toHaveAttribute('dir', 'auto');
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr');
    const phone = screen.getByLabelText('رقم الهاتف');
    expect(phone).toHaveAttribute('dir', 'ltr');
    // The dial code stays before the number, as the number is read.
    expect(phone.closest('.ant-space-compact')!.parentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('رمز التاجر / الرمز الترويجي')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('combobox', { name: 'رمز الدولة' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'الإمارات العربية المتحدة' })).toBeInTheDocument();
    expect(latinWordsShown()).toEqual([]);
  });

  it('step 0 in Arabic: the errors, with the country named and the count in Arabic grammar', async () => {
    mockApi({});
    await visitIn('ar', 'sa');
    renderStep(<PersonalInfoStep />, { seed: { countryCode: 'sa' } });
    await antdTextsLoaded();
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('الاسم الكامل'), 'ع');
    expect(screen.getByText('يجب ألّا يقل الاسم الكامل عن حرفين')).toBeInTheDocument();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'amina@example');
    expect(screen.getByText('يُرجى إدخال عنوان بريد إلكتروني صحيح')).toBeInTheDocument();
    await user.type(screen.getByLabelText('رقم الهاتف'), '3001');
    expect(screen.getByText('يُرجى إدخال رقم جوال سعودي صحيح')).toBeInTheDocument();
  });

  it('keeps what was typed, and words its errors anew, when the language changes mid-form', async () => {
    mockApi({});
    await visitIn('ar', 'ae');
    renderStep(<PersonalInfoStep />, { seed: { countryCode: 'ae' } });
    await antdTextsLoaded();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('الاسم الكامل'), 'نور المنصوري');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'noor@example');
    expect(screen.getByText('يُرجى إدخال عنوان بريد إلكتروني صحيح')).toBeInTheDocument();

    await act(() => activateLanguage('en', 'ae'));
    expect(screen.getByLabelText('Full Name')).toHaveValue('نور المنصوري');
    expect(screen.getByLabelText('Email')).toHaveValue('noor@example');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('step 0 in Urdu (Pakistan): the labels and a Pakistani number asked for in Urdu', async () => {
    mockApi({});
    await visitIn('ur', 'pk');
    renderStep(<PersonalInfoStep />, { seed: { countryCode: 'pk' } });
    await antdTextsLoaded();
    const user = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'آئیے، آپ سے تعارف حاصل کریں' })).toBeInTheDocument();
    const phone = await screen.findByLabelText('فون نمبر');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('img', { name: 'پاکستان' })).toBeInTheDocument();
    expect(latinWordsShown()).toEqual([]);
    await user.type(phone, '3001');
    expect(screen.getByText('براہِ کرم درست پاکستانی موبائل نمبر درج کریں')).toBeInTheDocument();
    expect(phone).toHaveValue('300 1');
  });

  it('step 1 in Arabic: the headline, the tiles and the warning when no product is chosen', async () => {
    mockApi({ 'GET /api/banners/public': { body: [] } });
    await visitIn('ar', 'ae');
    const step = renderStep(<SelectProductStep />, {
      seed: { countryCode: 'ae', customerId: '6c1d7a0e-2b4f-4e8a-9c3d-5f7a9b1c3e41', locationId: 7 },
      position: { step: 1, subStep: 0 },
    });
    await antdTextsLoaded();

    expect(screen.getByRole('heading', { name: 'اختر منتجًا' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'المنتج' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'هل ترغب في التقدّم بطلب للحصول على بطاقة ائتمان؟' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'هل ترغب في التقدّم بطلب للحصول على قرض نقدي فوري؟' })).toBeInTheDocument();
    expect(latinWordsShown()).toEqual([]);
    expect(await step.next()).toEqual({ type: 'stay' });
    expect(step.notices).toEqual([
      { kind: 'warning', title: 'يلزم اختيار منتج', message: 'قبل أن نتابع، يُرجى اختيار أحد المنتجات' },
    ]);
  });
});
