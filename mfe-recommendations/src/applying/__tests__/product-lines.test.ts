import { productLines } from '../product-lines';

describe('productLines', () => {
  it('lists the detail lines, then only the features no line states, each once', () => {
    expect(
      productLines(
        ['Cashback on groceries', 'Cashback on fuel', 'No annual fee', 'Airport lounge access'],
        'Up to 5% cashback on groceries and dining\\n2% cashback on fuel\\nNo annual fee for life\\nno annual fee for life',
      ),
    ).toEqual(['Up to 5% cashback on groceries and dining', '2% cashback on fuel', 'No annual fee for life', 'Airport lounge access']);
  });

  it('keeps every feature when there is no description', () => {
    expect(productLines(['Dining discounts', 'Dining discounts'], '')).toEqual(['Dining discounts']);
  });
});
