-- Decision 0146: the provisional address of an account with no e-mail of its own (<cpf>@sem-email.gov.br) is never
-- confirmed and receives nothing. gov.br accounts created before it with no e-mail in the claims got it confirmed, and
-- could enrol with an address nobody reads; they now give theirs first, like every account without one.
UPDATE usuario SET email_confirmado = false WHERE lower(email) LIKE '%@sem-email.gov.br' AND email_confirmado;
