-- New tab passwords have eight digits (a guess at a full table hits 1 in 5,000,000, not 1 in 500).
-- Tabs already open keep their four digits until they expire; null stays for room-service tabs.
ALTER TABLE tabs DROP CONSTRAINT tabs_password_check;
ALTER TABLE tabs ADD CONSTRAINT tabs_password_check CHECK (password ~ '^([0-9]{4}|[0-9]{8})$');
