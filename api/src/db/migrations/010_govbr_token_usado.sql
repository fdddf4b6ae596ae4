-- gov.br ID tokens already exchanged for a session (their jti, or the SHA-256 of the token), kept until they expire,
-- so that the same ID token cannot open a second session.
CREATE TABLE govbr_token_usado (
  chave text PRIMARY KEY,
  expira_em timestamptz NOT NULL
);
CREATE INDEX govbr_token_usado_expira ON govbr_token_usado (expira_em);
