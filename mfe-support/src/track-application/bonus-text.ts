import { formatDate, formatMoney, type ApplicationTimeline } from '@storefront/shared';
import type { Language } from '@storefront/shared';
import type { t as translate } from '../i18n';

type Translate = typeof translate;

/** The bonus of a timeline in words: pending until a day, confirmed, paid on a day, or why there is none. */
export function bonusText(t: Translate, timeline: ApplicationTimeline, language: Language): string {
  const { bonus, bankName: bank, country } = timeline;
  const amount = formatMoney(bonus.amount, bonus.currency, language);
  const day = (iso: string | undefined) => (iso ? formatDate(iso, language, country) : '');
  switch (bonus.state) {
    case 'pending':
      return t('trackApplication.bonus.pending', { bonus: amount, date: day(bonus.pendingUntil) });
    case 'confirmed':
      return t('trackApplication.bonus.confirmed', { bonus: amount });
    case 'paid':
      return t('trackApplication.bonus.paid', { bonus: amount, date: day(bonus.paidAt) });
    case 'cancelled':
      return t('trackApplication.bonus.cancelled', { bonus: amount, bank });
    case 'none':
      switch (bonus.noneReason) {
        case 'declined':
          return t('trackApplication.bonus.noneDeclined', { bank });
        case 'reversed':
          return t('trackApplication.bonus.noneReversed', { bank });
        case 'not-offered':
          return t('trackApplication.bonus.noneNotOffered');
        default:
          return bonus.amount > 0
            ? t('trackApplication.bonus.noneYet', { bonus: amount, bank })
            : t('trackApplication.bonus.noneYetNoAmount', { bank });
      }
  }
}
