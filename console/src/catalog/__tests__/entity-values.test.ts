import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { catalogEntityArrays, catalogEntityKinds, type CountryFile } from '@storefront/shared/contract';
import { entityFields } from '../entity-fields';
import { entityFromValues } from '../entity-values';

const seedFile = (market: string) =>
  parse(readFileSync(path.join(__dirname, '../../../../api/seed/catalog', `${market}.yaml`), 'utf8')) as CountryFile;

describe.each(['ae', 'sa', 'pk'])("every entity of the %s seed catalog", (market) => {
  it.each(catalogEntityKinds)('%s: the form holds each of its fields, and saving it unchanged gives the entity back as it was', (kind) => {
    const entities = seedFile(market)[catalogEntityArrays[kind]] as unknown as Record<string, unknown>[];
    for (const entity of entities) expect(entityFromValues(entityFields[kind], entity)).toEqual(entity);
  });
});

it('inputs left empty are left out, optional groups too, every language typed is kept, and a required list stays for the API to name what it lacks', () => {
  const values = {
    id: 1301,
    name: { en: 'Falcon Card', ar: 'بطاقة فالكون', ur: '' },
    clickParameter: '',
    costs: { annualFee: 450, welcomeOffer: { en: '', ar: undefined } },
    eligibility: { employment: [], minAge: undefined },
    rewards: { rates: {}, categoryCaps: {} },
    features: [1001],
  };
  expect(entityFromValues(entityFields.card, values)).toEqual({
    id: 1301,
    name: { en: 'Falcon Card', ar: 'بطاقة فالكون' },
    costs: { annualFee: 450 },
    description: [],
    features: [1001],
  });
});
