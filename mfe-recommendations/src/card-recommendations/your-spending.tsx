import { useState } from 'react';
import { Button, Input } from '@storefront/shared/ui';
import { cardSortKeys, maxMonthlySpending, spendingCategories, type CardSort, type MonthlySpending } from '@storefront/shared';
import { useT, type MessageKey } from '../i18n';

const sortText: Record<CardSort, MessageKey> = { match: 'sort.match', value: 'sort.value', fee: 'sort.fee', apr: 'sort.apr' };

/** 'Sort by': best match (the default), yearly value, annual fee or APR, within each group. */
export function SortSelect({ value, onChange }: { value: CardSort; onChange(sort: CardSort): void }) {
  const t = useT();
  return (
    <label className="rec-sort">
      <span>{t('sort.label')}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as CardSort)}>
        {cardSortKeys.map((key) => (
          <option key={key} value={key}>
            {t(sortText[key])}
          </option>
        ))}
      </select>
    </label>
  );
}

type Draft = Record<keyof MonthlySpending, string>;

const draftOf = (spending: MonthlySpending | null): Draft =>
  Object.fromEntries(spendingCategories.map((c) => [c, spending ? String(spending[c]) : ''])) as Draft;

function parsed(draft: Draft, typical: MonthlySpending): MonthlySpending | null {
  const spending = { ...typical };
  for (const category of spendingCategories) {
    const text = draft[category].trim();
    if (text === '') continue;
    const amount = Number(text);
    if (!Number.isFinite(amount) || amount < 0 || amount > maxMonthlySpending) return null;
    spending[category] = Math.round(amount);
  }
  return spending;
}

export interface YourSpendingProps {
  /** The spending the values are for now: the visitor's, or the market's typical amounts. */
  typical: MonthlySpending | null;
  given: MonthlySpending | null;
  onChange(spending: MonthlySpending | null): void;
}

/**
 * 'Your spending': the visitor's monthly spending per category, folded away by default beside the
 * order and the Islamic filter (opened, it takes the whole width under them). Each card's
 * yearly value is for the market's typical amounts until the visitor gives theirs; a field left
 * empty keeps the typical amount.
 */
export function YourSpending({ typical, given, onChange }: YourSpendingProps) {
  const t = useT();
  const [draft, setDraft] = useState<Draft>(() => draftOf(given));
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    const spending = typical && parsed(draft, typical);
    setInvalid(!spending);
    if (spending) onChange(spending);
  };
  const reset = () => {
    setDraft(draftOf(null));
    setInvalid(false);
    onChange(null);
  };
  const form = (
    <form
      className="rec-spending"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p>{t('spending.hint')}</p>
      <div className="rec-spending-fields">
        {spendingCategories.map((category) => (
          <label key={category}>
            <span>{t(`spending.${category}`)}</span>
            <Input
              inputMode="numeric"
              value={draft[category]}
              placeholder={typical ? String(typical[category]) : ''}
              status={invalid ? 'error' : undefined}
              onChange={(event) => setDraft({ ...draft, [category]: event.target.value })}
            />
          </label>
        ))}
      </div>
      {invalid && (
        <p className="rec-spending-error" role="alert">
          {t('spending.invalid')}
        </p>
      )}
      <div className="rec-spending-actions">
        <Button htmlType="submit" type="primary" disabled={!typical}>
          {t('spending.apply')}
        </Button>
        {given && <Button onClick={reset}>{t('spending.reset')}</Button>}
      </div>
    </form>
  );
  return (
    <details className="rec-spending-panel">
      <summary>{t('spending.title')}</summary>
      {form}
    </details>
  );
}
