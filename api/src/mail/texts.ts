/**
 * Every word of the storefront's mails (spec section 7, "E-mails"), in each of the storefront's
 * languages. The spec gives the English subjects, what a body holds and the two promised delays;
 * the sentences are the storefront's own, and the Arabic and Urdu say the same in a bank's
 * register. A confirmation says what happened: the visitor started an application on the
 * storefront and finishes it on the partner's site; nobody has received or decided anything yet.
 * The support team's ticket stays in English and names the visitor's language.
 */
import {
  estimatedProcessingTime, mailSubjects, supportReplyPromise, type Language,
} from '@storefront/shared/contract';

type ProductType = 'Card' | 'Loan';
const productWord = { Card: 'card', Loan: 'loan' } as const;

const en = {
  confirmation: {
    Card: {
      subject: mailSubjects.cardConfirmation as string,
      productLabel: 'Credit Card',
      ownFeaturesHeading: "The card's features",
    },
    Loan: {
      subject: mailSubjects.loanConfirmation as string,
      productLabel: 'Loan',
      ownFeaturesHeading: "The loan's features",
    },
    greeting: (name: string) => `Dear ${name},`,
    headline: (bank: string) => `You started an application with ${bank}`,
    preview: (bank: string) => `You started an application with ${bank}: finish it on their site.`,
    started: (product: string, bank: string) =>
      `Thank you for choosing the ${product} on the Cashback Storefront. You started an application with ${bank}; finish it on their site. ${bank} receives your application and decides on it once you have completed it there.`,
    finishButton: (bank: string) => `Finish your application on ${bank}'s site`,
    finishLinkLabel: 'Finish your application',
    detailsHeading: 'Your application',
    referenceLabel: 'Application ID',
    bankLabel: 'Bank',
    startedLabel: 'Started on',
    estimate: `Estimated processing time: ${estimatedProcessingTime}.`,
    estimateNote: (bank: string) => `It counts from when you finish your application on ${bank}'s site; ${bank} then writes to you directly.`,
    requestedHeading: 'What you asked for',
    requestedNote: 'The features you ranked on the storefront, most important first, and whether this card has them.',
    onProduct: { yes: 'this card has it', partly: 'this card has part of it', no: 'not on this card' },
    costsHeading: 'Key costs',
    costsNote: (bank: string) => `As ${bank} states them today. The figures in ${bank}'s offer to you are the ones that apply.`,
    loanHeading: 'Your loan offer',
    loanNote: (bank: string) => `The offer the storefront worked out from your answers. ${bank} confirms the final figures when it decides.`,
    // The storefront's bonus by its name, never to be taken for the bank's own welcome offer.
    bonusHeading: (bonus: string) => `Your ${bonus} storefront bonus`,
    bonusSteps: (bonus: string, bank: string, type: ProductType, reference: string, lockDays: number) => [
      `Finish your application on ${bank}'s site: only an application ${bank} approves earns the free ${bonus} storefront bonus, which is ours and comes apart from any welcome offer of ${bank}.`,
      type === 'Card'
        ? `Once your card is approved, we pay your ${bonus} storefront bonus onto the card within ${lockDays} days of the approval. There is nothing to claim.`
        : `Once your loan is approved, we pay your ${bonus} storefront bonus into the account your loan is paid into within ${lockDays} days of the approval. There is nothing to claim.`,
      `Quote your application ID ${reference} whenever you write to us about it.`,
    ],
    bonusTerms: 'The conditions are in section 6 of our terms of service.',
    bonusTermsLinkLabel: 'Terms of service',
    supportHeading: 'Questions?',
    support: (bank: string, type: ProductType) =>
      `${bank} answers questions about the ${productWord[type]} and your application on their site. For anything about the storefront or your bonus, write to us through Help & Support: our team aims to respond within ${supportReplyPromise}.`,
    supportLinkLabel: 'Help & Support',
    signOff: 'Kind regards,',
    team: 'The Cashback Storefront team',
    why: (type: ProductType, date: string) =>
      `You are receiving this e-mail because you applied for a ${type === 'Card' ? 'credit card' : 'loan'} with this address on the Cashback Storefront on ${date}.`,
    /** Where the catalog no longer lists the product's bank (a product retired since). */
    unknownBank: 'the bank',
  },
  help: {
    subject: mailSubjects.helpRequest as string,
    greeting: (name: string) => `Dear ${name},`,
    headline: 'We have received your request',
    received: `Thank you for contacting us. We have received your request, and our team aims to respond within ${supportReplyPromise}.`,
    summary: 'Here is a copy of what you sent us:',
    nameLabel: 'Name',
    emailLabel: 'Email',
    messageLabel: 'Message',
    signOff: 'Kind regards,',
    team: 'The Cashback Storefront team',
    why: 'You are receiving this e-mail because this address was given on the Help & Support form of the Cashback Storefront.',
  },
  /** The footer every visitor's mail shares, after the reason it was sent. */
  footer: {
    noReply: 'This is an automated message and replies to it are not read. To reach us, use Help & Support on the storefront.',
    privacyLinkLabel: 'Privacy and terms',
    helpLinkLabel: 'Help & Support',
    trackLinkLabel: 'Track my application',
  },
};

