-- The storefront speaks English, Arabic and Urdu. The catalog's English texts stay in their columns;
-- `translations` holds the same fields in the other languages the country offers, by language:
-- {"ar": {"name": "…"}, "ur": {"name": "…"}}. An application and a help request record the language
-- they were made in, so their e-mails are written in it.
ALTER TABLE locations ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE banks ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE features ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE questions ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE question_options ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';
ALTER TABLE banners ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';

ALTER TABLE applications ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar', 'ur'));
ALTER TABLE support_requests ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar', 'ur'));
