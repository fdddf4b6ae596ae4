import { Rota } from '@portal/contracts/rotas';

/**
 * The installed portal (issue 30 item 1; decision 0400): the web app manifest the shell's build writes as
 * `manifest.webmanifest` (tooling reads this module with `avaliarTypeScript`, like `caminhos.ts`), and the icons it
 * draws from `public/favicon.svg`'s shapes (`scripts/gerar-favicon-png.mjs`). Paths come from `Rota`, so a shortcut
 * follows its page if it moves.
 */
export const COR_DO_TEMA = { claro: '#0b3d91', escuro: '#10151c' } as const;
export const COR_DE_FUNDO = { claro: '#ffffff', escuro: '#10151c' } as const;

/** Each icon the build draws: its file at the root of the build, its side in pixels, and whether it is maskable. */
export const ICONES_DO_APP = [
  { arquivo: 'icone-192.png', lado: 192, mascaravel: false },
  { arquivo: 'icone-512.png', lado: 512, mascaravel: false },
  { arquivo: 'icone-mascaravel-512.png', lado: 512, mascaravel: true },
] as const;

export const ARQUIVO_DO_MANIFESTO = 'manifest.webmanifest';

const icone = ({ arquivo, lado, mascaravel }: (typeof ICONES_DO_APP)[number]) => ({
  src: `/${arquivo}`,
  sizes: `${lado}x${lado}`,
  type: 'image/png',
  purpose: mascaravel ? 'maskable' : 'any',
});

export const MANIFESTO_DO_APP = {
  id: '/',
  name: 'Portal Qualifica — cursos de qualificação profissional',
  short_name: 'Qualifica SP',
  description:
    'Inscrição em cursos gratuitos de qualificação profissional do Governo do Estado de São Paulo.',
  lang: 'pt-BR',
  dir: 'ltr',
  start_url: Rota.home,
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: COR_DO_TEMA.claro,
  background_color: COR_DE_FUNDO.claro,
  // Not yet standard (W3C manifest incubation): browsers that read it paint the splash and title bar dark for a
  // phone in dark mode; the others keep the light colours, and the page's `theme-color` metas say the same per scheme.
  user_preferences: {
    color_scheme_dark: { theme_color: COR_DO_TEMA.escuro, background_color: COR_DE_FUNDO.escuro },
  },
  categories: ['education', 'government'],
  icons: ICONES_DO_APP.map(icone),
  shortcuts: [
    {
      name: 'Minhas inscrições',
      short_name: 'Inscrições',
      description: 'Acompanhe, confirme ou cancele suas inscrições.',
      url: Rota.historico,
      icons: [icone(ICONES_DO_APP[0])],
    },
    {
      name: 'Cursos',
      short_name: 'Cursos',
      description: 'Cursos gratuitos do Qualifica SP.',
      url: Rota.cursosQualificaSP,
      icons: [icone(ICONES_DO_APP[0])],
    },
  ],
} as const;
