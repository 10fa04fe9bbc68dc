/**
 * The words of the support desk's mails to a visitor, in each of the storefront's languages: the
 * receipt of a complaint (with its reference) and support's reply to a help request or complaint.
 * The Arabic and Urdu say the same in a bank's register.
 */
import { supportReplyPromise, type Language } from '@storefront/shared/contract';

const en = {
  referenceLabel: 'Complaint reference',
  messageLabel: 'Your message',
  helpButton: 'Help & Support',
  complaint: {
    subject: (reference: string) => `We have received your complaint ${reference}`,
    headline: 'We have received your complaint',
    received: (reference: string) =>
      `Thank you for telling us. Your complaint is recorded under the reference ${reference}, and our team aims to respond within ${supportReplyPromise}.`,
    quote: 'Quote this reference whenever you write to us about it: every exchange about your complaint is kept with it.',
  },
  reply: {
    subject: { help: 'Our answer to your help request', complaint: (reference: string) => `Our answer to your complaint ${reference}` },
    headline: { help: 'Our answer to your request', complaint: 'Our answer to your complaint' },
    more: 'If you have more to tell us, write to us through Help & Support.',
  },
};

export type SupportTexts = typeof en;

const ar: SupportTexts = {
  referenceLabel: 'رقم الشكوى',
  messageLabel: 'رسالتك',
  helpButton: 'المساعدة والدعم',
  complaint: {
    subject: (reference: string) => `استلمنا شكواك ${reference}`,
    headline: 'استلمنا شكواك',
    received: (reference: string) =>
      `شكرًا لإبلاغنا. سُجّلت شكواك تحت الرقم ${reference}، ويسعى فريقنا إلى الرد خلال 2 إلى 3 أيام عمل.`,
    quote: 'يُرجى ذكر هذا الرقم كلما راسلتنا بشأنها: نحتفظ بكل مراسلة حول شكواك معها.',
  },
  reply: {
    subject: { help: 'ردّنا على طلب المساعدة', complaint: (reference: string) => `ردّنا على شكواك ${reference}` },
    headline: { help: 'ردّنا على طلبك', complaint: 'ردّنا على شكواك' },
    more: 'إن كان لديك ما تضيفه، فراسلنا عبر صفحة المساعدة والدعم.',
  },
};

const ur: SupportTexts = {
  referenceLabel: 'شکایت نمبر',
  messageLabel: 'آپ کا پیغام',
  helpButton: 'مدد اور معاونت',
  complaint: {
    subject: (reference: string) => `ہمیں آپ کی شکایت ${reference} موصول ہو گئی ہے`,
    headline: 'ہمیں آپ کی شکایت موصول ہو گئی ہے',
    received: (reference: string) =>
      `ہمیں بتانے کا شکریہ۔ آپ کی شکایت نمبر ${reference} کے تحت درج کر لی گئی ہے، اور ہماری ٹیم 2 سے 3 کاروباری دنوں میں جواب دینے کی کوشش کرتی ہے۔`,
    quote: 'اس بارے میں ہم سے رابطہ کرتے وقت یہ نمبر ضرور درج کریں: آپ کی شکایت سے متعلق ہر خط و کتابت اسی کے ساتھ محفوظ رکھی جاتی ہے۔',
  },
  reply: {
    subject: { help: 'آپ کی مدد کی درخواست کا جواب', complaint: (reference: string) => `آپ کی شکایت ${reference} کا جواب` },
    headline: { help: 'آپ کی درخواست کا جواب', complaint: 'آپ کی شکایت کا جواب' },
    more: 'اگر آپ مزید کچھ بتانا چاہیں تو مدد اور معاونت کے ذریعے ہم سے رابطہ کریں۔',
  },
};

/** The support desk's mails' words in each language. */
export const supportTexts: Record<Language, SupportTexts> = { en, ar, ur };
