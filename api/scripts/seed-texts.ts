/**
 * The sample catalog's texts in Arabic (Modern Standard Arabic) and Urdu, written for the storefront
 * in a bank's register, for scripts/generate-seed.ts. Fictional bank and product names are
 * transliterated, the same way everywhere. Amounts keep Western digits, as the storefront shows them.
 */
export type Lang = 'en' | 'ar' | 'ur';
export type Texts = { en: string; ar: string; ur: string };
export type Country = 'ae' | 'sa' | 'pk';

const marketOfCurrency: Record<string, string> = { AED: 'AE', SAR: 'SA', PKR: 'PK' };

/** An amount as the storefront's and the API's formatters write it (Intl, Western digits), without their invisible marks. */
function formatMoneyIn(lang: 'ar' | 'ur', currency: string, n: number): string {
  return new Intl.NumberFormat(`${lang}-${marketOfCurrency[currency]}-u-nu-latn`, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 2 })
    .format(n)
    .replace(/[\u200e\u200f]/g, '')
    .replace(/\u00a0/g, ' ');
}

/** 'AED 5,000' in each language, one currency form per language: '5,000 د.إ.', '5,000 ر.س.', 'Rs 5,000'. */
export function moneyIn(currency: string, n: number): Texts {
  const amount = n.toLocaleString('en-US');
  return { en: `${currency} ${amount}`, ar: formatMoneyIn('ar', currency, n), ur: formatMoneyIn('ur', currency, n) };
}

export const featureNames: Record<string, { ar: string; ur: string }> = {
  cashback: { ar: 'استرداد نقدي', ur: 'کیش بیک' },
  cbGroceries: { ar: 'استرداد نقدي على مشتريات البقالة', ur: 'گروسری پر کیش بیک' },
  cbDining: { ar: 'استرداد نقدي على المطاعم', ur: 'ریستورانوں میں کھانے پر کیش بیک' },
  cbFuel: { ar: 'استرداد نقدي على الوقود', ur: 'پیٹرول پر کیش بیک' },
  cbOnline: { ar: 'استرداد نقدي على التسوق عبر الإنترنت', ur: 'آن لائن خریداری پر کیش بیک' },
  rewards: { ar: 'نقاط المكافآت', ur: 'ریوارڈ پوائنٹس' },
  rpTravel: { ar: 'نقاط على حجوزات السفر', ur: 'سفری بکنگ پر پوائنٹس' },
  rpShopping: { ar: 'نقاط على التسوق', ur: 'خریداری پر پوائنٹس' },
  rpAirMiles: { ar: 'تحويل النقاط إلى أميال جوية', ur: 'پوائنٹس کو ایئر میلز میں تبدیل کریں' },
  lounge: { ar: 'دخول صالات المطارات', ur: 'ایئرپورٹ لاؤنج تک رسائی' },
  loungeIntl: { ar: 'الصالات الدولية', ur: 'بین الاقوامی لاؤنجز' },
  loungeGuest: { ar: 'دخول مرافق', ur: 'مہمان کے ساتھ رسائی' },
  dining: { ar: 'خصومات المطاعم', ur: 'ریستورانوں پر رعایت' },
  fuel: { ar: 'توفير في الوقود', ur: 'پیٹرول پر بچت' },
  noFee: { ar: 'بدون رسوم سنوية', ur: 'کوئی سالانہ فیس نہیں' },
  lowRate: { ar: 'سعر فائدة منخفض', ur: 'کم شرحِ سود' },
  balance: { ar: 'تحويل الرصيد', ur: 'بیلنس ٹرانسفر' },
  islamic: { ar: 'متوافقة مع أحكام الشريعة', ur: 'شریعت کے مطابق' },
  contactless: { ar: 'الدفع اللاتلامسي والمحافظ الرقمية', ur: 'کانٹیکٹ لیس ادائیگی اور موبائل والٹس' },
  instalments: { ar: 'خطط سداد ميسرة', ur: 'آسان ادائیگی کے منصوبے' },
  instZero: { ar: 'خطط تقسيط بدون فوائد', ur: 'بلا سود اقساط کے منصوبے' },
  instSchool: { ar: 'تقسيط الرسوم المدرسية', ur: 'اسکول فیس کی اقساط' },
  entertainment: { ar: 'عروض الترفيه', ur: 'تفریحی پیشکشیں' },
  entCinema: { ar: 'تذاكر السينما', ur: 'سنیما ٹکٹ' },
  entConcerts: { ar: 'الحجز المسبق للحفلات', ur: 'کنسرٹ ٹکٹوں کی پیشگی بکنگ' },
  golf: { ar: 'امتيازات الغولف', ur: 'گالف کی مراعات' },
  insurance: { ar: 'تأمين السفر', ur: 'سفری بیمہ' },
  concierge: { ar: 'خدمة الكونسيرج', ur: 'کنسیئرج سروس' },
  valet: { ar: 'صف السيارات', ur: 'ویلے پارکنگ' },
  quickCash: { ar: 'صرف التمويل في اليوم نفسه', ur: 'اسی دن رقم کی فراہمی' },
  earlySettle: { ar: 'سداد مبكر مجاني', ur: 'قبل از وقت ادائیگی بلا معاوضہ' },
};

