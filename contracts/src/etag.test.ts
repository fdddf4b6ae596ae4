import { correspondeAoEtag, etagDe } from './etag';

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

describe('etagDe', () => {
  it('dá o mesmo ETag forte ao mesmo corpo e outro a outro corpo', () => {
    const etag = etagDe('[{"id":1}]');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(etagDe('[{"id":1}]')).toBe(etag);
    expect(etagDe('[{"id":2}]')).not.toBe(etag);
  });

  // FIPS 180 test vector: SHA-1("abc") = a9993e36 4706816a ba3e2571 7850c26c 9cd0d89d, here in base64url.
  it('é o SHA-1 do corpo em base64url, entre aspas', () => {
    expect(etagDe('abc')).toBe('"qZk-NkcGgWq6PiVxeFDCbJzQ2J0"');
  });
});
