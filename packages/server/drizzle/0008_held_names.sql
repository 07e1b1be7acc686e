CREATE TABLE "held_names" (
	"kind" text NOT NULL,
	"name_hash" text NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	CONSTRAINT "held_names_kind_name_hash_pk" PRIMARY KEY("kind","name_hash")
);
