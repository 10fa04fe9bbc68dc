/**
 * Every word of a Key Facts sheet, in each of the storefront's languages: each line's label by its
 * id (the rates by kind) and the words its figures carry. One table for the Key Facts answers
 * (key-figures.ts) and the confirmation mail, which states the sheet in the application's language.
 * The English is the storefront's own; the Arabic and Urdu say the same in a bank's register.
 */
import type { KeyFactId, Language } from '@storefront/shared/contract';

export interface KeyFactTexts {
  labels: Record<KeyFactId, string>;
  profitRate: string;
  loanRate: (islamic: boolean, flat: boolean) => string;
  waived: (amount: string) => string;
  ofTheAmount: (rate: string) => string;
  months: (n: number) => string;
  islamic: string;
  conventional: string;
}

const en: KeyFactTexts = {
  labels: {
    annualFee: 'Annual fee',
    firstYearFee: 'Annual fee, first year',
    purchaseRate: 'Purchase APR (yearly)',
    cashAdvanceRate: 'Cash advance rate (yearly)',
    latePaymentFee: 'Late payment fee',
    foreignTransactionFee: 'Foreign transaction fee',
    // The bank's, by that name: never to be taken for the storefront's bonus.
    welcomeOffer: 'Bank welcome offer',
    amount: 'Amount borrowed',
    tenure: 'Tenure',
    monthlyInstalment: 'Monthly instalment',
    apr: 'APR (fees included)',
    rate: 'Interest rate',
    processingFee: 'Processing fee',
    totalRepayable: 'Total repayable',
    totalCostOfCredit: 'Total cost of credit',
    minMonthlySalary: 'Minimum monthly salary',
    financeType: 'Type',
  },
  profitRate: 'Profit rate (yearly)',
  loanRate: (islamic: boolean, flat: boolean) => `${islamic ? 'Profit rate' : 'Interest rate'} (${flat ? 'flat' : 'reducing balance'}, yearly)`,
  waived: (amount: string) => `${amount} (waived)`,
  ofTheAmount: (rate: string) => `${rate} of the amount`,
  months: (n: number) => (n === 1 ? '1 month' : `${n} months`),
  islamic: 'Islamic (Sharia-compliant)',
  conventional: 'Conventional',
};

const ar: KeyFactTexts = {
  labels: {
    annualFee: 'الرسوم السنوية',
    firstYearFee: 'الرسوم السنوية للسنة الأولى',
    purchaseRate: 'معدل الفائدة السنوي على المشتريات',
    cashAdvanceRate: 'معدل السحب النقدي (سنويًا)',
    latePaymentFee: 'رسوم التأخر في السداد',
    foreignTransactionFee: 'رسوم المعاملات بالعملات الأجنبية',
    welcomeOffer: 'العرض الترحيبي من البنك',
    amount: 'مبلغ القرض',
    tenure: 'مدة السداد',
    monthlyInstalment: 'القسط الشهري',
    apr: 'معدل النسبة السنوي (شاملًا الرسوم)',
    rate: 'سعر الفائدة',
    processingFee: 'رسوم المعالجة',
    totalRepayable: 'إجمالي المبلغ المستحق السداد',
    totalCostOfCredit: 'إجمالي تكلفة التمويل',
    minMonthlySalary: 'الحد الأدنى للراتب الشهري',
    financeType: 'النوع',
  },
  profitRate: 'معدل الربح (سنويًا)',
  loanRate: (islamic: boolean, flat: boolean) => `${islamic ? 'معدل الربح' : 'سعر الفائدة'} (${flat ? 'ثابت' : 'على الرصيد المتناقص'}، سنويًا)`,
  waived: (amount: string) => `${amount} (مُعفاة)`,
  ofTheAmount: (rate: string) => `${rate} من المبلغ`,
  months: (n: number) => (n === 1 ? 'شهر واحد' : n === 2 ? 'شهران' : n <= 10 ? `${n} أشهر` : `${n} شهرًا`),
  islamic: 'إسلامي (متوافق مع أحكام الشريعة)',
  conventional: 'تقليدي',
};

const ur: KeyFactTexts = {
  labels: {
    annualFee: 'سالانہ فیس',
    firstYearFee: 'پہلے سال کی سالانہ فیس',
    purchaseRate: 'خریداری پر سالانہ شرحِ سود (APR)',
    cashAdvanceRate: 'نقد رقم نکلوانے کی شرح (سالانہ)',
    latePaymentFee: 'تاخیر سے ادائیگی کی فیس',
    foreignTransactionFee: 'غیر ملکی کرنسی میں لین دین کی فیس',
    welcomeOffer: 'بینک کی خوش آمدیدی پیشکش',
    amount: 'قرض کی رقم',
    tenure: 'مدت',
    monthlyInstalment: 'ماہانہ قسط',
    apr: 'سالانہ شرحِ لاگت (فیس سمیت)',
    rate: 'شرحِ سود',
    processingFee: 'پروسیسنگ فیس',
    totalRepayable: 'کل قابلِ ادائیگی رقم',
    totalCostOfCredit: 'قرض کی کل لاگت',
    minMonthlySalary: 'کم از کم ماہانہ تنخواہ',
    financeType: 'نوعیت',
  },
  profitRate: 'شرحِ منافع (سالانہ)',
  loanRate: (islamic: boolean, flat: boolean) => `${islamic ? 'شرحِ منافع' : 'شرحِ سود'} (${flat ? 'فلیٹ' : 'کم ہوتے ہوئے بیلنس پر'}، سالانہ)`,
  waived: (amount: string) => `${amount} (معاف)`,
  ofTheAmount: (rate: string) => `رقم کا ${rate}`,
  months: (n: number) => `${n} ماہ`,
  islamic: 'اسلامی (شریعت کے مطابق)',
  conventional: 'روایتی',
};

/** The Key Facts wording in each language. */
export const keyFactTexts: Record<Language, KeyFactTexts> = { en, ar, ur };
