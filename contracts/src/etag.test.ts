import { correspondeAoEtag } from './etag';

describe('correspondeAoEtag', () => {
  const etag = '"abc123"';

  it('aceita o ETag exato, uma lista, a forma fraca e *', () => {
    expect(correspondeAoEtag(etag, etag)).toBe(true);
    expect(correspondeAoEtag(`"outro", ${etag}`, etag)).toBe(true);
    expect(correspondeAoEtag(`W/${etag}`, etag)).toBe(true);
    expect(correspondeAoEtag('*', etag)).toBe(true);
  });

  it('recusa ausência e ETag diferente', () => {
    expect(correspondeAoEtag(undefined, etag)).toBe(false);
    expect(correspondeAoEtag('"outro"', etag)).toBe(false);
  });
});
