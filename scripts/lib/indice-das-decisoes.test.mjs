/**
 * docs/decisions/README.md is the map of the decision records (issue 31): every record starts with its header
 * (`# NNNN — Título`, a blank line, `- Status: em vigor` or `- Status: substituída por NNNN`, `- Data: AAAA-MM-DD`),
 * the index lists every record once, in number order, with the title, status and date of its header, and a replaced
 * record points, right under its header, to a record that exists and leads to one in force.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { RAIZ } from './caminhos.mjs';

const PASTA = path.join(RAIZ, 'docs/decisions');
const NOME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const TITULO = /^# (\d{4}) — (\S.*)$/;
const STATUS = /^- Status: (em vigor|substituída por (\d{4}))$/;
const DATA = /^- Data: (\d{4}-\d{2}-\d{2})$/;
const LINHA_DO_INDICE = /^\|\s*\[(\d{4})\]\(([^)\s]+)\)\s*\|\s*(.+?)\s*\|\s*(.+?)\s*\|\s*(.+?)\s*\|$/;

/**
 * Records whose header another change in flight writes (0120, the threat model, has its own owner). While such a
 * record still lacks the header, only its title line and its place in the index are checked; once it has the header,
 * it is checked like any other, so this list never hides a wrong header.
 */
const CABECALHO_A_CARGO_DE_OUTRA_MUDANCA = new Set(['0120']);

const dataValida = (texto) => {
  const data = new Date(`${texto}T00:00:00Z`);
  return !Number.isNaN(data.getTime()) && data.toISOString().slice(0, 10) === texto;
};

/** Reads one record's header; `problemas` gets what is wrong with it. */
function lerCabecalho(nome, texto, problemas) {
  const numero = nome.slice(0, 4);
  const linhas = texto.split('\n');
  const titulo = TITULO.exec(linhas[0] ?? '');
  if (!titulo || titulo[1] !== numero) {
    problemas.push(`${nome}: a primeira linha deve ser "# ${numero} — Título"`);
    return null;
  }
  const status = STATUS.exec(linhas[2] ?? '');
  const data = DATA.exec(linhas[3] ?? '');
  const semCabecalho = linhas[1] !== '' || !status || !data || (linhas[4] ?? '') !== '';
  if (
    semCabecalho &&
    CABECALHO_A_CARGO_DE_OUTRA_MUDANCA.has(numero) &&
    !linhas.slice(1, 5).some((l) => STATUS.test(l))
  ) {
    return { numero, nome, titulo: titulo[2], status: null, data: null, substituidaPor: null, corpo: '' };
  }
  if (semCabecalho) {
    problemas.push(
      `${nome}: falta o cabeçalho (linha em branco, "- Status: em vigor" ou "- Status: substituída por NNNN", ` +
        `"- Data: AAAA-MM-DD", linha em branco)`,
    );
    return null;
  }
  if (!dataValida(data[1])) problemas.push(`${nome}: a data ${data[1]} não existe`);
  return {
    numero,
    nome,
    titulo: titulo[2],
    status: status[1],
    data: data[1],
    substituidaPor: status[2] ?? null,
    corpo: linhas.slice(5).find((linha) => linha.trim() !== '') ?? '',
  };
}

/** Reads the index table of the README: the rows after "## Índice", without the header row and the separator. */
function lerIndice(readme, problemas) {
  const inicio = readme.indexOf('\n## Índice\n');
  if (inicio < 0) {
    problemas.push('README.md: falta a seção "## Índice"');
    return [];
  }
  const tabela = readme
    .slice(inicio)
    .split('\n')
    .filter((linha) => linha.startsWith('|'));
  return tabela.slice(2).flatMap((linha) => {
    const achado = LINHA_DO_INDICE.exec(linha);
    if (!achado) {
      problemas.push(
        `README.md: linha fora do formato "| [NNNN](arquivo.md) | título | status | data |": ${linha}`,
      );
      return [];
    }
    const [, numero, arquivo, titulo, status, data] = achado;
    return [{ numero, arquivo, titulo, status, data }];
  });
}

/**
 * Everything wrong with a decisions folder: `arquivos` maps each file name of the folder to its text (README.md
 * included). An empty list means the records and the index agree.
 */
