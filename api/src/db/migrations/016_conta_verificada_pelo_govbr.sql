-- Issue 27 §1: a gov.br sign-in proves the CPF, a password registration does not. govbr_verificado_em records the
-- first gov.br sign-in into the account; until then, whoever registered the CPF with a password is not trusted, and
-- that first sign-in takes the account back (services/conta-pelo-govbr.ts). revisar_cadastro asks the owner to
-- review the records someone else may have typed (the account page shows it until the owner saves the profile).
ALTER TABLE usuario ADD COLUMN govbr_verificado_em timestamptz;
ALTER TABLE usuario ADD COLUMN revisar_cadastro boolean NOT NULL DEFAULT false;
-- Accounts gov.br created (no password ever set) were proved by gov.br. A linked account that also holds a password
-- cannot tell who registered it: its next gov.br sign-in takes it back like any unverified one.
UPDATE usuario SET govbr_verificado_em = criado_em WHERE govbr_dados IS NOT NULL AND senha_hash IS NULL;
