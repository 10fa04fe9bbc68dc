/**
 * The card art and bank logos drawn from the catalog: every product of the seed catalog gets art
 * in its tier's colour with its bank and name, no text on it reads as a card number or an expiry
 * date, cards of one bank differ, and every bank has a logo of its own colour.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { bankColourOf, cardArtSvg, tierOf } from '../../src/domain/card-art';

/** The seed's products and banks, by their English names (the card art is drawn in English). */
interface SeedProduct { id: number; bankId: number; name: string }
interface SeedCountry { banks: { id: number; name: string }[]; cards: SeedProduct[]; loans: SeedProduct[] }
type Named = { name: { en: string } };
const inEnglish = <T extends Named>(entry: T) => ({ ...entry, name: entry.name.en });

const catalogDir = path.join(__dirname, '../../seed/catalog');
const countries = ['ae', 'sa', 'pk'].map((c): SeedCountry => {
  const file = parse(fs.readFileSync(path.join(catalogDir, `${c}.yaml`), 'utf8')) as Record<'banks' | 'cards' | 'loans', (Named & { id: number; bankId: number })[]>;
  return { banks: file.banks.map(inEnglish), cards: file.cards.map(inEnglish), loans: file.loans.map(inEnglish) };
});

const textsOf = (svg: string) => [...svg.matchAll(/<(text|title)[^>]*>([^<]*)<\/\1>/g)].map((m) => m[2]!);
const gradientOf = (svg: string) => [...svg.matchAll(/stop-color="(#[0-9a-f]{6})"/g)].map((m) => m[1]).join('-');

function artOf(country: SeedCountry, product: SeedProduct, productType: 'Card' | 'Loan' = 'Card') {
  const bank = country.banks.find((b) => b.id === product.bankId)!;
  return { bank, svg: cardArtSvg({ productId: product.id, productName: product.name, productType, bank }) };
}

describe('card art', () => {
  it('reads the tier from the product name, Islamic before the metal', () => {
    expect(tierOf('Falcon Islamic Gold')).toBe('islamic');
    expect(tierOf('Falcon Cashback Platinum')).toBe('platinum');
    expect(tierOf('Desert Travel Infinite')).toBe('infinite');
    expect(tierOf('Emirates Titanium Low Rate')).toBe('titanium');
    expect(tierOf('Oasis Rewards Signature')).toBe('signature');
    expect(tierOf('Gulf Everyday Cashback')).toBe('classic');
  });

  it('draws an Islamic Gold card in emerald, not in its bank colour', () => {
    const ae = countries[0]!;
    const { svg } = artOf(ae, ae.cards.find((c) => c.name === 'Falcon Islamic Gold')!);
    expect(gradientOf(svg)).toBe('#0b4a3a-#17805f');
    expect(svg).toContain('ISLAMIC');
  });

  it('names the product and its bank on every product of the catalog, with no digit in any text', () => {
    for (const country of countries) {
      for (const [list, type] of [[country.cards, 'Card'], [country.loans, 'Loan']] as const) {
        for (const product of list) {
          const { bank, svg } = artOf(country, product, type);
          const texts = textsOf(svg);
          expect(texts).toEqual(expect.arrayContaining([product.name, bank.name]));
          expect(texts.filter((t) => /\d/.test(t))).toEqual([]);
          expect(svg).not.toMatch(/•|\*{4}/);
        }
      }
    }
  });

  it('gives two cards of one bank different colours or patterns', () => {
    for (const country of countries) {
      for (const bank of country.banks) {
        const drawings = country.cards.filter((c) => c.bankId === bank.id).map((c) => {
          const { svg } = artOf(country, c);
          return `${gradientOf(svg)}|${/<g clip-path="url\(#card\)">.*?<\/g><\/g>/.exec(svg)![0]}`;
        });
        expect(new Set(drawings).size).toBe(drawings.length);
      }
    }
  });

  it('escapes a name that holds markup', () => {
    const svg = cardArtSvg({ productId: 1, productName: 'Gold <script>', productType: 'Card', bank: { id: 1, name: 'A & B Bank' } });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Gold &lt;script&gt;');
    expect(svg).toContain('A &amp; B Bank');
  });
});

describe('bank badges', () => {
  it('give each bank of a country a colour of its own', () => {
    for (const country of countries) {
      expect(new Set(country.banks.map(bankColourOf)).size).toBe(country.banks.length);
    }
  });
});
