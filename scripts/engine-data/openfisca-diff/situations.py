"""Random OpenFisca situations of young people, in OpenFisca's own vocabulary and period syntax: what an
OpenFisca user sends, where the simulator's answers (run.py --simulateur) are what the site sends. Incomes of the
last twelve months, given by month or as a year, salaries as base, net or taxable pay, unemployment benefits
gross, net, taxable or as the ARE, housing of every status, communes in mainland France and overseas."""

# the variables asked of the engine for each situation (the aids and the chains they read)
TARGETS = ['rsa', 'ppa', 'aide_logement', 'af', 'cf', 'asf', 'ars', 'paje_base', 'css_participation_forfaitaire',
           'aah', 'bourse_criteres_sociaux', 'contrat_engagement_jeune', 'cheque_energie', 'mva', 'aide_logement_montant',
           'rsa_base_ressources', 'ppa_base_ressources', 'salaire_net', 'chomage_net', 'retraite_nette', 'age',
           'prestations_familiales_base_ressources', 'rfr', 'css_cmu_base_ressources']
# the years the situations are drawn in (run.py --annees)
YEARS = (2019, 2026)
DEPCOMS = ['75056', '69123', '97411', '13055', '33063', '59350', '97209', '97302', '97611', '31555', '06088', '97701']

