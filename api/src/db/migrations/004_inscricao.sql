-- Enrolments. id_modalidade is copied from the course so the one-active-per-modality rule is a partial unique index.
CREATE TABLE inscricao (
  id serial PRIMARY KEY,
  id_turma_principal integer NOT NULL REFERENCES turma (id),
  id_turma_opcao integer REFERENCES turma (id),
  id_usuario integer NOT NULL REFERENCES usuario (id),
  id_modalidade integer NOT NULL REFERENCES programa (id),
  id_status_inscricao integer NOT NULL CHECK (id_status_inscricao BETWEEN 1 AND 5),
  aviso_cancelamento_visto boolean NOT NULL DEFAULT false,
  id_convocacao integer,
  aprovado boolean,
  data_inscricao timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now()
);
-- Statuses 1 (active), 3 (called up) and 4 (enrolled) block another enrolment in the same modality (decision 0110).
CREATE UNIQUE INDEX inscricao_uma_ativa_por_modalidade
  ON inscricao (id_usuario, id_modalidade) WHERE id_status_inscricao IN (1, 3, 4);
CREATE INDEX inscricao_usuario ON inscricao (id_usuario);
CREATE INDEX inscricao_turma ON inscricao (id_turma_principal);

CREATE TABLE inscricao_auditoria (
  id serial PRIMARY KEY,
  id_inscricao integer NOT NULL REFERENCES inscricao (id),
  status_anterior integer,
  status_novo integer NOT NULL,
  id_turma integer,
  id_autor integer REFERENCES usuario (id),
  motivo text NOT NULL,
  em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX inscricao_auditoria_inscricao ON inscricao_auditoria (id_inscricao);

CREATE TABLE periodo_inscricao (
  id serial PRIMARY KEY,
  id_programa integer NOT NULL REFERENCES programa (id),
  inicio date NOT NULL,
  fim date NOT NULL,
  CHECK (fim >= inicio)
);
