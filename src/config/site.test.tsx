import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('coordonnées de la société', () => {
  it('réseaux sociaux et téléphone viennent de la configuration', async () => {
    vi.stubEnv('VITE_COMPANY_PHONE', '04 78 00 00 00');
    vi.stubEnv('VITE_COMPANY_LINKEDIN', 'https://www.linkedin.com/company/aidy');
    const { company } = await import('./site.ts');
    expect(company.phone).toBe('04 78 00 00 00');
    expect(company.social).toEqual([{ label: 'LinkedIn', href: 'https://www.linkedin.com/company/aidy' }]);
  });

  it('sans configuration, ni numéro ni réseau (rien d’inventé)', async () => {
    vi.stubEnv('VITE_COMPANY_PHONE', '');
    vi.stubEnv('VITE_CONTACT_PHONE', '');
    const { company } = await import('./site.ts');
    expect(company.phone).toBe('');
    expect(company.social).toEqual([]);
  });
});
