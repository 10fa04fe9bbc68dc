/**
 * The diff of two market documents, as the draft's diff view and version compare show it: every
 * changed field with its old and new value, and the cost figures — what a visitor pays or
 * qualifies by — flagged for a second operator's approval.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { CountryFile } from '@storefront/shared/contract';
import { apiRoot } from '../../src/paths';
import { diffDocuments } from '../../src/catalog/document-diff';

const seed = (): CountryFile => YAML.parse(fs.readFileSync(path.join(apiRoot, 'seed', 'catalog', 'sa.yaml'), 'utf8'));

describe('the diff of two market documents', () => {
  it('is empty for the same document', () => {
    expect(diffDocuments(seed(), seed())).toEqual([]);
  });

  it('flags a loan\'s rate, fee and amounts as cost figures, its description not', () => {
    const before = seed();
    const after = seed();
    const loan = after.loans[0];
    loan.interestRate += 1;
    loan.maxAmount += 1000;
    loan.processingFee = { amount: 99 };
    loan.description = { ...loan.description, en: 'A new description' };
    const entries = diffDocuments(before, after);
    const flagged = Object.fromEntries(entries.map((e) => [e.field, e.costFigure]));
    expect(flagged).toMatchObject({ interestRate: true, maxAmount: true, 'description.en': false });
    expect(Object.entries(flagged).filter(([field]) => field.startsWith('processingFee')).every(([, cost]) => cost)).toBe(true);
    expect(entries.find((e) => e.field === 'interestRate')).toEqual({
      kind: 'loan', entityId: loan.id, label: loan.name.en, field: 'interestRate', before: before.loans[0].interestRate, after: loan.interestRate, costFigure: true,
    });
  });

  it('names a sub-feature\'s or an option\'s field by its place, and a card added or removed as one cost line', () => {
    const before = seed();
    const after = seed();
    const feature = after.features.find((f) => f.subFeatures?.length)!;
    feature.subFeatures![0].name.en = 'Renamed sub-feature';
    after.questions[0].options[1].points = 7;
    const [dropped] = after.cards.splice(0, 1);
    const entries = diffDocuments(before, after);
    expect(entries).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'feature', entityId: feature.id, field: 'subFeatures.0.name.en', after: 'Renamed sub-feature', costFigure: false }),
      expect.objectContaining({ kind: 'question', entityId: after.questions[0].id, field: 'options.1.points', after: 7, costFigure: false }),
      { kind: 'card', entityId: dropped.id, label: dropped.name.en, field: '', before: dropped, after: null, costFigure: true },
    ]));
  });
});
