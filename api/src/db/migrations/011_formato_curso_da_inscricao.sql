-- The course format the candidate enrolled in (spec §3, stored item {formatoCurso}), kept with the enrolment.
-- Nullable so rows written by older code still load; the repository falls back to the course's format.
ALTER TABLE inscricao ADD COLUMN formato_curso text CHECK (formato_curso IN ('PRESENCIAL', 'ONLINE'));
UPDATE inscricao i SET formato_curso = c.formato
  FROM turma t JOIN ordem_servico os ON os.id = t.id_ordem_servico JOIN curso c ON c.id = os.id_curso
 WHERE t.id = i.id_turma_principal;
