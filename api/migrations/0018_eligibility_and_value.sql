-- What a visitor needs to get each product and what a card is worth to them.
-- products.eligibility: the bank's criteria besides the minimum salary (accepted employment
-- types, minimum age, residency, salary transfer, its own debt-burden cap).
-- products.rewards: a card's earn rates per spending category, its caps and the value of a point.
-- question_options.facts: what choosing the option says of the visitor (an income or age band,
-- an employment type, residency, existing monthly payments).
-- markets.default_spending: the monthly spending per category assumed when the visitor gives none.
ALTER TABLE products ADD COLUMN eligibility jsonb;
ALTER TABLE products ADD COLUMN rewards jsonb;
ALTER TABLE question_options ADD COLUMN facts jsonb;
ALTER TABLE markets ADD COLUMN default_spending jsonb;
