/** The addresses of the pages about the storefront itself, linked from the footer of every page. */
export const aboutPaths = {
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  howWeMakeMoney: '/how-we-make-money',
  ourPartners: '/our-partners',
} as const;
