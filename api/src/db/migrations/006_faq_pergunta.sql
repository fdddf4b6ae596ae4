-- Visitors' questions from faq-form, answered by e-mail.
CREATE TABLE faq_pergunta (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  email text NOT NULL,
  assunto text NOT NULL,
  pergunta text NOT NULL,
  recebida_em timestamptz NOT NULL DEFAULT now(),
  respondida_em timestamptz
);
