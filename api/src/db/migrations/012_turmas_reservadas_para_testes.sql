-- Classes kept for automated tests (decision 0111: 9001, 9002, 9003) never show in the public catalogue
-- (decision 0131). They stay in every database because tests and the bench use their fixed ids.
ALTER TABLE turma ADD COLUMN reservada_para_testes boolean NOT NULL DEFAULT false;
UPDATE turma SET reservada_para_testes = true WHERE id IN (9001, 9002, 9003);
