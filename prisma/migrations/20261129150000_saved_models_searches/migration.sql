-- A client's saved search of the models directory (issue #29, ADR 0051 addendum). Expand only:
-- a new value of the kind; a previous release matches and lists `castings` only.
ALTER TYPE "SavedSearchKind" ADD VALUE IF NOT EXISTS 'models';
