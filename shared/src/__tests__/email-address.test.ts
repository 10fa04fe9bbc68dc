import { emailAddressMaxLength, isPublicEmailAddress } from '../contract/email-address';
import { isValidEmail } from '../validation';

describe('the e-mail address rule', () => {
  it('accepts an address on a public host, in any case, with tags and internationalised names', () => {
    for (const address of [
      'sara@example.ae',
      'Sara.Ahmed@Mail.Example.COM',
      "o'brien+shop@example.com",
      'a_b-c@sub.domain-name.sa',
      'amina@xn--mgbh0fb.xn--mgberp4a5d4ar',
      `${'x'.repeat(emailAddressMaxLength - '@example.com'.length)}@example.com`,
    ]) {
      expect([address, isPublicEmailAddress(address)]).toEqual([address, true]);
    }
  });

  it('refuses an IP literal, a bare host, localhost and the other names no public host has', () => {
    for (const address of [
      'a@127.0.0.1',
      'a@10.0.0.1',
      'a@192.168.1.20',
      'a@[127.0.0.1]',
      'a@[IPv6:::1]',
      'a@0x7f.1',
      'a@1.2.3.4.5',
      'a@localhost',
      'a@LOCALHOST',
      'a@intranet',
      'a@mail.localhost',
      'a@printer.local',
      'a@box.localdomain',
      'a@db.internal',
      'a@shop.test',
      'a@x.invalid',
      'a@hidden.onion',
      'a@name.alt',
      'a@router.home.arpa',
      'a@1.0.0.127.in-addr.arpa',
    ]) {
      expect([address, isPublicEmailAddress(address)]).toEqual([address, false]);
    }
  });

  it('refuses what is no single plain address', () => {
    for (const address of [
      '',
      '@example.com',
      'sara@',
      'sara',
      'sara@example',
      'sara example.ae',
      'sara@exa mple.com',
      'sara@example.com.',
      'sara@.example.com',
      'sara@-example.com',
      'sara@example-.com',
      'sara..ahmed@example.com',
      '.sara@example.com',
      '"sara"@example.com',
      'sara@example.com, evil@evil.example',
      'sara@example.com\nBcc: evil@evil.example',
      'sára@example.com',
      'sara@example.c',
      'sara@example.c0m',
      `${'x'.repeat(emailAddressMaxLength - '@example.com'.length + 1)}@example.com`,
    ]) {
      expect([address, isPublicEmailAddress(address)]).toEqual([address, false]);
    }
  });

  it('is the rule of the forms, which ignore the spaces around what the visitor typed', () => {
    expect(isValidEmail('  sara@example.ae ')).toBe(true);
    expect(isValidEmail('a@127.0.0.1')).toBe(false);
    expect(isValidEmail('sara@localhost')).toBe(false);
    expect(isValidEmail(' a@[10.0.0.1] ')).toBe(false);
  });
});
