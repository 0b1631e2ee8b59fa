import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, passthrough } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  admin,
  heading,
  LONG,
  newRequest,
  newUser,
  renderApp,
  resetApp,
  signIn,
  mswForFailures,
} from '../../../tests/support/account.tsx';

const server = mswForFailures();
afterEach(async () => {
  vi.restoreAllMocks();
  await resetApp();
});

const documentsPanel = async () =>
  (await screen.findByRole('heading', { name: 'Documents' }, LONG)).closest('section') as HTMLElement;
const fileInput = (panel: HTMLElement) => panel.querySelector('input[type="file"]') as HTMLInputElement;
const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size).fill(37)], name, { type: 'application/pdf' });

async function openWith(path: string) {
  renderApp(path);
  await heading(/Aide personnalisée au logement/);
  return documentsPanel();
}

describe('documents d’une demande', () => {
  it('envoie un PDF dans {user_id}/{request_id}/, l’affiche fourni et l’inscrit dans le suivi', async () => {
    const user = await newUser();
    await signIn(user);
    const id = await newRequest();
    const panel = await openWith(`/aides/${id}`);
    const ui = userEvent.setup();
    expect(
      within(panel).getByText('4 documents à fournir · PDF, JPEG, PNG ou HEIC, 10 Mo au plus'),
    ).toBeInTheDocument();
    await ui.click(within(panel).getByRole('button', { name: 'Ajouter : Bail ou contrat de location' }));
    await ui.upload(fileInput(panel), pdf('Mon bail signé.pdf'));
    expect(await within(panel).findByText('Document ajouté.', {}, LONG)).toBeInTheDocument();
    expect(await within(panel).findByText('mon-bail-signe.pdf', {}, LONG)).toBeInTheDocument();
    expect(
      within(panel).getByText('3 documents à fournir · PDF, JPEG, PNG ou HEIC, 10 Mo au plus'),
    ).toBeInTheDocument();
    const timeline = screen.getByRole('heading', { name: 'Suivi de la demande' }).parentElement!;
    expect(
      await within(timeline).findByText('Document ajouté : Bail ou contrat de location', {}, LONG),
    ).toBeInTheDocument();

    const { data: rows } = await admin()
      .from('request_documents')
      .select('label, storage_path')
      .eq('request_id', id);
    expect(rows).toHaveLength(1);
    expect(rows![0].storage_path).toMatch(new RegExp(`^${user.id}/${id}/[0-9a-f]{8}-mon-bail-signe\\.pdf$`));
    const { data: bytes } = await admin().storage.from('documents').download(rows![0].storage_path);
    expect(bytes?.size).toBe(2048);
  });

  it('refuse un format ou une taille interdits, avec la raison en français, sans rien envoyer', async () => {
    await signIn(await newUser());
    const id = await newRequest();
    const panel = await openWith(`/aides/${id}`);
    const ui = userEvent.setup({ applyAccept: false });
    await ui.click(within(panel).getByRole('button', { name: "Ajouter : Pièce d'identité" }));
    await ui.upload(fileInput(panel), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(panel).findByText(
        'notes.txt : Ce type de fichier n’est pas accepté. Formats acceptés : PDF, JPEG, PNG ou HEIC.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    await ui.click(within(panel).getByRole('button', { name: "Ajouter : Pièce d'identité" }));
    await ui.upload(fileInput(panel), pdf('scan.pdf', 10 * 1024 * 1024 + 1));
    expect(
      await within(panel).findByText('scan.pdf : Le fichier dépasse la taille maximale de 10 Mo.', {}, LONG),
    ).toBeInTheDocument();
    const { data } = await admin().from('request_documents').select('id').eq('request_id', id);
    expect(data).toEqual([]);
  });

  it('un refus du stockage (taille, format) est expliqué en français', async () => {
    await signIn(await newUser());
    const id = await newRequest();
    const panel = await openWith(`/aides/${id}`);
    const ui = userEvent.setup();
    for (const [statusCode, text] of [
      ['413', 'Le fichier dépasse la taille maximale de 10 Mo.'],
      ['415', 'Ce type de fichier n’est pas accepté. Formats acceptés : PDF, JPEG, PNG ou HEIC.'],
    ]) {
      server.use(
        http.post('*/storage/v1/object/documents/*', () =>
          HttpResponse.json({ statusCode, error: 'refus', message: 'refused' }, { status: 400 }),
        ),
      );
      await ui.click(within(panel).getByRole('button', { name: "Ajouter : Pièce d'identité" }));
      await ui.upload(fileInput(panel), pdf('cni.pdf'));
      expect(await within(panel).findByText(text, {}, LONG)).toBeInTheDocument();
    }
  });

  it('une photo HEIC sans type déclaré est acceptée (type déduit de l’extension)', async () => {
    await signIn(await newUser());
    const id = await newRequest();
    const panel = await openWith(`/aides/${id}`);
    const ui = userEvent.setup({ applyAccept: false });
    await ui.click(within(panel).getByRole('button', { name: "Ajouter : Pièce d'identité" }));
    await ui.upload(fileInput(panel), new File([new Uint8Array(500)], 'IMG_0042.HEIC', { type: '' }));
    expect(await within(panel).findByText('img-0042.heic', {}, LONG)).toBeInTheDocument();
  });

  it('télécharge par une URL signée, supprime tant que la demande est en attente, plus après', async () => {
    const user = await newUser();
    await signIn(user);
    const id = await newRequest();
    const panel = await openWith(`/aides/${id}`);
    const ui = userEvent.setup();
    await ui.click(
      within(panel).getByRole('button', { name: 'Ajouter : Relevé d\u0027identité bancaire (RIB)' }),
    );
    await ui.upload(fileInput(panel), pdf('rib.pdf'));
    await within(panel).findByText('rib.pdf', {}, LONG);

    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    await ui.click(within(panel).getByRole('button', { name: 'Télécharger rib.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1), LONG);
    expect(clicked[0]).toMatch(/\/storage\/v1\/object\/sign\/documents\/.+rib\.pdf\?token=.+&download=/);
    const res = await fetch(clicked[0]);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(2048);

    await ui.click(within(panel).getByRole('button', { name: 'Supprimer rib.pdf' }));
    await ui.click(
      within(await screen.findByRole('alertdialog', {}, LONG)).getByRole('button', { name: 'Supprimer' }),
    );
    expect(await within(panel).findByText('Document supprimé.', {}, LONG)).toBeInTheDocument();
    const { data: left } = await admin().storage.from('documents').list(`${user.id}/${id}`);
    expect(left).toEqual([]);

    // once an adviser has taken the request up, files stay
    await ui.click(
      await within(panel).findByRole(
        'button',
        { name: 'Ajouter : Relevé d\u0027identité bancaire (RIB)' },
        LONG,
      ),
    );
    await ui.upload(fileInput(panel), pdf('rib2.pdf'));
    await within(panel).findByText('rib2.pdf', {}, LONG);
    await admin().rpc('set_request_status', { request_id: id, status: 'in_progress' });
    await resetApp();
    await signIn(user);
    const later = await openWith(`/aides/${id}`);
    await within(later).findByText('rib2.pdf', {}, LONG);
    expect(within(later).queryByRole('button', { name: 'Supprimer rib2.pdf' })).toBeNull();
  });

  it('pendant « Télécharger les documents », les boutons de chaque fichier attendent, même après un échec', async () => {
    await signIn(await newUser());
    const id = await newRequest();
    const panel = await openWith(`/aides/${id}`);
    const ui = userEvent.setup();
    for (const [slot, name] of [
      ['Relevé d\u0027identité bancaire (RIB)', 'rib.pdf'],
      ["Pièce d'identité", 'cni.pdf'],
    ]) {
      await ui.click(within(panel).getByRole('button', { name: `Ajouter : ${slot}` }));
      await ui.upload(fileInput(panel), pdf(name));
      await within(panel).findByText(name, {}, LONG);
    }
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.href);
    });
    const fileButtons = () =>
      ['Télécharger rib.pdf', 'Télécharger cni.pdf', 'Supprimer rib.pdf', 'Supprimer cni.pdf'].map((name) =>
        within(panel).getByRole('button', { name }),
      );
    const all = within(panel).getByRole('button', { name: 'Télécharger les documents' });

    // the signed URLs of every file are held until the test lets them through
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/storage/v1/object/sign/documents', async () => {
        await held;
        return passthrough();
      }),
    );
    await ui.click(all);
    for (const button of [all, ...fileButtons()]) expect(button).toBeDisabled();
    release();
    await waitFor(() => expect(clicked).toHaveLength(2), LONG);
    await waitFor(() => expect(all).toBeEnabled(), LONG);
    for (const button of fileButtons()) expect(button).toBeEnabled();

    server.use(
      http.post('*/storage/v1/object/sign/documents', () =>
        HttpResponse.json({ statusCode: '500', error: 'panne', message: 'panne' }, { status: 500 }),
      ),
    );
    await ui.click(all);
    expect(
      await within(panel).findByText(
        'Les documents n’ont pas pu être préparés. Veuillez réessayer.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    expect(all).toBeEnabled();
    for (const button of fileButtons()) expect(button).toBeEnabled();
    expect(clicked).toHaveLength(2);
  });

  it('fournit le document demandé par le conseiller ; une demande close n’accepte plus rien', async () => {
    const user = await newUser();
    await signIn(user);
    const id = await newRequest();
    await admin()
      .from('request_documents')
      .insert({ request_id: id, user_id: user.id, label: 'Attestation de la CAF' });
    await admin().rpc('set_request_status', { request_id: id, status: 'in_progress' });
    const panel = await openWith(`/aides/${id}`);
    expect(within(panel).getByText('— à fournir (demandé par votre conseiller)')).toBeInTheDocument();
    expect(screen.getByText(/Votre conseiller attend le document demandé/)).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.click(within(panel).getByRole('button', { name: 'Ajouter : Attestation de la CAF' }));
    await ui.upload(fileInput(panel), pdf('attestation.pdf'));
    expect(await within(panel).findByText('attestation.pdf', {}, LONG)).toBeInTheDocument();
    const { data } = await admin()
      .from('request_documents')
      .select('label, storage_path')
      .eq('request_id', id);
    expect(data).toHaveLength(1);
    expect(data![0].storage_path).toMatch(/attestation\.pdf$/);

    await admin().rpc('set_request_status', { request_id: id, status: 'rejected' });
    await resetApp();
    await signIn(user);
    const closed = await openWith(`/aides/${id}`);
    expect(
      within(closed).getByText('Cette demande est close : ses documents ne peuvent plus changer.'),
    ).toBeInTheDocument();
    expect(within(closed).queryByRole('button', { name: /^Ajouter/ })).toBeNull();
  });
});
