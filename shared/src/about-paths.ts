/** The addresses of the pages about the storefront itself (the shell's routes, linked from every page's footer). */
export const aboutPaths = {
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  howWeMakeMoney: '/how-we-make-money',
  ourPartners: '/our-partners',
} as const;
