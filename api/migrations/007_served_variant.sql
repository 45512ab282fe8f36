-- The variant a guest is served in a rollout when it is not the one they were first given (that one
-- was stopped since). Their orders and load failures count for the variant they are served, while
-- "guests" keeps counting them for the one they were first given, so a stopped variant's results
-- stay measured against the guests who saw it. NULL while a guest is served their first variant.
ALTER TABLE guest_assignments ADD COLUMN served_version text;
