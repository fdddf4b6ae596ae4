-- Delivery bookkeeping of the outbox: a sender reserves a message for a minute, and gives up after 5 attempts.
ALTER TABLE mensagem_saida ADD COLUMN tentativas integer NOT NULL DEFAULT 0;
ALTER TABLE mensagem_saida ADD COLUMN reservada_ate timestamptz;
CREATE INDEX mensagem_saida_pendente ON mensagem_saida (id) WHERE enviado_em IS NULL;
