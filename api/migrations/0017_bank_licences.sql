-- Who licenses each bank, shown on the storefront's list of its partners (English here, the other
-- languages in the bank's translations).
ALTER TABLE banks ADD COLUMN licence text NOT NULL DEFAULT '';
