/** Domain vocabulary shared by the engines; the wire shapes are in shared/src/api/types.ts. */
export type CountryCode = 'ae' | 'sa' | 'pk';
export type ProductType = 'Card' | 'Loan';
export type ClientRiskProfile = 'Low' | 'Medium' | 'High';
export const countries: readonly CountryCode[] = ['ae', 'sa', 'pk'];
