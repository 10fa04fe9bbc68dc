-- What cards and loans cost, whether they are Sharia-compliant, and what the bank pays the
-- storefront (seed/catalog/<country>.yaml; the catalog validator requires every figure, the
-- columns stay nullable for the retired rows of older catalogs).

ALTER TABLE features DROP CONSTRAINT IF EXISTS features_kind_check;
ALTER TABLE features ADD CONSTRAINT features_kind_check CHECK (kind IN ('cashback', 'rewardPoints', 'islamic'));

ALTER TABLE products
  ADD COLUMN islamic boolean NOT NULL DEFAULT false,
  -- Commission per approved application: stored for the business, never read by ranking or offers.
  ADD COLUMN partner_payment numeric(14, 2) CHECK (partner_payment >= 0),
  -- Cards
  ADD COLUMN annual_fee numeric(14, 2) CHECK (annual_fee >= 0),
  ADD COLUMN first_year_fee_waived boolean,
  ADD COLUMN purchase_rate numeric(6, 3) CHECK (purchase_rate >= 0 AND purchase_rate < 100),
  ADD COLUMN cash_advance_rate numeric(6, 3) CHECK (cash_advance_rate >= 0 AND cash_advance_rate < 100),
  ADD COLUMN late_payment_fee numeric(14, 2) CHECK (late_payment_fee >= 0),
  ADD COLUMN foreign_transaction_fee_percent numeric(6, 3) CHECK (foreign_transaction_fee_percent >= 0 AND foreign_transaction_fee_percent < 100),
  ADD COLUMN welcome_offer text,
  -- Both
  ADD COLUMN min_monthly_salary numeric(14, 2) CHECK (min_monthly_salary >= 0),
  -- Loans: interest_rate is the stated rate of this type; the processing fee is a percent of the
  -- amount between min_processing_fee and max_processing_fee (a fixed fee: 0 % with min = max).
  ADD COLUMN rate_type text CHECK (rate_type IN ('flat', 'reducing')),
  ADD COLUMN max_processing_fee numeric(14, 2) CHECK (max_processing_fee >= 0);

ALTER TABLE products ALTER COLUMN min_processing_fee TYPE numeric(14, 2);
ALTER TABLE products ADD CONSTRAINT products_processing_fee_range CHECK (max_processing_fee IS NULL OR max_processing_fee >= min_processing_fee);

-- A catalog loaded before products had costs cannot be served: the next start loads the seed
-- catalog again (an operator's own catalog is replaced again with its costs added).
DELETE FROM catalog_meta;
