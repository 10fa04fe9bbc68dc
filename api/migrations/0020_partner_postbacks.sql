-- Every postback a partner bank sent, with the outcome the console lists: accepted, duplicate (an
-- event id the bank sent before: the first answer is repeated and nothing changes) or refused,
-- with the reason (bad signature, expired timestamp, unknown reference, impossible transition...).
-- Rows of a reconciliation file are listed the same way (`via`). Neither the body, its signature
-- nor any secret is kept. Kept as the partner events are (the retention job leaves both).
CREATE TABLE partner_postbacks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bank_id integer NOT NULL REFERENCES banks (id),
  received_at timestamptz NOT NULL DEFAULT now(),
  via text NOT NULL CHECK (via IN ('postback', 'reconciliation')),
  event_id text CHECK (length(event_id) BETWEEN 1 AND 100),
  reference text CHECK (length(reference) BETWEEN 1 AND 100),
  status partner_event_status,
  outcome text NOT NULL CHECK (outcome IN ('accepted', 'duplicate', 'refused')),
  answer_status smallint NOT NULL,
  reason text CHECK (length(reason) BETWEEN 1 AND 500),
  CHECK ((outcome = 'refused') = (reason IS NOT NULL))
);
CREATE INDEX partner_postbacks_bank_idx ON partner_postbacks (bank_id, received_at DESC, id DESC);

-- The events answered before this table existed: accepted or refused with their answer's detail.
INSERT INTO partner_postbacks (bank_id, received_at, via, event_id, reference, status, outcome, answer_status, reason)
SELECT e.bank_id, e.received_at, CASE WHEN left(e.body, 1) = '{' THEN 'postback' ELSE 'reconciliation' END,
       e.event_id, a.reference, e.status,
       CASE WHEN e.answer_status = 200 THEN 'accepted' ELSE 'refused' END, e.answer_status,
       CASE WHEN e.answer_status = 200 THEN NULL ELSE left(coalesce(nullif(e.answer ->> 'detail', ''), 'refused'), 500) END
  FROM partner_events e LEFT JOIN applications a ON a.id = e.application_id
 ORDER BY e.id;