export type MailTexts = typeof en;

const ar: MailTexts = {
  confirmation: {
    Card: {
      subject: 'تم استلام طلب بطاقتك الائتمانية',
      productLabel: 'البطاقة الائتمانية',
      ownFeaturesHeading: 'مزايا البطاقة',
    },
    Loan: {
      subject: 'تم استلام طلب قرضك',
      productLabel: 'القرض',
      ownFeaturesHeading: 'مزايا القرض',
    },
    greeting: (name: string) => `عزيزنا ${name}،`,
    headline: (bank: string) => `لقد بدأت طلبًا لدى ${bank}`,
    preview: (bank: string) => `لقد بدأت طلبًا لدى ${bank}: أكمله على موقعه الإلكتروني.`,
    started: (product: string, bank: string) =>
      `شكرًا لاختيارك ${product} عبر Cashback Storefront. لقد بدأت طلبًا لدى ${bank}؛ يُرجى إكماله على موقعه الإلكتروني. يستلم ${bank} طلبك ويبتّ فيه بعد أن تُكمله هناك.`,
    finishButton: (bank: string) => `أكمل طلبك على موقع ${bank}`,
    finishLinkLabel: 'أكمل طلبك',
    detailsHeading: 'طلبك',
    referenceLabel: 'رقم الطلب',
    bankLabel: 'البنك',
    startedLabel: 'تاريخ البدء',
    estimate: 'مدة المعالجة المتوقعة: من 3 إلى 4 أيام عمل.',
    estimateNote: (bank: string) => `تُحتسب المدة من إكمالك الطلب على موقع ${bank}، وبعدها يتواصل معك ${bank} مباشرةً.`,
    requestedHeading: 'ما طلبته',
    requestedNote: 'المزايا التي رتّبتها على المتجر، من الأهم إلى الأقل أهمية، ومدى توفرها في هذه البطاقة.',
    onProduct: { yes: 'متوفرة في هذه البطاقة', partly: 'متوفرة جزئيًا في هذه البطاقة', no: 'غير متوفرة في هذه البطاقة' },
    costsHeading: 'التكاليف الرئيسية',
    costsNote: (bank: string) => `كما يُعلنها ${bank} اليوم. والأرقام الواردة في عرض ${bank} المقدَّم إليك هي المعتمدة.`,
    loanHeading: 'عرض القرض المقدَّم لك',
    loanNote: (bank: string) => `العرض الذي احتسبه المتجر بناءً على إجاباتك. ويؤكد ${bank} الأرقام النهائية عند البتّ في طلبك.`,
    bonusHeading: (bonus: string) => `مكافأة المتجر البالغة ${bonus}`,
    bonusSteps: (bonus: string, bank: string, type: ProductType, reference: string, lockDays: number) => [
      `أكمل طلبك على موقع ${bank}: لا يستحق مكافأة المتجر المجانية البالغة ${bonus} إلا الطلب الذي يوافق عليه ${bank}، وهي منا ومنفصلة عن أي عرض ترحيبي من ${bank}.`,
      type === 'Card'
        ? `بعد الموافقة على بطاقتك، نُودِع مكافأة المتجر البالغة ${bonus} في البطاقة خلال ${lockDays} يومًا من تاريخ الموافقة، دون أن تحتاج إلى المطالبة بها.`
        : `بعد الموافقة على قرضك، نُودِع مكافأة المتجر البالغة ${bonus} في الحساب الذي يُصرف إليه القرض خلال ${lockDays} يومًا من تاريخ الموافقة، دون أن تحتاج إلى المطالبة بها.`,
      `يُرجى ذكر رقم طلبك ${reference} كلما راسلتنا بشأنه.`,
    ],
    bonusTerms: 'ترد الشروط في البند 6 من شروط الخدمة.',
    bonusTermsLinkLabel: 'شروط الخدمة',
    supportHeading: 'هل لديك أسئلة؟',
    support: (bank: string, type: ProductType) =>
      `يجيب ${bank} على موقعه عن أسئلتك بشأن ${type === 'Card' ? 'البطاقة' : 'القرض'} وطلبك. ولأي استفسار عن المتجر أو مكافأتك، راسلنا عبر المساعدة والدعم: يسعى فريقنا إلى الرد خلال 2 إلى 3 أيام عمل.`,
    supportLinkLabel: 'المساعدة والدعم',
    signOff: 'مع أطيب التحيات،',
    team: 'فريق Cashback Storefront',
    why: (type: ProductType, date: string) =>
      `تصلك هذه الرسالة لأنك تقدّمت بطلب ${type === 'Card' ? 'بطاقة ائتمانية' : 'قرض'} بهذا العنوان عبر Cashback Storefront بتاريخ ${date}.`,
    unknownBank: 'البنك',
  },
  help: {
    subject: 'تم استلام طلب المساعدة والدعم',
    greeting: (name: string) => `عزيزنا ${name}،`,
    headline: 'لقد استلمنا طلبك',
    received: 'شكرًا لتواصلك معنا. لقد استلمنا طلبك، ويسعى فريقنا إلى الرد خلال 2 إلى 3 أيام عمل.',
    summary: 'فيما يلي نسخة مما أرسلته إلينا:',
    nameLabel: 'الاسم',
    emailLabel: 'البريد الإلكتروني',
    messageLabel: 'الرسالة',
    signOff: 'مع أطيب التحيات،',
    team: 'فريق Cashback Storefront',
    why: 'تصلك هذه الرسالة لأن هذا العنوان أُدخل في نموذج المساعدة والدعم على Cashback Storefront.',
  },
  footer: {
    noReply: 'هذه رسالة آلية ولا تُقرأ الردود عليها. للتواصل معنا، استخدم صفحة المساعدة والدعم على المتجر.',
    privacyLinkLabel: 'الخصوصية والشروط',
    helpLinkLabel: 'المساعدة والدعم',
    trackLinkLabel: 'تتبّع طلبي',
  },
};

