// The files of the demo client's documents (supabase/seed.sql records them; SQL cannot store bytes): small
// real PDFs uploaded through the storage API once the seed has run, so « Télécharger » works in the demo.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';

const DEMO_FOLDER = 'd3e0a000-0000-4000-8000-';

/** A one-page PDF saying which demo document it stands for. */
export function demoPdf(title: string): Uint8Array {
  const text = `Aidy - document de demonstration : ${title}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, "'") // Helvetica in a PDF content stream: ASCII only
    .replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

export async function uploadDemoFiles(url: string, serviceKey: string): Promise<number> {
  const client = createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const { data, error } = await client
    .from('request_documents')
    .select('label, storage_path')
    .like('storage_path', `${DEMO_FOLDER}%`);
  if (error) throw new Error(`documents de démonstration illisibles : ${error.message}`);
  for (const doc of data as { label: string; storage_path: string }[]) {
    const { error: uploadError } = await client.storage
      .from('documents')
      .upload(doc.storage_path, demoPdf(doc.label), { contentType: 'application/pdf', upsert: true });
    if (uploadError) throw new Error(`envoi de ${doc.storage_path} impossible : ${uploadError.message}`);
  }
  return data.length;
}
