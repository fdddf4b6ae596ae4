-- Throttling counters shared by every API process and kept across restarts (sign-in failures, reset e-mails,
-- enumeration), keyed by what they count: 'login:conta:12', 'login:par:12:203.0.113.9', 'reset:conta:12', ...
CREATE TABLE contador_tentativa (
  chave text PRIMARY KEY,
  contagem integer NOT NULL,
  inicio timestamptz NOT NULL DEFAULT now(),
  ultima timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contador_tentativa_ultima ON contador_tentativa (ultima);

-- Addresses an account signed in from successfully: they keep signing in while another address is being throttled.
CREATE TABLE endereco_conhecido (
  id_usuario integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  endereco text NOT NULL,
  visto_em timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (id_usuario, endereco)
);
