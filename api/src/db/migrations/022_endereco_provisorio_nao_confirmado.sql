-- Decision 0146: an account with no e-mail of its own holds a provisional address (<cpf>@sem-email.gov.br), never
-- confirmed, that receives nothing.
-- gov.br accounts created before it with no e-mail in the claims got it confirmed, and could enrol with an address
-- nobody reads; they now give theirs first, like every account without one.
UPDATE usuario SET email_confirmado = false WHERE lower(email) LIKE '%@sem-email.gov.br' AND email_confirmado;
-- Accounts gov.br took back before it with no free gov.br address kept the registrant's address, unconfirmed, and the
-- owner's "Reenviar" mailed it a confirmation link (he confirmed it, then asked for a new password). Those are the
-- proved accounts with no password whose unconfirmed address is not gov.br's: the links already sent die, and the
-- address becomes the provisional one.
UPDATE token_uso_unico SET usado_em = now()
 WHERE usado_em IS NULL
   AND id_usuario IN (SELECT id FROM usuario
                       WHERE govbr_verificado_em IS NOT NULL AND senha_hash IS NULL AND NOT email_confirmado
                         AND lower(email) NOT LIKE '%@sem-email.gov.br'
                         AND lower(email) IS DISTINCT FROM lower(govbr_dados ->> 'email'));
UPDATE usuario SET email = cpf || '@sem-email.gov.br', atualizado_em = now()
 WHERE govbr_verificado_em IS NOT NULL AND senha_hash IS NULL AND NOT email_confirmado
   AND lower(email) NOT LIKE '%@sem-email.gov.br'
   AND lower(email) IS DISTINCT FROM lower(govbr_dados ->> 'email');
