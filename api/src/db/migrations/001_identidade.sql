-- Accounts, server-side sessions, rotating refresh tokens and single-use e-mail tokens.
CREATE TABLE usuario (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  cpf char(11) NOT NULL UNIQUE CHECK (cpf ~ '^[0-9]{11}$'),
  email text NOT NULL,
  data_nascimento date,
  senha_hash text,
  role text NOT NULL DEFAULT 'Candidato' CHECK (role IN ('Candidato', 'Administrador')),
  aceitou_termo boolean NOT NULL DEFAULT false,
  email_confirmado boolean NOT NULL DEFAULT false,
  uf char(2),
  govbr_dados jsonb,
  criado_em timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX usuario_email_unico ON usuario (lower(email));

CREATE TABLE sessao (
  id uuid PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  origem text NOT NULL DEFAULT 'credenciais',
  criada_em timestamptz NOT NULL DEFAULT now(),
  revogada_em timestamptz,
  motivo_revogacao text
);
CREATE INDEX sessao_usuario ON sessao (id_usuario);

-- Only the SHA-256 of a refresh token is stored; a spent one stays to detect replay.
CREATE TABLE refresh_token (
  hash text PRIMARY KEY,
  id_sessao uuid NOT NULL REFERENCES sessao (id) ON DELETE CASCADE,
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_token_sessao ON refresh_token (id_sessao);

CREATE TABLE token_uso_unico (
  hash text PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  tipo text NOT NULL CHECK (tipo IN ('CONFIRMACAO_EMAIL', 'REDEFINICAO_SENHA')),
  expira_em timestamptz NOT NULL,
  usado_em timestamptz,
  criado_em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX token_uso_unico_usuario ON token_uso_unico (id_usuario, tipo);

CREATE TABLE mensagem_saida (
  id serial PRIMARY KEY,
  para text NOT NULL,
  assunto text NOT NULL,
  corpo text NOT NULL,
  link text,
  tipo text NOT NULL,
  id_usuario integer REFERENCES usuario (id) ON DELETE SET NULL,
  criado_em timestamptz NOT NULL DEFAULT now(),
  enviado_em timestamptz
);