/** The bank names, and the short brand word a product name starts with. */
export const bankNames: Record<string, { ar: string; ur: string; shortAr: string; shortUr: string }> = {
  'Falcon National Bank': { ar: 'بنك فالكون الوطني', ur: 'فالکن نیشنل بینک', shortAr: 'فالكون', shortUr: 'فالکن' },
  'Gulf Pearl Bank': { ar: 'بنك لؤلؤة الخليج', ur: 'گلف پرل بینک', shortAr: 'الخليج', shortUr: 'گلف' },
  'Oasis Commercial Bank': { ar: 'بنك الواحة التجاري', ur: 'اوئسس کمرشل بینک', shortAr: 'الواحة', shortUr: 'اوئسس' },
  'Desert Rose Islamic Bank': { ar: 'بنك وردة الصحراء الإسلامي', ur: 'ڈیزرٹ روز اسلامک بینک', shortAr: 'الصحراء', shortUr: 'ڈیزرٹ' },
  'Emirates Crescent Bank': { ar: 'بنك هلال الإمارات', ur: 'امارات کریسنٹ بینک', shortAr: 'الإمارات', shortUr: 'امارات' },
  'Najd Capital Bank': { ar: 'بنك نجد كابيتال', ur: 'نجد کیپیٹل بینک', shortAr: 'نجد', shortUr: 'نجد' },
  'Red Sea Bank': { ar: 'بنك البحر الأحمر', ur: 'ریڈ سی بینک', shortAr: 'البحر الأحمر', shortUr: 'ریڈ سی' },
  'Al Waha Financial': { ar: 'الواحة المالية', ur: 'الواحہ فنانشل', shortAr: 'الواحة', shortUr: 'الواحہ' },
  'Riyadh Horizon Bank': { ar: 'بنك أفق الرياض', ur: 'ریاض ہورائزن بینک', shortAr: 'الرياض', shortUr: 'ریاض' },
  'Hejaz Islamic Bank': { ar: 'بنك الحجاز الإسلامي', ur: 'حجاز اسلامک بینک', shortAr: 'الحجاز', shortUr: 'حجاز' },
  'Indus Valley Bank': { ar: 'بنك وادي السند', ur: 'انڈس ویلی بینک', shortAr: 'وادي السند', shortUr: 'انڈس' },
  'Karakoram Bank': { ar: 'بنك قراقرم', ur: 'قراقرم بینک', shortAr: 'قراقرم', shortUr: 'قراقرم' },
  'Lahore Crescent Bank': { ar: 'بنك هلال لاهور', ur: 'لاہور کریسنٹ بینک', shortAr: 'لاهور', shortUr: 'لاہور' },
  'Margalla Islamic Bank': { ar: 'بنك مارغلا الإسلامي', ur: 'مارگلہ اسلامک بینک', shortAr: 'مارغلا', shortUr: 'مارگلہ' },
  'Sindh Commercial Bank': { ar: 'بنك السند التجاري', ur: 'سندھ کمرشل بینک', shortAr: 'السند', shortUr: 'سندھ' },
};

