-- Fast-track candidate records, one row of each per user.
CREATE TABLE dados_cadastrais (
  id_usuario integer PRIMARY KEY REFERENCES usuario (id) ON DELETE CASCADE,
  nome text NOT NULL,
  nome_social text,
  cpf char(11) NOT NULL,
  data_nascimento date NOT NULL,
  sexo text NOT NULL CHECK (sexo IN ('F', 'M', 'O')),
  raca_cor text NOT NULL,
  possui_deficiencia boolean NOT NULL,
  tipo_deficiencia text,
  telefone text NOT NULL,
  email text NOT NULL,
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE endereco (
  id_usuario integer PRIMARY KEY REFERENCES usuario (id) ON DELETE CASCADE,
  cep char(8) NOT NULL CHECK (cep ~ '^[0-9]{8}$'),
  logradouro text NOT NULL,
  numero text NOT NULL,
  complemento text,
  bairro text NOT NULL,
  municipio text NOT NULL,
  id_municipio integer,
  uf char(2) NOT NULL,
  atualizado_em timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE dados_socioeconomicos (
  id_usuario integer PRIMARY KEY REFERENCES usuario (id) ON DELETE CASCADE,
  id_grau_instrucao integer NOT NULL CHECK (id_grau_instrucao BETWEEN 1 AND 9),
  id_status_graduacao integer CHECK (id_status_graduacao BETWEEN 1 AND 3),
  renda_familiar text NOT NULL,
  pessoas_residencia integer NOT NULL,
  situacao_trabalho text NOT NULL,
  recebe_beneficio_social boolean NOT NULL,
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  CHECK (id_grau_instrucao <= 2 OR id_status_graduacao IS NOT NULL)
);

CREATE TABLE pagamento (
  id serial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  protocolo_pagamento text NOT NULL,
  senha_pagamento text NOT NULL,
  status_pagamento text NOT NULL
);
CREATE INDEX pagamento_usuario ON pagamento (id_usuario);
