-- Payments given up at our time limit, or at the wallet's (bKash's transactionStatus Expired), were
-- 'failed' before 'expired' existed (docs/money.md). They become expired, as they would be now, so
-- that a late callback for one is still checked with the wallet. Their reason is kept: it is what
-- the member was shown.
UPDATE "payments" SET "status" = 'expired' WHERE "status" = 'failed' AND "failure_reason" IN ('The payment was not completed in time.', 'Payment expired');
