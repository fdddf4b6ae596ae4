-- Who gave or took a staff role or scope, and when (issue 29 §1, decision 0210): the person changed, the author
-- (null = the bootstrap command run by the operator on the server), what was done, and the role and scopes before
-- and after, as JSON, so the record stays readable after the scope's unit, programme or class is gone.
CREATE TABLE equipe_auditoria (
  id serial PRIMARY KEY,
  id_usuario integer NOT NULL REFERENCES usuario (id),
  id_autor integer REFERENCES usuario (id),
  acao text NOT NULL CHECK (acao IN ('criar-administrador', 'conceder-papel', 'remover-papel', 'incluir-escopo', 'remover-escopo')),
  antes jsonb NOT NULL,
  depois jsonb NOT NULL,
  em timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX equipe_auditoria_usuario ON equipe_auditoria (id_usuario, em);
-- The staff list reads every account that is not a candidate; candidates are the great majority.
CREATE INDEX usuario_da_equipe ON usuario (id) WHERE role <> 'Candidato';
