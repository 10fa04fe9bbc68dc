/** The partner metrics on the metrics registry: postbacks by partner and outcome, signature failures, bonus liability, conversion rate. */
import { describePartnerLoop } from '../support/partner-kit';
import { sample } from '../support/log-kit';

describePartnerLoop('the partner metrics', (loop) => {
  const scrape = () => loop.app.metrics.registry.metrics();

  it('counts postbacks and signature failures, and reads the liability and conversion rate at each scrape', async () => {
    const approved = await loop.submitted('Card', 'sa');
    const confirmed = await loop.submitted('Card', 'sa', approved.productId);
    const declined = await loop.submitted('Card', 'sa', approved.productId);
    const bank = approved.bankId;
    const event = loop.event(approved, 'approved', 1);
    await loop.postback(bank, event);
    await loop.postback(bank, event);
    await loop.postback(bank, loop.event(confirmed, 'approved', 40));
    await loop.postback(bank, loop.event(declined, 'declined'));
    await loop.postback(bank, loop.event(declined, 'issued'));
    await loop.postback(bank, { ...loop.event(approved, 'approved'), reference: 'SF-22222222' });
    await loop.postback(bank, loop.event(approved, 'issued'), { secret: 'whsec_wrong' });
    await loop.postback(999_999, loop.event(approved, 'issued'), { secret: 'whsec_wrong' });

    const text = await scrape();
    const postbacks = (outcome: string) => sample(text, `storefront_partner_postbacks_total{partner="${bank}",outcome="${outcome}"}`);
    expect([postbacks('applied'), postbacks('repeat'), postbacks('impossible'), postbacks('not-found')]).toEqual([3, 1, 1, 1]);
    expect(sample(text, `storefront_partner_signature_failures_total{partner="${bank}"}`)).toBe(1);
    expect(sample(text, 'storefront_partner_signature_failures_total{partner="unknown"}')).toBe(1);
    expect(sample(text, 'storefront_bonus_liability{currency="SAR",state="pending"}')).toBe(200);
    expect(sample(text, 'storefront_bonus_liability{currency="SAR",state="confirmed"}')).toBe(200);
    // Two of the bank's three submitted applications approved.
    expect(sample(text, `storefront_partner_conversion_rate{partner="${bank}"}`)).toBeCloseTo(2 / 3);
  });
});
