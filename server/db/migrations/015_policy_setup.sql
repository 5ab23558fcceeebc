-- Setting a bought policy up (policySetup/): the work each policy needs, written by the statement
-- that records the policy, so a policy is never without it, and done after the commit. A task is
-- done once: `done_at` is set when it has been handed to its port. A server claims due tasks for a
-- while (`claimed_until`, `FOR UPDATE SKIP LOCKED`), so two servers never do the same task at
-- once; a claim whose server died lapses and the task is done by the next run.
-- No personal data here: the task names the policy and what to do; the addresses, the vehicle and
-- the price are read from the policy's quote when the task runs. No bank account number either.
CREATE TABLE policy_setup_tasks (
  policy_reference text NOT NULL REFERENCES policies (policy_reference),
  -- confirmation, app-login-<driver index>, dispatch or finance.
  task text NOT NULL CHECK (task ~ '^(confirmation|app-login-[0-9]+|dispatch|finance)$'),
  created_at timestamptz NOT NULL,
  claimed_by text,
  claimed_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  -- The last failure's error code (never its message, which can quote an address).
  last_error text,
  done_at timestamptz,
  PRIMARY KEY (policy_reference, task)
);

-- What a run looks through: the tasks not yet done, oldest first.
CREATE INDEX policy_setup_tasks_due ON policy_setup_tasks (created_at) WHERE done_at IS NULL;
