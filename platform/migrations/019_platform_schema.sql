-- The platform's tables move into a schema of their own, apart from the venue's in public: the
-- registry, splits and their phases, exposures, attributions, failures, speed reports, served guests,
-- default history, preview links and rollouts. Their indexes, constraints and sequences move with
-- them; the server finds them through its search_path (public first, then each hosted schema).
-- The platform's later migrations create their tables as platform.<name>.
CREATE SCHEMA IF NOT EXISTS platform;
ALTER TABLE remotes SET SCHEMA platform;
ALTER TABLE remote_versions SET SCHEMA platform;
ALTER TABLE remote_defaults SET SCHEMA platform;
ALTER TABLE remote_default_history SET SCHEMA platform;
ALTER TABLE remote_rollouts SET SCHEMA platform;
ALTER TABLE rollout_variants SET SCHEMA platform;
ALTER TABLE guest_assignments SET SCHEMA platform;
ALTER TABLE order_attributions SET SCHEMA platform;
ALTER TABLE remote_load_failures SET SCHEMA platform;
ALTER TABLE experiment_phases SET SCHEMA platform;
ALTER TABLE experiment_exposures SET SCHEMA platform;
ALTER TABLE exposure_clients SET SCHEMA platform;
ALTER TABLE remote_vitals SET SCHEMA platform;
ALTER TABLE served_guests SET SCHEMA platform;
ALTER TABLE preview_links SET SCHEMA platform;
ALTER TABLE progressive_rollouts SET SCHEMA platform;
