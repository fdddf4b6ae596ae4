-- Call-ups (issue 15, decisions 1500 and 1520). A call-up gives an enrolment a deadline to confirm; its id is the
-- `idConvocado` of ConfirmarMatricula. Whether it is open, confirmed or expired is the enrolment's status (3, 4, 7),
-- so it is not stored twice. id_autor null = the system (an offer from the waiting list).
CREATE TABLE convocacao (
  id serial PRIMARY KEY,
  id_inscricao integer NOT NULL REFERENCES inscricao (id),
  prazo timestamptz NOT NULL,
  criada_em timestamptz NOT NULL DEFAULT now(),
  id_autor integer REFERENCES usuario (id)
);
CREATE INDEX convocacao_inscricao ON convocacao (id_inscricao);
-- Expired call-ups: the sweep reads open ones (status 3) by deadline.
CREATE INDEX convocacao_prazo ON convocacao (prazo);
CREATE INDEX inscricao_convocada ON inscricao (id_convocacao) WHERE id_status_inscricao = 3;
-- The first waiting enrolment of a class (status 6, arrival order).
CREATE INDEX inscricao_em_espera ON inscricao (id_turma_principal, data_inscricao, id) WHERE id_status_inscricao = 6;

-- Call-ups written before this table existed (the seeds' 5001 and 5002) keep their ids; open ones get 3 days.
INSERT INTO convocacao (id, id_inscricao, prazo, criada_em)
SELECT DISTINCT ON (id_convocacao) id_convocacao, id, now() + interval '3 days', atualizado_em
  FROM inscricao WHERE id_convocacao IS NOT NULL ORDER BY id_convocacao, id;
SELECT setval(pg_get_serial_sequence('convocacao', 'id'), coalesce((SELECT max(id) FROM convocacao), 0) + 1, false);
WITH novas AS (
  INSERT INTO convocacao (id_inscricao, prazo, criada_em)
  SELECT id, now() + interval '3 days', atualizado_em FROM inscricao WHERE id_status_inscricao = 3 AND id_convocacao IS NULL
  RETURNING id, id_inscricao)
UPDATE inscricao i SET id_convocacao = n.id FROM novas n WHERE i.id = n.id_inscricao;
-- Deferred: a seed may write the enrolment and its call-up in either order inside one transaction.
ALTER TABLE inscricao ADD CONSTRAINT inscricao_id_convocacao_fkey
  FOREIGN KEY (id_convocacao) REFERENCES convocacao (id) DEFERRABLE INITIALLY DEFERRED;

-- The test clock (decision 1500): one row, minutes added to "now" for deadlines and expiry, in every API process.
-- Only /v1/dev/relogio (never in production mode) changes it.
CREATE TABLE relogio_de_teste (
  unico boolean PRIMARY KEY DEFAULT true CHECK (unico),
  deslocamento_minutos integer NOT NULL DEFAULT 0 CHECK (deslocamento_minutos BETWEEN 0 AND 10000000)
);
INSERT INTO relogio_de_teste DEFAULT VALUES;
-- The API's "now": the database's clock plus the test offset. One line: db/migrate.ts splits at a line-ending semicolon.
CREATE FUNCTION agora_da_api() RETURNS timestamptz LANGUAGE sql STABLE AS $$ SELECT now() + make_interval(mins => coalesce((SELECT deslocamento_minutos FROM relogio_de_teste), 0)) $$;
-- Status changes are dated by the same clock, so a timeline read with the test clock moved stays in order.
ALTER TABLE inscricao_auditoria ALTER COLUMN em SET DEFAULT agora_da_api();