/** Card product names after the brand word; Urdu keeps the English product names, as Pakistani banks do. */
export const cardNames: Record<string, { ar: string; ur: string }> = {
  'Cashback Platinum': { ar: 'بلاتينيوم للاسترداد النقدي', ur: 'کیش بیک پلاٹینم' },
  'Everyday Cashback': { ar: 'للاسترداد النقدي اليومي', ur: 'ایوری ڈے کیش بیک' },
  'Rewards Signature': { ar: 'سيغنتشر للمكافآت', ur: 'ریوارڈز سگنیچر' },
  'Travel Infinite': { ar: 'إنفينيت للسفر', ur: 'ٹریول انفینٹ' },
  'Titanium Low Rate': { ar: 'تيتانيوم بسعر منخفض', ur: 'ٹائٹینیم لو ریٹ' },
  'Islamic Gold': { ar: 'الذهبية الإسلامية', ur: 'اسلامک گولڈ' },
  'Dining Elite': { ar: 'إيليت للمطاعم', ur: 'ڈائننگ ایلیٹ' },
  'Fuel Saver': { ar: 'لتوفير الوقود', ur: 'فیول سیور' },
  'World Elite': { ar: 'وورلد إيليت', ur: 'ورلڈ ایلیٹ' },
  'Shopper Rewards': { ar: 'لمكافآت التسوق', ur: 'شاپر ریوارڈز' },
  'Balance Builder': { ar: 'لتحويل الرصيد', ur: 'بیلنس بلڈر' },
  'Family Cashback': { ar: 'للاسترداد النقدي العائلي', ur: 'فیملی کیش بیک' },
  'Starter Card': { ar: 'البطاقة الأولى', ur: 'اسٹارٹر کارڈ' },
};

export const loanNames: Record<string, { ar: string; ur: string }> = {
  'Personal Finance': { ar: 'للتمويل الشخصي', ur: 'پرسنل فنانس' },
  'Instant Cash': { ar: 'للنقد الفوري', ur: 'انسٹنٹ کیش' },
  'Salary Advance Plus': { ar: 'سلفة الراتب بلس', ur: 'سیلری ایڈوانس پلس' },
  'Quick Loan': { ar: 'للقرض السريع', ur: 'کوئیک لون' },
  'Zero Fee Loan': { ar: 'للقرض بدون رسوم', ur: 'زیرو فیس لون' },
  'Premier Loan': { ar: 'بريمير للقروض', ur: 'پریمیئر لون' },
};

