-- Operators' TOTP secrets sealed at rest (AES-256-GCM under OPERATOR_TOTP_KEY, bound to the
-- operator: api/src/domain/operator-totp-box.ts). SQL has not the key: a secret enrolled before
-- stays in totp_secret until the API's start seals it into totp_sealed and blanks it
-- (services/operators.ts sealClearTotpSecrets); nothing else reads or writes totp_secret.
ALTER TABLE operators ADD COLUMN totp_sealed bytea;
ALTER TABLE operators ADD CONSTRAINT operators_totp_once CHECK (totp_secret IS NULL OR totp_sealed IS NULL);

-- A sign-in halfway through enrolment kept the new secret clear in its session: it starts again.
DELETE FROM operator_sessions WHERE data ? 'enrolling';
