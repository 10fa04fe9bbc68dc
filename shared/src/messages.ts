/** Texts the shared client produces (spec section 8). Apps keep their own catalogs. */
export const sharedMessages = {
  serverError: (status: number) => `Server error: ${status}`,
  noResponse: 'No response from server',
  requestSetupError: 'Request setup error',
} as const;
