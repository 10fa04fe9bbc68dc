-- Per country, what the catalog promises a visitor beside its products: the free bonus for any
-- approved card or instant cash loan, in the country's currency (seed/catalog/<country>.yaml).
CREATE TABLE markets (
  country country_code PRIMARY KEY,
  bonus_amount integer NOT NULL CHECK (bonus_amount >= 0),
  bonus_currency text NOT NULL CHECK (bonus_currency ~ '^[A-Z]{3}$')
);
