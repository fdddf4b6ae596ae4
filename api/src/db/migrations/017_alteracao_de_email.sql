-- Issue 27 §2: a change of e-mail waits for the new address's link; the old address keeps signing in and receiving
-- resets until then, and is told, with a link that undoes the change for 7 days. Only SHA-256 digests of the two
-- links are stored. id_sessao is the session that asked: confirming ends every other session of the account.
CREATE TABLE alteracao_de_email (
  id serial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  id_sessao uuid REFERENCES sessao (id) ON DELETE SET NULL,
  email_anterior text NOT NULL,
  email_novo text NOT NULL,
  hash_confirmacao text NOT NULL UNIQUE,
  hash_desfazer text NOT NULL UNIQUE,
  criada_em timestamptz NOT NULL DEFAULT now(),
  confirmar_ate timestamptz NOT NULL,
  desfazer_ate timestamptz NOT NULL,
  confirmada_em timestamptz,
  cancelada_em timestamptz,
  desfeita_em timestamptz
);
CREATE INDEX alteracao_de_email_usuario ON alteracao_de_email (id_usuario);
