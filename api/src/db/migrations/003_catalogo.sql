-- Public catalogue: programmes, courses, municipalities, units, service orders and classes.
CREATE TABLE programa (id integer PRIMARY KEY, nome text NOT NULL, slug text NOT NULL UNIQUE);

CREATE TABLE arco (id serial PRIMARY KEY, nome text NOT NULL, url_slug text NOT NULL UNIQUE, descricao text NOT NULL);

CREATE TABLE curso (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  url_slug text NOT NULL,
  descricao text NOT NULL,
  carga_horaria integer NOT NULL CHECK (carga_horaria > 0),
  id_modalidade integer NOT NULL REFERENCES programa (id),
  id_arco integer REFERENCES arco (id),
  escolaridade_minima text NOT NULL,
  formato text NOT NULL CHECK (formato IN ('PRESENCIAL', 'ONLINE')),
  UNIQUE (id_modalidade, url_slug)
);

CREATE TABLE trilha (id serial PRIMARY KEY, nome text NOT NULL, url_slug text NOT NULL UNIQUE, descricao text NOT NULL);
CREATE TABLE trilha_curso (
  id_trilha integer NOT NULL REFERENCES trilha (id) ON DELETE CASCADE,
  id_curso integer NOT NULL REFERENCES curso (id) ON DELETE CASCADE,
  ordem integer NOT NULL,
  PRIMARY KEY (id_trilha, id_curso)
);

-- The id is the IBGE municipality code.
CREATE TABLE municipio (id integer PRIMARY KEY, nome text NOT NULL, uf char(2) NOT NULL);

CREATE TABLE unidade (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  endereco text NOT NULL,
  id_municipio integer NOT NULL REFERENCES municipio (id)
);

CREATE TABLE ordem_servico (
  id serial PRIMARY KEY,
  id_curso integer NOT NULL REFERENCES curso (id),
  id_unidade integer NOT NULL REFERENCES unidade (id),
  UNIQUE (id_curso, id_unidade)
);

-- vagas_ocupadas never exceeds vagas: the CHECK holds whatever the concurrency.
CREATE TABLE turma (
  id serial PRIMARY KEY,
  id_ordem_servico integer NOT NULL REFERENCES ordem_servico (id),
  turno text NOT NULL CHECK (turno IN ('MANHA', 'TARDE', 'NOITE', 'INTEGRAL')),
  horario text NOT NULL,
  data_inicio date NOT NULL,
  data_fim date NOT NULL,
  inscricoes_ate date NOT NULL,
  vagas integer NOT NULL CHECK (vagas > 0),
  vagas_ocupadas integer NOT NULL DEFAULT 0,
  aberta boolean NOT NULL DEFAULT true,
  CHECK (vagas_ocupadas >= 0 AND vagas_ocupadas <= vagas),
  CHECK (data_fim >= data_inicio)
);
CREATE INDEX turma_ordem_servico ON turma (id_ordem_servico);

CREATE TABLE faq (id serial PRIMARY KEY, tipo text NOT NULL, pergunta text NOT NULL, resposta text NOT NULL, ordem integer NOT NULL);
CREATE INDEX faq_tipo ON faq (tipo, ordem);
