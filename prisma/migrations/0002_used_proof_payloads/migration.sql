-- CreateTable
CREATE TABLE "used_proof_payloads" (
    "payload_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "used_proof_payloads_pkey" PRIMARY KEY ("payload_hash")
);

-- CreateIndex
CREATE INDEX "used_proof_payloads_expires_at_idx" ON "used_proof_payloads"("expires_at");
