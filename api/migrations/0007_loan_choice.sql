-- The amount and tenure a visitor chose for a loan on step 4 (the update call's loanChoice), held
-- to the loan quote's rules when submitted. Both or neither; without them the application states
-- the figures of the offer its answers give.
ALTER TABLE applications
  ADD COLUMN loan_amount numeric CHECK (loan_amount > 0),
  ADD COLUMN loan_tenure_months integer CHECK (loan_tenure_months > 0),
  ADD CONSTRAINT applications_loan_choice_both CHECK ((loan_amount IS NULL) = (loan_tenure_months IS NULL));