export function problemasDasDecisoes(arquivos) {
  const problemas = [];
  const registros = new Map();
  /** Numbers of records whose header is already reported as wrong: the index and the chains say nothing more of them. */
  const ilegiveis = new Set();
  for (const [nome, texto] of Object.entries(arquivos).sort(([a], [b]) => a.localeCompare(b))) {
    if (nome === 'README.md') continue;
    if (!NOME.test(nome)) {
      problemas.push(`${nome}: o nome de um registro é NNNN-titulo-curto.md`);
      continue;
    }
    const registro = lerCabecalho(nome, texto, problemas);
    if (!registro) {
      ilegiveis.add(nome.slice(0, 4));
      continue;
    }
    const outro = registros.get(registro.numero);
    if (outro) problemas.push(`${nome}: o número ${registro.numero} já é de ${outro.nome}`);
    else registros.set(registro.numero, registro);
  }

  for (const registro of registros.values()) {
    if (!registro.substituidaPor) continue;
    const { nome, substituidaPor } = registro;
    if (ilegiveis.has(substituidaPor)) continue;
    if (!registros.has(substituidaPor)) {
      problemas.push(`${nome}: substituída por ${substituidaPor}, que não existe`);
      continue;
    }
    if (!registro.corpo.includes(substituidaPor)) {
      problemas.push(
        `${nome}: a linha logo abaixo do cabeçalho deve apontar para a decisão ${substituidaPor}`,
      );
    }
    const vistos = new Set([registro.numero]);
    let atual = registros.get(substituidaPor);
    while (atual?.substituidaPor && !vistos.has(atual.numero)) {
      vistos.add(atual.numero);
      atual = registros.get(atual.substituidaPor);
    }
    if (!atual || vistos.has(atual.numero)) {
      problemas.push(`${nome}: a cadeia de "substituída por" não chega a um registro em vigor`);
    }
  }

  const indice = lerIndice(arquivos['README.md'] ?? '', problemas);
  const listados = new Set();
  let anterior = '';
  for (const linha of indice) {
    const { numero } = linha;
    if (listados.has(numero)) problemas.push(`README.md: ${numero} aparece mais de uma vez`);
    listados.add(numero);
    if (numero <= anterior)
      problemas.push(`README.md: ${numero} está fora da ordem (vem depois de ${anterior})`);
    anterior = numero;
    const registro = registros.get(numero);
    if (!registro && ilegiveis.has(numero)) continue;
    if (!registro) {
      problemas.push(`README.md: lista ${numero}, que não existe em docs/decisions`);
      continue;
    }
    if (linha.arquivo !== registro.nome)
      problemas.push(`README.md: ${numero} liga a ${linha.arquivo}, e não a ${registro.nome}`);
    if (linha.titulo !== registro.titulo) {
      problemas.push(
        `README.md: o título de ${numero} é "${registro.titulo}" no registro e "${linha.titulo}" no índice`,
      );
    }
    if (registro.status !== null && linha.status !== registro.status) {
      problemas.push(
        `README.md: o status de ${numero} é "${registro.status}" no registro e "${linha.status}" no índice`,
      );
    }
    if (registro.data !== null && linha.data !== registro.data) {
      problemas.push(
        `README.md: a data de ${numero} é ${registro.data} no registro e ${linha.data} no índice`,
      );
    }
  }
  for (const numero of registros.keys()) {
    if (!listados.has(numero))
      problemas.push(`README.md: falta ${numero} (${registros.get(numero).nome}) no índice`);
  }
  return problemas;
}

const lerPasta = () =>
  Object.fromEntries(
    readdirSync(PASTA)
      .filter((nome) => nome.endsWith('.md'))
      .map((nome) => [nome, readFileSync(path.join(PASTA, nome), 'utf8')]),
  );

const registro = (numero, titulo, status = 'em vigor', corpo = 'Texto.') =>
  `# ${numero} — ${titulo}\n\n- Status: ${status}\n- Data: 2026-11-27\n\n${corpo}\n`;

const indice = (...linhas) =>
  `# Registros de decisão\n\n## Índice\n\n| número | título | status | data |\n| --- | --- | --- | --- |\n${linhas.join('\n')}\n`;

/** A small folder that agrees with its index: 0200 replaced by 0201. */
const pastaEmOrdem = () => ({
  '0200-primeira.md': registro('0200', 'Primeira', 'substituída por 0201', 'Substituída pela decisão 0201.'),
  '0201-segunda.md': registro('0201', 'Segunda `com código`'),
  'README.md': indice(
    '| [0200](0200-primeira.md) | Primeira | substituída por 0201 | 2026-11-27 |',
    '| [0201](0201-segunda.md) | Segunda `com código` | em vigor | 2026-11-27 |',
  ),
});

