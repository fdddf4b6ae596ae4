import { nomeGrauInstrucao, nomeStatusGraduacao } from '@portal/contracts';
import { Campo } from '@portal/ui';
import type { ligadorDeCampos } from '../../../comum/formulario';
import type { FormularioSocioeconomico } from '../formulario-socioeconomico';

type Ligar = ReturnType<typeof ligadorDeCampos<FormularioSocioeconomico>>;

const RENDA = {
  ATE_1: 'Até 1 salário mínimo',
  DE_1_A_2: 'De 1 a 2 salários mínimos',
  DE_2_A_3: 'De 2 a 3 salários mínimos',
  DE_3_A_5: 'De 3 a 5 salários mínimos',
  ACIMA_5: 'Acima de 5 salários mínimos',
};
const SITUACAO_TRABALHO = {
  DESEMPREGADO: 'Desempregado(a)',
  EMPREGADO: 'Empregado(a)',
  AUTONOMO: 'Autônomo(a)',
  ESTUDANTE: 'Estudante',
  OUTRO: 'Outra situação',
};

function Opcoes({ nomes }: { nomes: Record<string | number, string> }) {
  return (
    <>
      <option value="">Selecione</option>
      {Object.entries(nomes).map(([valor, nome]) => (
        <option key={valor} value={valor}>
          {nome}
        </option>
      ))}
    </>
  );
}

/** Education first: the graduation-status question appears only when the level needs it (spec §5). */
export function CamposSocioeconomico({ ligar, pedeStatus }: { ligar: Ligar; pedeStatus: boolean }) {
  return (
    <>
      <Campo {...ligar('idGrauInstrucao')} tipo="select" rotulo="Escolaridade" required>
        <Opcoes nomes={nomeGrauInstrucao} />
      </Campo>
      {pedeStatus ? (
        <Campo
          {...ligar('idStatusGraduacao')}
          tipo="select"
          rotulo="Situação da escolaridade"
          dica="Você está cursando, concluiu ou interrompeu?"
          required
        >
          <Opcoes nomes={nomeStatusGraduacao} />
        </Campo>
      ) : null}
      <Campo {...ligar('rendaFamiliar')} tipo="select" rotulo="Renda familiar mensal" required>
        <Opcoes nomes={RENDA} />
      </Campo>
      <Campo
        {...ligar('pessoasResidencia')}
        rotulo="Quantas pessoas moram na sua casa, contando você?"
        inputMode="numeric"
        maxLength={2}
        required
      />
      <Campo {...ligar('situacaoTrabalho')} tipo="select" rotulo="Situação de trabalho" required>
        <Opcoes nomes={SITUACAO_TRABALHO} />
      </Campo>
      <Campo
        {...ligar('recebeBeneficioSocial')}
        tipo="select"
        rotulo="Alguém da sua família recebe benefício social?"
        required
      >
        <Opcoes nomes={{ nao: 'Não', sim: 'Sim' }} />
      </Campo>
    </>
  );
}
