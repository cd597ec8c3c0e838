-- Sales signed before `sales.signed_at` existed: the moment of their signed signature request, else when they
-- last became `signed` (issue 11: the quality queue's order and the contract's signature date).
UPDATE "sales" SET "signed_at" = coalesce(
  (SELECT max("signature_requests"."signed_at") FROM "signature_requests"
    WHERE "signature_requests"."sale_id" = "sales"."id" AND "signature_requests"."status" = 'signed'),
  "sales"."status_changed_at"
)
WHERE "signed_at" IS NULL
  AND "status" IN ('signed', 'quality_review', 'validated', 'rejected', 'contract');