/** The lines of each card template's description. */
export const cardLines: Record<string, { ar: string; ur: string }> = {
  'Up to 5% cashback on groceries and dining': { ar: 'استرداد نقدي حتى 5% على البقالة والمطاعم', ur: 'گروسری اور ریستورانوں پر 5% تک کیش بیک' },
  '2% cashback on fuel': { ar: 'استرداد نقدي 2% على الوقود', ur: 'پیٹرول پر 2% کیش بیک' },
  'No annual fee for life': { ar: 'بدون رسوم سنوية مدى الحياة', ur: 'تاحیات کوئی سالانہ فیس نہیں' },
  '3% cashback on online shopping': { ar: 'استرداد نقدي 3% على التسوق عبر الإنترنت', ur: 'آن لائن خریداری پر 3% کیش بیک' },
  '0% instalment plans up to 12 months': { ar: 'خطط تقسيط بدون فوائد حتى 12 شهرًا', ur: '12 ماہ تک بلا سود اقساط کے منصوبے' },
  '4 points per unit spent abroad': { ar: '4 نقاط لكل وحدة تنفقها خارج البلاد', ur: 'بیرونِ ملک ہر خرچ شدہ اکائی پر 4 پوائنٹس' },
  'Unlimited lounge access worldwide': { ar: 'دخول غير محدود إلى الصالات حول العالم', ur: 'دنیا بھر میں لاؤنجز تک لامحدود رسائی' },
  'Complimentary travel insurance': { ar: 'تأمين سفر مجاني', ur: 'مفت سفری بیمہ' },
  'Convert points to air miles 1:1': { ar: 'تحويل النقاط إلى أميال جوية بنسبة 1:1', ur: 'پوائنٹس کو 1:1 کی شرح سے ایئر میلز میں تبدیل کریں' },
  'Lounge access with one guest': { ar: 'دخول الصالات مع مرافق واحد', ur: 'ایک مہمان کے ساتھ لاؤنج تک رسائی' },
  '24/7 concierge': { ar: 'خدمة كونسيرج على مدار الساعة', ur: 'چوبیس گھنٹے کنسیئرج سروس' },
  'Low monthly interest rate': { ar: 'سعر فائدة شهري منخفض', ur: 'کم ماہانہ شرحِ سود' },
  'Balance transfer at 0% for 6 months': { ar: 'تحويل الرصيد بدون فوائد لمدة 6 أشهر', ur: '6 ماہ کے لیے بلا سود بیلنس ٹرانسفر' },
  'Sharia-compliant card': { ar: 'بطاقة متوافقة مع أحكام الشريعة', ur: 'شریعت کے مطابق کارڈ' },
  'Cashback on groceries': { ar: 'استرداد نقدي على مشتريات البقالة', ur: 'گروسری پر کیش بیک' },
  'No annual fee': { ar: 'بدون رسوم سنوية', ur: 'کوئی سالانہ فیس نہیں' },
  'Up to 25% off at partner restaurants': { ar: 'خصم حتى 25% في المطاعم الشريكة', ur: 'پارٹنر ریستورانوں پر 25% تک رعایت' },
  'Buy one get one cinema tickets': { ar: 'تذكرة سينما مجانية عند شراء تذكرة', ur: 'ایک سنیما ٹکٹ خریدیں، دوسرا مفت پائیں' },
  'Save up to 8% on fuel': { ar: 'وفّر حتى 8% على الوقود', ur: 'پیٹرول پر 8% تک بچت' },
  'Premium rewards on every spend': { ar: 'مكافآت مميزة على كل عملية إنفاق', ur: 'ہر خرچ پر بہترین ریوارڈز' },
  'Golf privileges at top courses': { ar: 'امتيازات الغولف في أرقى الملاعب', ur: 'بہترین گالف کورسز پر خصوصی مراعات' },
  'Concert pre-sale access': { ar: 'أولوية الحجز المسبق للحفلات', ur: 'کنسرٹ ٹکٹوں کی پیشگی خریداری' },
  'Double points at partner malls': { ar: 'نقاط مضاعفة في مراكز التسوق الشريكة', ur: 'پارٹنر شاپنگ مالز میں دگنے پوائنٹس' },
  '0% instalment plans': { ar: 'خطط تقسيط بدون فوائد', ur: 'بلا سود اقساط کے منصوبے' },
  'Move balances and save on profit rates': { ar: 'انقل أرصدتك ووفّر في معدلات الربح', ur: 'اپنا بیلنس منتقل کریں اور منافع کی شرح پر بچت کریں' },
  'Sharia-compliant structure': { ar: 'هيكلة متوافقة مع أحكام الشريعة', ur: 'شریعت کے مطابق ڈھانچہ' },
  'Cashback on family essentials': { ar: 'استرداد نقدي على احتياجات العائلة الأساسية', ur: 'گھریلو ضروریات پر کیش بیک' },
  'School fees in easy instalments': { ar: 'الرسوم المدرسية على أقساط ميسرة', ur: 'اسکول فیس آسان اقساط میں' },
  'Made for first-time card holders': { ar: 'مصممة لمن يحمل بطاقته الأولى', ur: 'پہلی بار کارڈ لینے والوں کے لیے' },
  'Cashback on online shopping': { ar: 'استرداد نقدي على التسوق عبر الإنترنت', ur: 'آن لائن خریداری پر کیش بیک' },
};

export const minSalaryLine = (salary: Texts): Texts => ({
  en: `Minimum monthly salary ${salary.en}`,
  ar: `الحد الأدنى للراتب الشهري ${salary.ar}`,
  ur: `کم از کم ماہانہ تنخواہ ${salary.ur}`,
});

export const welcomeOffer = (bonus: Texts, spend: Texts, points: boolean): Texts => ({
  en: `${bonus.en} ${points ? 'in bonus points' : 'cashback'} when you spend ${spend.en} in the first 60 days`,
  ar: points
    ? `نقاط مكافأة بقيمة ${bonus.ar} عند إنفاق ${spend.ar} خلال أول 60 يومًا`
    : `استرداد نقدي بقيمة ${bonus.ar} عند إنفاق ${spend.ar} خلال أول 60 يومًا`,
  ur: points
    ? `پہلے 60 دنوں میں ${spend.ur} خرچ کرنے پر ${bonus.ur} کے بونس پوائنٹس`
    : `پہلے 60 دنوں میں ${spend.ur} خرچ کرنے پر ${bonus.ur} کیش بیک`,
});

