-- A counter every change to menu content moves on, so the API's cache of built menu JSON (keyed by
-- venue, language and this revision) is rebuilt after the change. One counter for all venues: menus
-- change rarely, and a statement-level trigger keeps bulk inserts (the seed) cheap.
CREATE TABLE menu_revision (
  single    boolean PRIMARY KEY DEFAULT true CHECK (single),
  revision  bigint NOT NULL
);
INSERT INTO menu_revision (single, revision) VALUES (true, 1);

CREATE FUNCTION bump_menu_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE menu_revision SET revision = revision + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER menus_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
CREATE TRIGGER menu_categories_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
CREATE TRIGGER items_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
CREATE TRIGGER item_prices_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_prices
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
CREATE TRIGGER tags_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
CREATE TRIGGER item_tags_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_tags
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
CREATE TRIGGER item_customisations_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON item_customisations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
CREATE TRIGGER customisation_options_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON customisation_options
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
CREATE TRIGGER translations_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations
  FOR EACH STATEMENT EXECUTE FUNCTION bump_menu_revision();
