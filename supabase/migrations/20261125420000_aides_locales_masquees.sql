-- Local aids an adviser has hidden (issue 18, admin catalogue): an aid that has ended disappears from the
-- simulation results, the /aides-locales lists and its own page. The catalogue itself is data in the code
-- (npm run catalogue:import); only the hidden codes live here, so a re-import never brings a hidden aid back.

create table public.aides_locales_masquees (
  -- the aid's source id (the catalogue's `id`), as in the simulation results' `code`
  code text primary key check (char_length(code) between 1 and 200 and code !~ '[[:cntrl:]]'),
  reason text not null check (char_length(btrim(reason)) between 1 and 500),
  -- the adviser who hid it; a plain uuid like the audit log's actor (the row outlives the account)
  hidden_by uuid,
  hidden_at timestamptz not null default now()
);
alter table public.aides_locales_masquees enable row level security;

-- The reason and the adviser are internal: advisers read the rows; everyone else only gets the codes, through
-- aides_locales_masquees_codes(). Nobody writes through the API: only admin_hide_local_aid() does.
create policy "aides_locales_masquees: admin reads" on public.aides_locales_masquees
  for select to authenticated
  using ((select public.is_admin()));

revoke all on table public.aides_locales_masquees from anon, authenticated;
grant select on table public.aides_locales_masquees to authenticated;

-- The hidden codes, for the simulate and aides-locales functions (anonymous callers, anon key).
create function public.aides_locales_masquees_codes() returns text[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(m.code order by m.code), '{}') from public.aides_locales_masquees m
$$;
revoke execute on function public.aides_locales_masquees_codes() from public;
grant execute on function public.aides_locales_masquees_codes() to anon, authenticated, service_role;

-- An adviser hides (hide = true, with a reason) or shows again (hide = false) a local aid; both are written to
-- the audit log (local_aid.hidden / local_aid.shown) with the reason as the note. Hiding an aid already
-- hidden replaces its reason; showing an aid that is not hidden is « introuvable » (PT404).
create function public.admin_hide_local_aid(aid_code text, hide boolean, note text default null) returns jsonb
language plpgsql security definer set search_path = '' as $$
declare
  v_code text := btrim(coalesce(aid_code, ''));
  v_note text := nullif(btrim(coalesce(note, '')), '');
  v_before public.aides_locales_masquees;
  v_after public.aides_locales_masquees;
begin
  perform private.require_admin();
  if char_length(v_code) not between 1 and 200 or v_code ~ '[[:cntrl:]]' then
    raise exception 'Identifiant d’aide invalide.' using errcode = '22023';
  end if;
  if hide is null then
    raise exception 'Indiquez s’il faut masquer ou afficher l’aide.' using errcode = '22023';
  end if;
  if char_length(v_note) > 500 then
    raise exception 'Le motif fait 500 caractères au plus.' using errcode = '22023';
  end if;
  select * into v_before from public.aides_locales_masquees m where m.code = v_code for update;
  if hide then
    if v_note is null then
      raise exception 'Indiquez pourquoi l’aide est masquée (par exemple : aide terminée).' using errcode = '22023';
    end if;
    insert into public.aides_locales_masquees as m (code, reason, hidden_by)
    values (v_code, v_note, (select auth.uid()))
    on conflict on constraint aides_locales_masquees_pkey
      do update set reason = excluded.reason, hidden_by = excluded.hidden_by, hidden_at = now()
    returning * into v_after;
    perform private.audit('local_aid.hidden', 'aides_locales_masquees', v_code, null,
      case when v_before.code is not null then jsonb_build_object('reason', v_before.reason) end,
      jsonb_build_object('reason', v_after.reason), v_note);
    return jsonb_build_object('code', v_code, 'hidden', true, 'reason', v_after.reason,
                              'hidden_at', v_after.hidden_at);
  end if;
  if v_before.code is null then
    raise exception 'Cette aide n’est pas masquée.' using errcode = 'PT404';
  end if;
  delete from public.aides_locales_masquees m where m.code = v_code;
  perform private.audit('local_aid.shown', 'aides_locales_masquees', v_code, null,
    jsonb_build_object('reason', v_before.reason), null, v_note);
  return jsonb_build_object('code', v_code, 'hidden', false);
end $$;
revoke execute on function public.admin_hide_local_aid(text, boolean, text) from public, anon;
grant execute on function public.admin_hide_local_aid(text, boolean, text) to authenticated;
