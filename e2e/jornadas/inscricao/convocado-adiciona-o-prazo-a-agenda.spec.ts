import { expect, test } from '../../testes/jornada';
import {
  baixarAgenda,
  conferirFormato,
  horaDeSaoPaulo,
  inicioDaTurma,
  linhasDoIcs,
} from '../../testes/inscricao/agenda';
import { TURMA_DA_HISTORIA, convocadoNoHistorico, linhaDaInscricao } from '../../testes/inscricao/convocacao';

test('o convocado baixa o .ics com o prazo de confirmação, o lembrete da véspera e o início das aulas', async ({
  page,
  request,
}) => {
  const { candidato, prazo } = await convocadoNoHistorico(page, request, TURMA_DA_HISTORIA.agenda);
  const { id, turmaPrincipal: turma } = candidato.inscricao;
  const linha = page.locator(linhaDaInscricao(id));
  await expect(linha).toContainText('Você foi convocado(a).');

  const arquivo = await baixarAgenda(page, linha.getByRole('button', { name: /^Adicionar à agenda/ }));
  expect(arquivo.nome).toBe(`convocacao-inscricao-${id}.ics`);
  conferirFormato(arquivo.conteudo);

  const [prazoNoArquivo, aulas] = arquivo.conteudo.split('BEGIN:VEVENT').slice(1).map(linhasDoIcs);
  // The deadline at its instant in São Paulo (23:59:59 there, decision 1500), reminded at 09:00 the day before.
  expect(horaDeSaoPaulo(prazo)).toMatch(/T235959$/);
  expect(prazoNoArquivo).toEqual(
    expect.arrayContaining([
      `DTSTART;TZID=America/Sao_Paulo:${horaDeSaoPaulo(prazo)}`,
      `SUMMARY:Prazo para confirmar a matrícula: ${turma.cursoQualificacao.nome}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'TRIGGER:-P1DT14H59M59S',
    ]),
  );
  expect(prazoNoArquivo!.find((l) => l.startsWith('UID:'))).toMatch(
    new RegExp(`^UID:inscricao-${id}-convocacao-\\d+-prazo@portal-qualifica$`),
  );
  expect(aulas).toEqual(
    expect.arrayContaining([
      inicioDaTurma(turma),
      `UID:inscricao-${id}-turma-${turma.id}-inicio@portal-qualifica`,
      `SUMMARY:Início das aulas: ${turma.cursoQualificacao.nome}`,
    ]),
  );
  // The unit's address has commas: escaped in the file.
  expect(aulas!.find((l) => l.startsWith('LOCATION:'))).toContain(turma.unidade.nome);
  expect(aulas!.find((l) => l.startsWith('LOCATION:'))).not.toMatch(/[^\\],/);
});
