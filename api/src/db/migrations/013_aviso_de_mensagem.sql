-- Each new message of the outbox is announced at commit (NOTIFY mensagem_saida, payload = its id), so the queue
-- (plugins/app/fila.ts) schedules its delivery at once, inside no request and without polling the table (decision 0162).
-- The function body stays on one line: db/migrate.ts splits statements at a semicolon that ends a line.
CREATE FUNCTION anunciar_mensagem_saida() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('mensagem_saida', NEW.id::text); RETURN NEW; END $$;
CREATE TRIGGER mensagem_saida_anunciada AFTER INSERT ON mensagem_saida FOR EACH ROW EXECUTE FUNCTION anunciar_mensagem_saida();