export const loanFeeLine = (fee: { percent: number; min: Texts; max?: Texts } | { amount: Texts | null }): Texts => {
  if ('amount' in fee) {
    return fee.amount === null
      ? { en: 'No processing fee', ar: 'بدون رسوم معالجة', ur: 'کوئی پروسیسنگ فیس نہیں' }
      : { en: `Processing fee ${fee.amount.en}`, ar: `رسوم معالجة ${fee.amount.ar}`, ur: `پروسیسنگ فیس ${fee.amount.ur}` };
  }
  const { percent, min, max } = fee;
  return {
    en: `Processing fee ${percent}% (min ${min.en}${max ? `, max ${max.en}` : ''})`,
    ar: `رسوم معالجة ${percent}% (بحد أدنى ${min.ar}${max ? ` وحد أقصى ${max.ar}` : ''})`,
    ur: `پروسیسنگ فیس ${percent}% (کم از کم ${min.ur}${max ? `، زیادہ سے زیادہ ${max.ur}` : ''})`,
  };
};

export const loanLines = {
  sameDay: { en: 'Same-day disbursal', ar: 'صرف التمويل في اليوم نفسه', ur: 'اسی دن رقم کی فراہمی' },
  earlySettlement: {
    en: 'Free early settlement after 6 instalments',
    ar: 'سداد مبكر مجاني بعد 6 أقساط',
    ur: '6 اقساط کے بعد قبل از وقت ادائیگی بلا معاوضہ',
  },
} satisfies Record<string, Texts>;

export const loanDescription = (
  l: { rate: number; flat: boolean; islamic: boolean; min: Texts; max: Texts; minTenure: number; maxTenure: number },
): Texts => {
  const rateEn = `${l.rate}% ${l.flat ? 'flat' : 'reducing'}${l.islamic ? ' profit' : ''} rate`;
  const rateAr = `${l.islamic ? 'بمعدل ربح' : 'بسعر فائدة'} ${l.flat ? 'ثابت' : 'متناقص'} ${l.rate}%`;
  const rateUr = `${l.rate}% ${l.flat ? 'فلیٹ' : 'کم ہوتی ہوئی'} ${l.islamic ? 'شرحِ منافع' : 'شرحِ سود'}`;
  return {
    en: `${l.islamic ? 'A Sharia-compliant' : 'A'} ${rateEn} loan from ${l.min.en} to ${l.max.en}, ${l.minTenure} to ${l.maxTenure} months.`,
    ar: `${l.islamic ? 'تمويل متوافق مع أحكام الشريعة' : 'قرض'} ${rateAr}، من ${l.min.ar} إلى ${l.max.ar}، لمدة من ${l.minTenure} إلى ${l.maxTenure} شهرًا.`,
    ur: `${l.min.ur} سے ${l.max.ur} تک ${l.islamic ? 'شریعت کے مطابق ' : ''}قرض، ${rateUr} پر، ${l.minTenure} سے ${l.maxTenure} ماہ کے لیے۔`,
  };
};

const countryNames: Record<Country, Texts> = {
  ae: { en: 'the UAE', ar: 'دولة الإمارات العربية المتحدة', ur: 'متحدہ عرب امارات' },
  sa: { en: 'Saudi Arabia', ar: 'المملكة العربية السعودية', ur: 'سعودی عرب' },
  pk: { en: 'Pakistan', ar: 'باكستان', ur: 'پاکستان' },
};