describe('índice das decisões', () => {
  it('docs/decisions: todo registro tem o cabeçalho e o índice lista cada um como ele é', () => {
    assert.deepEqual(problemasDasDecisoes(lerPasta()), []);
  });

  it('uma pasta em ordem não tem problema (o caso de que os outros partem)', () => {
    assert.deepEqual(problemasDasDecisoes(pastaEmOrdem()), []);
  });

  it('um registro sem o cabeçalho', () => {
    const pasta = {
      ...pastaEmOrdem(),
      '0201-segunda.md': '# 0201 — Segunda `com código`\n\nTexto sem status.\n',
    };
    assert.deepEqual(problemasDasDecisoes(pasta), [
      '0201-segunda.md: falta o cabeçalho (linha em branco, "- Status: em vigor" ou "- Status: substituída por NNNN", ' +
        '"- Data: AAAA-MM-DD", linha em branco)',
    ]);
  });

  it('um título com outro número, um status fora da lista e uma data que não existe', () => {
    const pasta = {
      ...pastaEmOrdem(),
      '0201-segunda.md': '# 0202 — Segunda\n\n- Status: em vigor\n- Data: 2026-11-27\n\nTexto.\n',
    };
    assert.match(
      problemasDasDecisoes(pasta)[0],
      /^0201-segunda\.md: a primeira linha deve ser "# 0201 — Título"$/,
    );
    pasta['0201-segunda.md'] = registro('0201', 'Segunda `com código`', 'revogada');
    assert.match(problemasDasDecisoes(pasta)[0], /^0201-segunda\.md: falta o cabeçalho/);
    pasta['0201-segunda.md'] = registro('0201', 'Segunda `com código`').replace('2026-11-27', '2026-02-30');
    assert.ok(problemasDasDecisoes(pasta).includes('0201-segunda.md: a data 2026-02-30 não existe'));
  });

  it('o índice esquece um registro, ou lista um que não existe', () => {
    const semLinha = pastaEmOrdem();
    semLinha['0202-terceira.md'] = registro('0202', 'Terceira');
    assert.deepEqual(problemasDasDecisoes(semLinha), ['README.md: falta 0202 (0202-terceira.md) no índice']);

    const aMais = pastaEmOrdem();
    aMais['README.md'] = aMais['README.md'].replace(
      /\n$/,
      '\n| [0203](0203-quarta.md) | Quarta | em vigor | 2026-11-27 |\n',
    );
    assert.deepEqual(problemasDasDecisoes(aMais), [
      'README.md: lista 0203, que não existe em docs/decisions',
    ]);
  });

  it('título, status ou data do índice diferentes do cabeçalho', () => {
    const pasta = pastaEmOrdem();
    pasta['README.md'] = indice(
      '| [0200](0200-primeira.md) | Primeira versão | em vigor | 2026-11-26 |',
      '| [0201](0201-segunda.md) | Segunda `com código` | em vigor | 2026-11-27 |',
    );
    assert.deepEqual(problemasDasDecisoes(pasta), [
      'README.md: o título de 0200 é "Primeira" no registro e "Primeira versão" no índice',
      'README.md: o status de 0200 é "substituída por 0201" no registro e "em vigor" no índice',
      'README.md: a data de 0200 é 2026-11-27 no registro e 2026-11-26 no índice',
    ]);
  });

  it('"substituída por" um registro que não existe, sem apontar para ele, ou numa cadeia que não chega a um em vigor', () => {
    const inexistente = pastaEmOrdem();
    inexistente['0200-primeira.md'] = registro('0200', 'Primeira', 'substituída por 0209', 'Ver a 0209.');
    inexistente['README.md'] = inexistente['README.md'].replace(
      'substituída por 0201',
      'substituída por 0209',
    );
    assert.deepEqual(problemasDasDecisoes(inexistente), [
      '0200-primeira.md: substituída por 0209, que não existe',
    ]);

    const semPonteiro = pastaEmOrdem();
    semPonteiro['0200-primeira.md'] = registro(
      '0200',
      'Primeira',
      'substituída por 0201',
      'Contexto antigo.',
    );
    assert.deepEqual(problemasDasDecisoes(semPonteiro), [
      '0200-primeira.md: a linha logo abaixo do cabeçalho deve apontar para a decisão 0201',
    ]);

    const emCirculo = pastaEmOrdem();
    emCirculo['0201-segunda.md'] = registro(
      '0201',
      'Segunda `com código`',
      'substituída por 0200',
      'Ver a 0200.',
    );
    emCirculo['README.md'] = emCirculo['README.md'].replace('| em vigor |', '| substituída por 0200 |');
    assert.deepEqual(problemasDasDecisoes(emCirculo), [
      '0200-primeira.md: a cadeia de "substituída por" não chega a um registro em vigor',
      '0201-segunda.md: a cadeia de "substituída por" não chega a um registro em vigor',
    ]);
  });

  it('dois registros com o mesmo número, um nome fora do padrão, e o índice fora de ordem', () => {
    const pasta = pastaEmOrdem();
    pasta['0201-outra.md'] = registro('0201', 'Outra');
    pasta['notas.md'] = 'Rascunho.\n';
    pasta['README.md'] = indice(
      '| [0201](0201-outra.md) | Outra | em vigor | 2026-11-27 |',
      '| [0200](0200-primeira.md) | Primeira | substituída por 0201 | 2026-11-27 |',
    );
    assert.deepEqual(problemasDasDecisoes(pasta), [
      '0201-segunda.md: o número 0201 já é de 0201-outra.md',
      'notas.md: o nome de um registro é NNNN-titulo-curto.md',
      'README.md: 0200 está fora da ordem (vem depois de 0201)',
    ]);
  });

  it('um registro novo de outra mudança, com o cabeçalho, é aceito assim que entra no índice', () => {
    const pasta = pastaEmOrdem();
    pasta['1600-nova.md'] = registro('1600', 'Uma decisão nova');
    assert.deepEqual(problemasDasDecisoes(pasta), ['README.md: falta 1600 (1600-nova.md) no índice']);
    pasta['README.md'] += '| [1600](1600-nova.md) | Uma decisão nova | em vigor | 2026-11-27 |\n';
    assert.deepEqual(problemasDasDecisoes(pasta), []);
  });
});
