-- CreateTable
CREATE TABLE "session_cutoffs" (
    "wallet" TEXT NOT NULL,
    "revoked_through" INTEGER NOT NULL,

    CONSTRAINT "session_cutoffs_pkey" PRIMARY KEY ("wallet")
);