export const questionTexts = {
  employment: { en: 'What is your employment status?', ar: 'ما وضعك الوظيفي؟', ur: 'آپ کی ملازمت کی نوعیت کیا ہے؟' },
  income: { en: 'What is your monthly income?', ar: 'كم يبلغ دخلك الشهري؟', ur: 'آپ کی ماہانہ آمدنی کتنی ہے؟' },
  tenureAtWork: {
    en: 'How long have you been with your current employer or business?',
    ar: 'منذ متى تعمل لدى جهة عملك الحالية أو في نشاطك التجاري الحالي؟',
    ur: 'آپ اپنے موجودہ ادارے یا کاروبار سے کتنے عرصے سے وابستہ ہیں؟',
  },
  missed: {
    en: 'Have you missed any loan or card payment in the last 12 months?',
    ar: 'هل تأخرت عن سداد أي دفعة لقرض أو بطاقة خلال آخر 12 شهرًا؟',
    ur: 'کیا پچھلے 12 ماہ میں آپ سے کسی قرض یا کارڈ کی کوئی قسط رہ گئی ہے؟',
  },
  age: { en: 'How old are you?', ar: 'كم عمرك؟', ur: 'آپ کی عمر کیا ہے؟' },
  resident: (country: Country): Texts => ({
    en: `Do you live in ${countryNames[country].en} with a valid residency or national ID?`,
    ar: `هل تقيم في ${countryNames[country].ar} وتحمل إقامة سارية أو هوية وطنية سارية؟`,
    ur: `کیا آپ ${countryNames[country].ur} میں مقیم ہیں اور آپ کے پاس درست رہائشی اجازت نامہ یا قومی شناختی کارڈ ہے؟`,
  }),
  obligations: {
    en: 'How much do you pay each month for existing loans and cards?',
    ar: 'كم تدفع شهريًا لقروضك وبطاقاتك الحالية؟',
    ur: 'آپ اپنے موجودہ قرضوں اور کارڈز کی مد میں ہر ماہ کتنی ادائیگی کرتے ہیں؟',
  },
  repay: {
    en: 'Over how many months would you like to repay?',
    ar: 'على كم شهرًا تفضّل السداد؟',
    ur: 'آپ کتنے مہینوں میں ادائیگی کرنا چاہیں گے؟',
  },
} as const;

export const optionTexts: Record<string, { ar: string; ur: string }> = {
  Salaried: { ar: 'موظف براتب', ur: 'تنخواہ دار' },
  'Self-employed': { ar: 'أعمل لحسابي الخاص', ur: 'اپنا کاروبار' },
  'Retired with pension': { ar: 'متقاعد وأتقاضى معاشًا', ur: 'ریٹائرڈ، پنشن یافتہ' },
  'Not employed': { ar: 'لا أعمل حاليًا', ur: 'فی الحال بے روزگار' },
  Yes: { ar: 'نعم', ur: 'جی ہاں' },
  No: { ar: 'لا', ur: 'جی نہیں' },
  Once: { ar: 'مرة واحدة', ur: 'ایک بار' },
  'More than once': { ar: 'أكثر من مرة', ur: 'ایک سے زیادہ بار' },
  'Less than 1 year': { ar: 'أقل من سنة', ur: 'ایک سال سے کم' },
  '1 to 3 years': { ar: 'من سنة إلى 3 سنوات', ur: '1 سے 3 سال' },
  'More than 3 years': { ar: 'أكثر من 3 سنوات', ur: '3 سال سے زیادہ' },
  'Under 21': { ar: 'أقل من 21 عامًا', ur: '21 سال سے کم' },
  '21 to 25': { ar: 'من 21 إلى 25 عامًا', ur: '21 سے 25 سال' },
  '26 to 60': { ar: 'من 26 إلى 60 عامًا', ur: '26 سے 60 سال' },
  'Over 60': { ar: 'أكثر من 60 عامًا', ur: '60 سال سے زیادہ' },
  None: { ar: 'لا شيء', ur: 'کچھ نہیں' },
};

/** An option's texts: the fixed ones above, the amount bands and the tenures built from their figures. */
export function optionText(en: string, currency: string): Texts {
  const fixed = optionTexts[en];
  if (fixed) return { en, ...fixed };
  const amount = (s: string) => moneyIn(currency, Number(s.replace(/,/g, '')));
  let m: RegExpMatchArray | null;
  if ((m = en.match(/^(\d+) months$/))) return { en, ar: `${m[1]} شهرًا`, ur: `${m[1]} ماہ` };
  if ((m = en.match(/^Below [A-Z]{3} ([\d,]+)$/))) return { en, ar: `أقل من ${amount(m[1]).ar}`, ur: `${amount(m[1]).ur} سے کم` };
  if ((m = en.match(/^Above [A-Z]{3} ([\d,]+)$/))) return { en, ar: `أكثر من ${amount(m[1]).ar}`, ur: `${amount(m[1]).ur} سے زیادہ` };
  if ((m = en.match(/^More than [A-Z]{3} ([\d,]+)$/))) return { en, ar: `أكثر من ${amount(m[1]).ar}`, ur: `${amount(m[1]).ur} سے زیادہ` };
  if ((m = en.match(/^Up to [A-Z]{3} ([\d,]+)$/))) return { en, ar: `حتى ${amount(m[1]).ar}`, ur: `${amount(m[1]).ur} تک` };
  if ((m = en.match(/^[A-Z]{3} ([\d,]+) to ([\d,]+)$/))) {
    return { en, ar: `من ${amount(m[1]).ar} إلى ${amount(m[2]).ar}`, ur: `${amount(m[1]).ur} سے ${amount(m[2]).ur} تک` };
  }
  throw new Error(`No Arabic and Urdu for the option ${en}`);
}

