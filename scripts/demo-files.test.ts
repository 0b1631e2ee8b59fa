import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROJECT_SEED, startTestSupabase, type TestSupabase } from '../supabase/local/test/harness.ts';
import { demoPdf, uploadDemoFiles } from './demo-files.ts';

let sb: TestSupabase;
beforeAll(async () => {
  sb = await startTestSupabase({ seedFile: PROJECT_SEED });
});
afterAll(async () => {
  await sb?.stop();
});

it('envoie un vrai PDF pour chaque document du client de démonstration', async () => {
  const sent = await uploadDemoFiles(sb.url, sb.serviceKey);
  expect(sent).toBeGreaterThanOrEqual(5);
  const { data: docs } = await sb
    .admin()
    .from('request_documents')
    .select('storage_path')
    .not('storage_path', 'is', null);
  for (const { storage_path } of docs as { storage_path: string }[]) {
    const { data, error } = await sb.admin().storage.from('documents').download(storage_path);
    expect(error, storage_path).toBeNull();
    expect(await data!.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  }
  // a second start changes nothing
  expect(await uploadDemoFiles(sb.url, sb.serviceKey)).toBe(sent);
  expect(new TextDecoder().decode(demoPdf('Pièce d’identité'))).toContain(
    "(Aidy - document de demonstration : Piece d'identite)",
  );
});
