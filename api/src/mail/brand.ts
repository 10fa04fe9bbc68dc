/**
 * The storefront's look in its mails: its name, legal name and postal address, and the colours and
 * fonts of the storefront theme (shared/src/theme.ts, which the API does not ship with; a test
 * keeps the two equal).
 */
export const brand = {
  name: 'Cashback Storefront',
  /** The company that sends the mails, named in every footer. */
  legalName: 'Cashback Storefront FZ-LLC',
  /**
   * A placeholder until the company's registered postal address is known: every footer shows it,
   * as the anti-spam laws of the storefront's markets and the mailbox providers ask.
   */
  postalAddress: '[Registered postal address], Dubai, United Arab Emirates',
  colours: {
    /** theme colorPrimary: the header band and the call to action. */
    primary: '#0b7a4b',
    onPrimary: '#ffffff',
    /** theme colorLink: links in the text. */
    link: '#0b6b42',
    /** theme colorTextDescription: labels and the footer. */
    muted: '#52615a',
    text: '#1f2933',
    page: '#f3f6f4',
    card: '#ffffff',
    rule: '#dde5e0',
    /** The logo's card and the light tint behind the key figures (the storefront's chip tint). */
    tint: '#e7f5ee',
    /** The logo's coin. */
    coin: '#f5b301',
  },
  /** theme fontFamily: system fonts first, Arabic script covered, Arial and sans-serif as the last resort. */
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Arial, sans-serif",
} as const;
