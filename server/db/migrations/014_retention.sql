-- Keeping the promise "We only store your details for 30 days": quotes never bought are deleted
-- once their details are that old (retention/quoteRetention.ts).

-- Which server may run a periodic job, until when: one row per job, claimed by the server whose
-- claim finds it free or lapsed, so with many servers on one database a job runs once per period
-- in total, one run at a time.
CREATE TABLE job_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- What the retention job looks through: the quotes not bought, oldest first.
CREATE INDEX quotes_not_bought_by_date ON quotes (created_date) WHERE taken_up_at IS NULL;
