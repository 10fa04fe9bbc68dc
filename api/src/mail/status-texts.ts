/**
 * The words of the tracking code mail and of the application's news (approved, declined, bonus
 * paid), in each of the storefront's languages. Each says what the storefront knows and links to
 * the Track my application page; the Arabic and Urdu say the same in a bank's register.
 */
import { trackingCodeTtlMinutes, type Language } from '@storefront/shared/contract';

const en = {
  greeting: (name: string) => `Dear ${name},`,
  referenceLabel: 'Application ID',
  productLabel: 'Product',
  bankLabel: 'Bank',
  signOff: 'Kind regards,',
  team: 'The Cashback Storefront team',
  trackButton: 'Track my application',
  why: 'You are receiving this e-mail because you applied with this address on the Cashback Storefront.',
  code: {
    subject: 'Your code to track your application',
    headline: 'Your tracking code',
    intro: (reference: string) => `Enter this code on the Track my application page to see what has become of your application ${reference}:`,
    validity: `It is valid for ${trackingCodeTtlMinutes} minutes and works once. If you did not ask for it, ignore this e-mail: nobody sees your application without the code.`,
    why: 'You are receiving this e-mail because this address and an application ID were given on the Track my application page of the Cashback Storefront.',
  },
  approved: {
    subject: (bank: string) => `Good news: ${bank} approved your application`,
    headline: (bank: string) => `${bank} approved your application`,
    body: (product: string, bank: string) => `${bank} has told us that it approved your application for the ${product}.`,
    bonus: (bonus: string, date: string) =>
      `Your ${bonus} storefront bonus is recorded. We pay it from ${date} at the earliest, once the approval can no longer be withdrawn. There is nothing to claim.`,
    track: 'You can follow your application and your bonus on the Track my application page.',
  },
  declined: {
    subject: (bank: string) => `Your application with ${bank}`,
    headline: (bank: string) => `${bank} did not approve your application`,
    body: (product: string, bank: string) => `${bank} has told us that it did not approve your application for the ${product}.`,
    reason: (reason: string) => `The reason given: ${reason}`,
    others: 'Other offers may suit you better: compare them on the storefront.',
    othersButton: 'See other offers',
  },
  bonusPaid: {
    subject: 'Your storefront bonus has been paid',
    headline: (bonus: string) => `We have paid your ${bonus} storefront bonus`,
    body: (bonus: string, product: string, bank: string, date: string) =>
      `Your ${bonus} storefront bonus for the ${product} with ${bank} was paid on ${date}.`,
  },
};

export type StatusTexts = typeof en;

const ar: StatusTexts = {
  greeting: (name: string) => `عزيزنا ${name}،`,
  referenceLabel: 'رقم الطلب',
  productLabel: 'المنتج',
  bankLabel: 'البنك',
  signOff: 'مع أطيب التحيات،',
  team: 'فريق Cashback Storefront',
  trackButton: 'تتبّع طلبي',
  why: 'تصلك هذه الرسالة لأنك تقدّمت بطلب بهذا العنوان عبر Cashback Storefront.',
  code: {
    subject: 'رمز تتبّع طلبك',
    headline: 'رمز التتبّع الخاص بك',
    intro: (reference: string) => `أدخل هذا الرمز في صفحة "تتبّع طلبي" لمعرفة ما آل إليه طلبك ${reference}:`,
    validity: `الرمز صالح لمدة ${trackingCodeTtlMinutes} دقائق ولمرة واحدة. إن لم تطلبه، فتجاهل هذه الرسالة: لا يمكن لأحد الاطلاع على طلبك دون الرمز.`,
    why: 'تصلك هذه الرسالة لأن هذا العنوان ورقم طلب أُدخلا في صفحة "تتبّع طلبي" على Cashback Storefront.',
  },
  approved: {
    subject: (bank: string) => `أخبار سارة: وافق ${bank} على طلبك`,
    headline: (bank: string) => `وافق ${bank} على طلبك`,
    body: (product: string, bank: string) => `أبلغنا ${bank} بموافقته على طلبك للحصول على ${product}.`,
    bonus: (bonus: string, date: string) =>
      `سُجّلت مكافأة المتجر البالغة ${bonus}. نودعها اعتبارًا من ${date} على أقرب تقدير، بعد أن يتعذّر سحب الموافقة، دون أن تحتاج إلى المطالبة بها.`,
    track: 'يمكنك متابعة طلبك ومكافأتك في صفحة "تتبّع طلبي".',
  },
  declined: {
    subject: (bank: string) => `طلبك لدى ${bank}`,
    headline: (bank: string) => `لم يوافق ${bank} على طلبك`,
    body: (product: string, bank: string) => `أبلغنا ${bank} بأنه لم يوافق على طلبك للحصول على ${product}.`,
    reason: (reason: string) => `السبب المذكور: ${reason}`,
    others: 'قد تناسبك عروض أخرى بشكل أفضل: قارن بينها على المتجر.',
    othersButton: 'اطّلع على عروض أخرى',
  },
  bonusPaid: {
    subject: 'تم دفع مكافأة المتجر',
    headline: (bonus: string) => `دفعنا مكافأة المتجر البالغة ${bonus}`,
    body: (bonus: string, product: string, bank: string, date: string) =>
      `دُفعت مكافأة المتجر البالغة ${bonus} عن ${product} لدى ${bank} بتاريخ ${date}.`,
  },
};

