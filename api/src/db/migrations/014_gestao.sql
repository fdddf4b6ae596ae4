-- The operations area (issue 15, decision 1500): staff roles, their scopes, statuses 6 and 7, and the class's own history.
ALTER TABLE usuario DROP CONSTRAINT usuario_role_check;
ALTER TABLE usuario ADD CONSTRAINT usuario_role_check
  CHECK (role IN ('Candidato', 'Administrador', 'Secretaria', 'Executora', 'Professor', 'Inscricao'));

-- What a staff member may see and act on: units (Executora), programmes (Secretaria) or classes (Professor). Exactly
-- one target per row; the API reads it on every request, so removing a row takes effect at the next call.
CREATE TABLE escopo_gestao (
  id serial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  id_unidade integer REFERENCES unidade (id) ON DELETE CASCADE,
  id_programa integer REFERENCES programa (id) ON DELETE CASCADE,
  id_turma integer REFERENCES turma (id) ON DELETE CASCADE,
  CHECK (num_nonnulls(id_unidade, id_programa, id_turma) = 1)
);
CREATE UNIQUE INDEX escopo_gestao_unico
  ON escopo_gestao (id_usuario, coalesce(id_unidade, 0), coalesce(id_programa, 0), coalesce(id_turma, 0));

-- 6 Em espera and 7 Convocação expirada; 6 also blocks another enrolment in the modality (decision 1500).
ALTER TABLE inscricao DROP CONSTRAINT inscricao_id_status_inscricao_check;
ALTER TABLE inscricao ADD CONSTRAINT inscricao_id_status_inscricao_check CHECK (id_status_inscricao BETWEEN 1 AND 7);
DROP INDEX inscricao_uma_ativa_por_modalidade;
CREATE UNIQUE INDEX inscricao_uma_ativa_por_modalidade
  ON inscricao (id_usuario, id_modalidade) WHERE id_status_inscricao IN (1, 3, 4, 6);
-- A class's list, by status, in enrolment order.
CREATE INDEX inscricao_turma_status ON inscricao (id_turma_principal, id_status_inscricao, data_inscricao, id);
CREATE INDEX inscricao_auditoria_turma ON inscricao_auditoria (id_turma, em);

-- Changes of the class itself (seats, enrolment opened or closed): who, when and what (decision 1510). Open/closed is
-- the existing turma.aberta, the flag the create path and the catalogue already read.
CREATE TABLE turma_auditoria (
  id serial PRIMARY KEY,
  id_turma integer NOT NULL REFERENCES turma (id),
  id_autor integer REFERENCES usuario (id),
  motivo text NOT NULL,
  em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX turma_auditoria_turma ON turma_auditoria (id_turma, em);
