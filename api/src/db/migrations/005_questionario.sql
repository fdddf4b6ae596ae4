-- Questionnaires (company, Empreenda, general, dynamic, enrolment) and their answers; page views.
CREATE TABLE questionario (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('EMPRESA', 'EMPREENDA', 'GERAL', 'DINAMICO', 'MATRICULA')),
  id_curso integer REFERENCES curso (id)
);

CREATE TABLE pergunta (
  id serial PRIMARY KEY,
  id_questionario integer NOT NULL REFERENCES questionario (id) ON DELETE CASCADE,
  texto text NOT NULL,
  tipo text NOT NULL CHECK (tipo IN ('TEXTO', 'UNICA', 'MULTIPLA')),
  obrigatoria boolean NOT NULL,
  ordem integer NOT NULL
);

CREATE TABLE pergunta_opcao (
  id serial PRIMARY KEY,
  id_pergunta integer NOT NULL REFERENCES pergunta (id) ON DELETE CASCADE,
  texto text NOT NULL,
  ordem integer NOT NULL
);

CREATE TABLE resposta_questionario (
  id serial PRIMARY KEY,
  id_questionario integer NOT NULL REFERENCES questionario (id),
  id_usuario integer NOT NULL REFERENCES usuario (id),
  id_curso integer REFERENCES curso (id),
  id_periodo_inscricao integer REFERENCES periodo_inscricao (id),
  respostas jsonb NOT NULL,
  respondido_em timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX resposta_unica
  ON resposta_questionario (id_questionario, id_usuario, coalesce(id_curso, 0), coalesce(id_periodo_inscricao, 0));

CREATE TABLE pageview (
  id serial PRIMARY KEY,
  path text NOT NULL,
  referrer text,
  title text,
  id_usuario integer,
  em timestamptz NOT NULL DEFAULT now()
);