def month_add(m, n):
    k = int(m[:4]) * 12 + int(m[5:]) - 1 + n
    return '%04d-%02d' % (k // 12, k % 12 + 1)

def random_situation(r):
    """(month, situation): a household of one or two young adults and up to three children"""
    y = r.randint(*YEARS); mo = r.randint(1, 12)
    month = '%04d-%02d' % (y, mo)
    ages_seulement = r.random() < 0.15
    last12 = [month_add(month, -k) for k in range(0, 13)]
    ind = {}
    def person(name, age, adult=True):
        bd = '%04d-%02d-%02d' % (y - age, r.randint(1, 12), r.randint(1, 28))
        # the age of the month instead of the birth date, for everyone or no one: OpenFisca reads either for the
        # whole population (a birth date given to one person sends the others to the default birth date)
        p = {'age': {month: age}} if ages_seulement else {'date_naissance': {'ETERNITY': bd}}
        if adult:
            act = r.choice(['actif', 'actif', 'chomeur', 'etudiant', 'inactif', 'chomeur'])
            p['activite'] = {m: act for m in last12}
            inc = r.choice(['salaire_de_base', 'salaire_net', 'salaire_imposable', None]) if act in ('actif', 'etudiant') else None
            if inc:
                amount = r.choice([300, 600, 900, 1200, 1500, 1800, 2300, 3000])
                if r.random() < 0.5:
                    for m in last12: p.setdefault(inc, {})[m] = amount
                else:
                    p[inc] = {str(y - 1): amount * 12, **{m: amount for m in last12 if m.startswith(str(y))}}
                if r.random() < 0.3: p[inc][str(y - 2)] = amount * 11
            if act == 'chomeur' and r.random() < 0.7:
                var = r.choice(['chomage_brut', 'allocation_retour_emploi', 'chomage_net', 'chomage_imposable'])
                amt = r.choice([400, 800, 1100, 1500])
                p[var] = {m: amt for m in last12}
                if r.random() < 0.5: p['date_debut_chomage'] = {'ETERNITY': '%04d-%02d-01' % (y - r.randint(0, 2), r.randint(1, 12))}
            if r.random() < 0.1: p['retraite_brute'] = {m: 900 for m in last12}
            if r.random() < 0.15:
                p['handicap'] = {month: True}; p['taux_incapacite'] = {month: r.choice([0.5, 0.8, 0.85])}
            if r.random() < 0.15: p['pensions_alimentaires_percues'] = {m: r.choice([100, 250]) for m in last12}
            if act == 'etudiant':
                if r.random() < 0.5: p['boursier'] = {month: True}
                if r.random() < 0.3: p['bourse_criteres_sociaux_base_ressources_parentale'] = {month: r.choice([0, 15000, 30000])}
            if r.random() < 0.1:
                p['apprenti'] = {month: True}
                p['contrat_de_travail_debut'] = {month: '%04d-09-01' % (y - 1)}
                p['salaire_de_base'] = {m: r.choice([700, 1100]) for m in last12}
            if act == 'etudiant' and r.random() < 0.15:
                p['stagiaire'] = {month: True}
                p['stage_duree_heures'] = {month: 151.67}
                p['stage_gratification'] = {month: r.choice([500, 700])}
            if act == 'actif' and r.random() < 0.15:
                p['rpns_auto_entrepreneur_CA_bic'] = {str(y - 1): r.choice([6000, 15000]), str(y): 8000}
            if r.random() < 0.05: p['indemnites_journalieres_maladie'] = {m: 600 for m in last12[:3]}
            if r.random() < 0.1: p['pensions_alimentaires_versees_individu'] = {str(y - 1): 1800}
            if act == 'actif' and r.random() < 0.2:
                p['contrat_de_travail'] = {month: 'temps_partiel'}
                p['heures_remunerees_volume'] = {month: r.choice([60, 100, 120])}
            if act == 'actif' and r.random() < 0.1:
                p['categorie_salarie'] = {m: r.choice(['public_titulaire_etat', 'public_non_titulaire', 'prive_cadre']) for m in last12}
            if r.random() < 0.05: p['indemnites_stage'] = {m: 600 for m in last12[:6]}
            if r.random() < 0.05: p['revenus_locatifs'] = {m: 300 for m in last12}
            if p.get('handicap') and r.random() < 0.5:
                p['aah_restriction_substantielle_durable_acces_emploi'] = {month: True}
            p['nationalite'] = {month: r.choice(['FR', 'FR', 'FR', 'DE', 'MA', 'CH'])}
            if r.random() < 0.1: p['enceinte'] = {month: True}
            if r.random() < 0.1: p['ass_precondition_remplie'] = {month: True}
        else:
            if age >= 15 and r.random() < 0.2: p['salaire_net'] = {m: r.choice([300, 1200]) for m in last12}
            if r.random() < 0.1: p['handicap'] = {month: True}; p['taux_incapacite'] = {month: 0.8}
            if age >= 11 and r.random() < 0.5:
                p['scolarite'] = {month: 'college' if age < 15 else 'lycee'}
            if r.random() < 0.1: p['garde_alternee'] = {month: True}
        return p
    age_d = r.randint(15, 32)
    ind['demandeur'] = person('demandeur', age_d)
    parents = ['demandeur']
    if r.random() < 0.35:
        ind['conjoint'] = person('conjoint', r.randint(18, 35)); parents.append('conjoint')
    kids = []
    for k in range(r.choice([0, 0, 0, 1, 1, 2, 3])):
        kid = 'enfant_%d' % k
        ind[kid] = person(kid, r.randint(0, min(20, age_d - 14)) if age_d > 15 else 0, adult=False)
        kids.append(kid)
    statut = r.choice(['locataire_vide', 'locataire_meuble', 'locataire_hlm', 'locataire_foyer', 'loge_gratuitement', 'proprietaire', 'primo_accedant'])
    men = {'personne_de_reference': ['demandeur'], 'enfants': kids,
           'statut_occupation_logement': {month: statut}, 'depcom': {month: r.choice(DEPCOMS)}}
    if len(parents) > 1: men['conjoint'] = ['conjoint']
    if statut.startswith('locataire'):
        men['loyer'] = {month: r.choice([250, 400, 550, 700, 900])}
        if r.random() < 0.2: men['coloc'] = {month: True}
        if r.random() < 0.15: men['logement_chambre'] = {month: True}
    if r.random() < 0.1: men['logement_crous'] = {month: True}
    if 'loyer' in men and r.random() < 0.3: men['loyer'] = {str(y): men['loyer'][month] * 12}
    fam = {'parents': parents, 'enfants': kids}
    if len(parents) == 1 and kids and r.random() < 0.3: fam['rsa_isolement_recent'] = {month: True}
    if len(parents) == 1 and r.random() < 0.3: fam['proprietaire_proche_famille'] = {month: r.random() < 0.5}
    if len(parents) == 2:
        st = r.choice(['marie', 'pacse', 'celibataire'])
        for pp in parents: ind[pp]['statut_marital'] = {month: st}
    if len(parents) == 2 and ind['demandeur'].get('statut_marital', {}).get(month) in ('marie', 'pacse'):
        foy = {'f1': {'declarants': parents, 'personnes_a_charge': kids}}
    else:
        foy = {'f1': {'declarants': ['demandeur'], 'personnes_a_charge': kids}}
        if len(parents) == 2: foy['f2'] = {'declarants': ['conjoint']}
    return month, {'individus': ind, 'familles': {'fam': fam}, 'foyers_fiscaux': foy, 'menages': {'men': men}}



def random_family(r):
    """(month, situation): parents of 36 to 60 with one to five children of 0 to 24, some at school, in work or
    unemployed; sometimes an adult child has a famille of their own in the parents' home, declared with them or
    alone. What the young person's situation looks like from their parents' household: family benefits with older
    children, children's earnings, and two familles in one ménage."""
    y = r.randint(*YEARS); mo = r.randint(1, 12)
    month = '%04d-%02d' % (y, mo)
    last12 = [month_add(month, -k) for k in range(0, 13)]
    ind = {}
    ages_seulement = r.random() < 0.15
    def birth(age):
        if ages_seulement:  # for everyone or no one, as in random_situation
            return {'age': {month: age}}
        return {'date_naissance': {'ETERNITY': '%04d-%02d-%02d' % (y - age, r.randint(1, 12), r.randint(1, 28))}}
    def monthly(p, var, amount):
        p[var] = {m: amount for m in last12}
        if r.random() < 0.3: p[var][str(y - 2)] = amount * 12
    def parent(age):
        p = birth(age)
        act = r.choice(['actif', 'actif', 'actif', 'chomeur', 'inactif'])
        p['activite'] = {m: act for m in last12}
        if act == 'actif':
            monthly(p, r.choice(['salaire_de_base', 'salaire_net', 'salaire_imposable']), r.choice([700, 1300, 1800, 2500, 3500, 5000]))
        if act == 'chomeur' and r.random() < 0.7:
            monthly(p, r.choice(['allocation_retour_emploi', 'chomage_net', 'chomage_brut']), r.choice([600, 1000, 1500]))
            if r.random() < 0.5: p['date_debut_chomage'] = {'ETERNITY': '%04d-%02d-01' % (y - r.randint(0, 2), r.randint(1, 12))}
        if r.random() < 0.1: p['handicap'] = {month: True}; p['taux_incapacite'] = {month: 0.8}
        if r.random() < 0.1: p['pensions_alimentaires_percues'] = {m: r.choice([150, 300]) for m in last12}
        return p
    def child(age):
        p = birth(age)
        if 3 <= age < 18: p['scolarite'] = {month: 'primaire' if age < 11 else 'college' if age < 15 else 'lycee'}
        if age >= 16:
            act = r.choice(['etudiant', 'etudiant', 'actif', 'chomeur', 'inactif']) if age >= 18 else 'etudiant'
            p['activite'] = {m: act for m in last12}
            if act == 'actif' or r.random() < 0.25:
                # around the ceiling of a dependent child's earnings (55 % of the SMIC)
                monthly(p, r.choice(['salaire_net', 'salaire_de_base']), r.choice([250, 600, 900, 1000, 1100, 1500]))
            if age <= 20 and r.random() < 0.15:
                p['apprenti'] = {month: True}
                p['contrat_de_travail_debut'] = {month: '%04d-09-01' % (y - 1)}
                p['salaire_de_base'] = {m: r.choice([600, 900, 1200]) for m in last12}
            if act == 'etudiant' and age >= 18:
                p['scolarite'] = {month: 'enseignement_superieur'}
                if r.random() < 0.4: p['boursier'] = {month: True}
            if act == 'chomeur' and r.random() < 0.4: monthly(p, 'allocation_retour_emploi', 700)
        if r.random() < 0.08: p['handicap'] = {month: True}; p['taux_incapacite'] = {month: r.choice([0.5, 0.8])}
        if r.random() < 0.08: p['garde_alternee'] = {month: True}
        return p
    age1 = r.randint(36, 58)
    ind['parent_1'] = parent(age1); parents = ['parent_1']
    if r.random() < 0.7:
        ind['parent_2'] = parent(r.randint(36, 60)); parents.append('parent_2')
    kids = []
    for k in range(r.choice([1, 2, 2, 3, 3, 4, 5])):
        kid = 'enfant_%d' % k
        ind[kid] = child(r.randint(0, min(24, age1 - 17)))
        kids.append(kid)
    age_of = lambda k: ind[k]['age'][month] if ages_seulement else y - int(ind[k]['date_naissance']['ETERNITY'][:4])
    adults = [k for k in kids if 18 <= age_of(k) <= 25]
    autonome = adults[0] if adults and r.random() < 0.4 else None
    familles = {'parents': {'parents': parents, 'enfants': [k for k in kids if k != autonome]}}
    if autonome:
        familles['jeune'] = {'parents': [autonome], 'enfants': []}
    if len(parents) == 2:
        st = r.choice(['marie', 'marie', 'pacse', 'celibataire'])
        for pp in parents: ind[pp]['statut_marital'] = {month: st}
        couple_fiscal = st != 'celibataire'
    else:
        couple_fiscal = False
    a_charge = [k for k in kids if k != autonome or r.random() < 0.5]
    foy = {'f1': {'declarants': parents if couple_fiscal else ['parent_1'], 'personnes_a_charge': a_charge}}
    if len(parents) == 2 and not couple_fiscal: foy['f2'] = {'declarants': ['parent_2']}
    if autonome and autonome not in a_charge: foy['f3'] = {'declarants': [autonome]}
    statut = r.choice(['locataire_vide', 'locataire_hlm', 'locataire_meuble', 'proprietaire', 'primo_accedant', 'loge_gratuitement'])
    men = {'personne_de_reference': ['parent_1'], 'enfants': kids,
           'statut_occupation_logement': {month: statut}, 'depcom': {month: r.choice(DEPCOMS)}}
    if len(parents) == 2: men['conjoint'] = ['parent_2']
    if statut.startswith('locataire'): men['loyer'] = {month: r.choice([450, 650, 850, 1100, 1400])}
    return month, {'individus': ind, 'familles': familles, 'foyers_fiscaux': foy, 'menages': {'men': men}}
