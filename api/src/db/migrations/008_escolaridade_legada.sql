-- Records kept from before the graduation-status rule may lack it (spec §4: historico is then blocked until the
-- candidate updates the questionnaire). The API refuses new ones (contracts schema); the database no longer forbids them.
ALTER TABLE dados_socioeconomicos DROP CONSTRAINT IF EXISTS dados_socioeconomicos_check;