const ur: StatusTexts = {
  greeting: (name: string) => `محترم ${name}،`,
  referenceLabel: 'درخواست نمبر',
  productLabel: 'پروڈکٹ',
  bankLabel: 'بینک',
  signOff: 'نیک تمناؤں کے ساتھ،',
  team: 'Cashback Storefront ٹیم',
  trackButton: 'میری درخواست ٹریک کریں',
  why: 'آپ کو یہ ای میل اس لیے موصول ہوئی ہے کہ آپ نے Cashback Storefront پر اس ای میل ایڈریس کے ساتھ درخواست دی۔',
  code: {
    subject: 'آپ کی درخواست ٹریک کرنے کا کوڈ',
    headline: 'آپ کا ٹریکنگ کوڈ',
    intro: (reference: string) => `اپنی درخواست ${reference} کی صورتحال جاننے کے لیے یہ کوڈ "میری درخواست ٹریک کریں" کے صفحے پر درج کریں:`,
    validity: `یہ کوڈ ${trackingCodeTtlMinutes} منٹ تک اور صرف ایک بار کام کرتا ہے۔ اگر آپ نے یہ کوڈ نہیں مانگا تو اس ای میل کو نظر انداز کر دیں: کوڈ کے بغیر کوئی آپ کی درخواست نہیں دیکھ سکتا۔`,
    why: 'آپ کو یہ ای میل اس لیے موصول ہوئی ہے کہ یہ ایڈریس اور ایک درخواست نمبر Cashback Storefront کے "میری درخواست ٹریک کریں" کے صفحے پر درج کیے گئے۔',
  },
  approved: {
    subject: (bank: string) => `خوشخبری: ${bank} نے آپ کی درخواست منظور کر لی`,
    headline: (bank: string) => `${bank} نے آپ کی درخواست منظور کر لی`,
    body: (product: string, bank: string) => `${bank} نے ہمیں بتایا ہے کہ اس نے ${product} کے لیے آپ کی درخواست منظور کر لی ہے۔`,
    bonus: (bonus: string, date: string) =>
      `آپ کا ${bonus} کا اسٹور فرنٹ بونس درج کر لیا گیا ہے۔ منظوری واپس لیے جانے کا امکان ختم ہونے پر ہم اسے جلد از جلد ${date} کو ادا کرتے ہیں۔ اس کے لیے کوئی دعویٰ کرنے کی ضرورت نہیں۔`,
    track: 'آپ "میری درخواست ٹریک کریں" کے صفحے پر اپنی درخواست اور بونس کی صورتحال دیکھ سکتے ہیں۔',
  },
  declined: {
    subject: (bank: string) => `${bank} کے ساتھ آپ کی درخواست`,
    headline: (bank: string) => `${bank} نے آپ کی درخواست منظور نہیں کی`,
    body: (product: string, bank: string) => `${bank} نے ہمیں بتایا ہے کہ اس نے ${product} کے لیے آپ کی درخواست منظور نہیں کی۔`,
    reason: (reason: string) => `بتائی گئی وجہ: ${reason}`,
    others: 'دوسری پیشکشیں آپ کے لیے زیادہ موزوں ہو سکتی ہیں: اسٹور فرنٹ پر ان کا موازنہ کریں۔',
    othersButton: 'دوسری پیشکشیں دیکھیں',
  },
  bonusPaid: {
    subject: 'آپ کا اسٹور فرنٹ بونس ادا کر دیا گیا ہے',
    headline: (bonus: string) => `ہم نے آپ کا ${bonus} کا اسٹور فرنٹ بونس ادا کر دیا ہے`,
    body: (bonus: string, product: string, bank: string, date: string) =>
      `${bank} کے ${product} کے لیے آپ کا ${bonus} کا اسٹور فرنٹ بونس ${date} کو ادا کر دیا گیا۔`,
  },
};

/** The tracking and status mails' words in each language. */
export const statusTexts: Record<Language, StatusTexts> = { en, ar, ur };
