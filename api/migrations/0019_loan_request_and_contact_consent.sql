-- The amount a visitor asks to borrow before the loan offers (PUT /api/loan-requests/public): the
-- offers are computed for it, lowered by the market's debt-burden rule.
-- Whether the visitor agreed to be contacted when a product fits them (the no-product dialog's
-- tick-box, PUT /api/contact-consents/public): never assumed, so false until ticked, with the time
-- of the last answer.
ALTER TABLE applications
  ADD COLUMN requested_loan_amount numeric CHECK (requested_loan_amount > 0),
  ADD COLUMN contact_consent boolean NOT NULL DEFAULT false,
  ADD COLUMN contact_consent_at timestamptz;