export const bannerTexts = {
  compare: {
    title: { en: 'Compare cards in minutes', ar: 'قارن البطاقات في دقائق', ur: 'منٹوں میں کارڈز کا موازنہ کریں' },
    description: {
      en: 'Answer a few questions and see the cards that fit you.',
      ar: 'أجب عن بضعة أسئلة واطّلع على البطاقات التي تناسبك.',
      ur: 'چند سوالات کے جواب دیں اور اپنے لیے موزوں کارڈز دیکھیں۔',
    },
  },
  cashback: {
    title: { en: 'Cashback on the cards we compare', ar: 'استرداد نقدي على البطاقات التي نقارنها', ur: 'ہمارے موازنہ کردہ کارڈز پر کیش بیک' },
    description: (bonus: Texts): Texts => ({
      en: `Your ${bonus.en} bonus is paid once the bank approves the card or loan you apply for.`,
      ar: `تُصرف مكافأتك البالغة ${bonus.ar} بعد موافقة البنك على البطاقة أو القرض الذي تقدّمت بطلبه.`,
      ur: `آپ کا ${bonus.ur} کا بونس اس وقت ادا کیا جاتا ہے جب بینک آپ کی درخواست کردہ کارڈ یا قرض کی منظوری دے دیتا ہے۔`,
    }),
  },
  loans: {
    title: { en: 'Instant cash loans', ar: 'قروض نقدية فورية', ur: 'فوری نقد قرضے' },
    description: (from: Texts): Texts => ({
      en: `Borrow from ${from.en} with same-day disbursal.`,
      ar: `اقترض ابتداءً من ${from.ar} مع صرف التمويل في اليوم نفسه.`,
      ur: `${from.ur} سے قرض لیں، اسی دن رقم کی فراہمی کے ساتھ۔`,
    }),
  },
};

export const locationNames: Record<string, { ar: string; ur: string }> = {
  'Online, no merchant': { ar: 'عبر الإنترنت، دون تاجر', ur: 'آن لائن، بغیر کسی مرچنٹ کے' },
  'Dubai Mall kiosk': { ar: 'كشك دبي مول', ur: 'دبئی مال کیوسک' },
  'Yas Mall kiosk': { ar: 'كشك ياس مول', ur: 'یاس مال کیوسک' },
  'DXB Terminal 3 desk': { ar: 'مكتب مطار دبي، المبنى 3', ur: 'دبئی ایئرپورٹ ٹرمینل 3 ڈیسک' },
  'Riyadh Park stand': { ar: 'جناح الرياض بارك', ur: 'ریاض پارک اسٹینڈ' },
  'Red Sea Mall stand': { ar: 'جناح رد سي مول', ur: 'ریڈ سی مال اسٹینڈ' },
  'RUH airport desk': { ar: 'مكتب مطار الرياض', ur: 'ریاض ایئرپورٹ ڈیسک' },
  'Packages Mall Lahore': { ar: 'باكيجز مول لاهور', ur: 'پیکجز مال لاہور' },
  'Dolmen Mall Karachi': { ar: 'دولمن مول كراتشي', ur: 'ڈولمن مال کراچی' },
  'Islamabad airport desk': { ar: 'مكتب مطار إسلام آباد', ur: 'اسلام آباد ایئرپورٹ ڈیسک' },
};

/** `texts` with only the languages the country offers: Urdu for Pakistan only. */
export function offered(country: Country | 'common', texts: Texts): Partial<Texts> & { en: string } {
  return country === 'ae' || country === 'sa' ? { en: texts.en, ar: texts.ar } : texts;
}