const ur: MailTexts = {
  confirmation: {
    Card: {
      subject: 'آپ کی کریڈٹ کارڈ کی درخواست موصول ہو گئی ہے',
      productLabel: 'کریڈٹ کارڈ',
      ownFeaturesHeading: 'کارڈ کی خصوصیات',
    },
    Loan: {
      subject: 'آپ کی قرض کی درخواست موصول ہو گئی ہے',
      productLabel: 'قرض',
      ownFeaturesHeading: 'قرض کی خصوصیات',
    },
    greeting: (name: string) => `محترم ${name}،`,
    headline: (bank: string) => `آپ نے ${bank} کے ساتھ درخواست شروع کی ہے`,
    preview: (bank: string) => `آپ نے ${bank} کے ساتھ درخواست شروع کی ہے: اسے ان کی ویب سائٹ پر مکمل کریں۔`,
    started: (product: string, bank: string) =>
      `Cashback Storefront پر ${product} منتخب کرنے کا شکریہ۔ آپ نے ${bank} کے ساتھ درخواست شروع کی ہے؛ براہِ کرم اسے ان کی ویب سائٹ پر مکمل کریں۔ وہاں مکمل ہونے کے بعد ${bank} آپ کی درخواست وصول کرتا ہے اور اس پر فیصلہ کرتا ہے۔`,
    finishButton: (bank: string) => `${bank} کی ویب سائٹ پر اپنی درخواست مکمل کریں`,
    finishLinkLabel: 'اپنی درخواست مکمل کریں',
    detailsHeading: 'آپ کی درخواست',
    referenceLabel: 'درخواست نمبر',
    bankLabel: 'بینک',
    startedLabel: 'آغاز کی تاریخ',
    estimate: 'کارروائی کا متوقع دورانیہ: 3 سے 4 کاروباری دن۔',
    estimateNote: (bank: string) => `یہ دورانیہ ${bank} کی ویب سائٹ پر درخواست مکمل کرنے سے شمار ہوتا ہے؛ اس کے بعد ${bank} آپ سے براہِ راست رابطہ کرتا ہے۔`,
    requestedHeading: 'آپ کی مطلوبہ خصوصیات',
    requestedNote: 'وہ خصوصیات جو آپ نے اسٹور فرنٹ پر ترتیب دیں، سب سے اہم پہلے، اور یہ کہ آیا یہ کارڈ انہیں پیش کرتا ہے۔',
    onProduct: { yes: 'اس کارڈ میں دستیاب ہے', partly: 'اس کارڈ میں جزوی طور پر دستیاب ہے', no: 'اس کارڈ میں دستیاب نہیں' },
    costsHeading: 'اہم اخراجات',
    costsNote: (bank: string) => `جیسا کہ ${bank} آج بیان کرتا ہے۔ ${bank} کی جانب سے آپ کو دی گئی پیشکش کے اعداد و شمار ہی لاگو ہوں گے۔`,
    loanHeading: 'آپ کے لیے قرض کی پیشکش',
    loanNote: (bank: string) => `یہ پیشکش اسٹور فرنٹ نے آپ کے جوابات کی بنیاد پر تیار کی ہے۔ فیصلہ کرتے وقت ${bank} حتمی اعداد و شمار کی تصدیق کرتا ہے۔`,
    bonusHeading: (bonus: string) => `آپ کا ${bonus} کا اسٹور فرنٹ بونس`,
    bonusSteps: (bonus: string, bank: string, type: ProductType, reference: string, lockDays: number) => [
      `${bank} کی ویب سائٹ پر اپنی درخواست مکمل کریں: ${bonus} کا مفت اسٹور فرنٹ بونس صرف اسی درخواست پر ملتا ہے جسے ${bank} منظور کرے؛ یہ ہماری طرف سے ہے اور ${bank} کی کسی بھی خوش آمدیدی پیشکش سے الگ ہے۔`,
      type === 'Card'
        ? `کارڈ منظور ہونے کے بعد ہم منظوری کے ${lockDays} دن کے اندر آپ کا ${bonus} کا اسٹور فرنٹ بونس کارڈ میں جمع کر دیتے ہیں۔ اس کے لیے کوئی دعویٰ کرنے کی ضرورت نہیں۔`
        : `قرض منظور ہونے کے بعد ہم منظوری کے ${lockDays} دن کے اندر آپ کا ${bonus} کا اسٹور فرنٹ بونس اسی اکاؤنٹ میں جمع کر دیتے ہیں جس میں قرض کی رقم دی جاتی ہے۔ اس کے لیے کوئی دعویٰ کرنے کی ضرورت نہیں۔`,
      `اس بارے میں ہم سے رابطہ کرتے وقت اپنا درخواست نمبر ${reference} ضرور لکھیں۔`,
    ],
    bonusTerms: 'شرائط ہماری سروس کی شرائط کے سیکشن 6 میں درج ہیں۔',
    bonusTermsLinkLabel: 'سروس کی شرائط',
    supportHeading: 'کوئی سوال؟',
    support: (bank: string, type: ProductType) =>
      `${type === 'Card' ? 'کارڈ' : 'قرض'} اور آپ کی درخواست سے متعلق سوالات کے جواب ${bank} اپنی ویب سائٹ پر دیتا ہے۔ اسٹور فرنٹ یا اپنے بونس سے متعلق کسی بھی بات کے لیے مدد اور معاونت کے ذریعے ہمیں لکھیں: ہماری ٹیم 2 سے 3 کاروباری دنوں میں جواب دینے کی کوشش کرتی ہے۔`,
    supportLinkLabel: 'مدد اور معاونت',
    signOff: 'نیک تمناؤں کے ساتھ،',
    team: 'Cashback Storefront ٹیم',
    why: (type: ProductType, date: string) =>
      `آپ کو یہ ای میل اس لیے موصول ہوئی ہے کہ آپ نے ${date} کو Cashback Storefront پر اس ای میل ایڈریس کے ساتھ ${type === 'Card' ? 'کریڈٹ کارڈ' : 'قرض'} کے لیے درخواست دی۔`,
    unknownBank: 'بینک',
  },
  help: {
    subject: 'مدد اور معاونت کی درخواست موصول ہو گئی ہے',
    greeting: (name: string) => `محترم ${name}،`,
    headline: 'ہمیں آپ کی درخواست موصول ہو گئی ہے',
    received: 'ہم سے رابطہ کرنے کا شکریہ۔ ہمیں آپ کی درخواست موصول ہو گئی ہے، اور ہماری ٹیم 2 سے 3 کاروباری دنوں میں جواب دینے کی کوشش کرتی ہے۔',
    summary: 'آپ کی بھیجی گئی تفصیلات کی نقل درج ذیل ہے:',
    nameLabel: 'نام',
    emailLabel: 'ای میل',
    messageLabel: 'پیغام',
    signOff: 'نیک تمناؤں کے ساتھ،',
    team: 'Cashback Storefront ٹیم',
    why: 'آپ کو یہ ای میل اس لیے موصول ہوئی ہے کہ یہ ایڈریس Cashback Storefront کے مدد اور معاونت کے فارم پر درج کیا گیا۔',
  },
  footer: {
    noReply: 'یہ خودکار پیغام ہے اور اس کے جوابات نہیں پڑھے جاتے۔ ہم سے رابطے کے لیے اسٹور فرنٹ پر مدد اور معاونت استعمال کریں۔',
    privacyLinkLabel: 'رازداری اور شرائط',
    helpLinkLabel: 'مدد اور معاونت',
    trackLinkLabel: 'میری درخواست ٹریک کریں',
  },
};

/** The visitor's mails in each language. */
export const mailTexts: Record<Language, MailTexts> = { en, ar, ur };

/** The English footer, the layout's default. */
export const footerTexts = en.footer;

export const ticketTexts = {
  subject: (ticketId: number) => `Support ticket #${ticketId}: ${mailSubjects.helpRequest}`,
  heading: (ticketId: number) => `Support ticket #${ticketId}`,
  intro: (name: string) => `${name} sent a help request from the storefront. Reply to this e-mail to answer them; the reply goes to the address they gave.`,
  fromHeading: 'From',
  nameLabel: 'Name',
  emailLabel: 'Email',
  countryLabel: 'Country',
  languageLabel: 'Language',
  receivedLabel: 'Received',
  messageHeading: 'Message',
  promised: `The visitor was told to expect an answer within ${supportReplyPromise}.`,
  unknownLanguage: 'Not stated by the browser',
  /** The language the visitor used the storefront in, and those their browser asks for. */
  storefrontLanguage: (language: string, browser: string) => `${language} on the storefront; the browser asks for ${browser}`,
  why: 'Sent by the Cashback Storefront to its support inbox.',
} as const;
