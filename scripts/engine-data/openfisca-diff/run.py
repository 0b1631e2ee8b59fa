"""Runs OpenFisca-France's own formulas on the engine's values and compares, formula by formula.

For every value the engine computes with a formula in a situation, the OpenFisca formula of the same variable is
run with each variable it reads taken from the engine (oracle.ts), then compared with the engine's value. A
disagreement is therefore local to one formula: the engine's rule, or an input it reads differently.

    python3 scripts/engine-data/openfisca-diff/run.py --simulateur 300
    python3 scripts/engine-data/openfisca-diff/run.py --situations 300 --graine 2 --variables aide_logement_R0

See README.md for what it needs and what its report means."""
import argparse, collections, json, os, random, subprocess, sys, traceback
import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import openfisca_runtime as rt
import situations
from situations import TARGETS, random_family, random_situation

VOCABULARY = os.path.join(rt.SHARED, 'reference/openfisca-variables.json')


class Oracle:
    """the engine, in a Node process answering one JSON line per request"""

    def __init__(self):
        oracle = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'oracle.ts')
        self.process = subprocess.Popen(['npx', 'tsx', oracle], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        text=True, bufsize=1)

    def ask(self, request):
        self.process.stdin.write(json.dumps(request) + '\n')
        self.process.stdin.flush()
        return json.loads(self.process.stdout.readline())


def same(a, b, value_type):
    """OpenFisca's test tolerance for amounts (a cent); exact equality otherwise"""
    if value_type in ('float', 'int'):
        a, b = np.asarray(a, dtype=float), np.asarray(b, dtype=float)
        return np.abs(a - b) <= np.maximum(0.011, 1e-6 * np.abs(b))
    if value_type == 'bool':
        return np.asarray(a, dtype=bool) == np.asarray(b, dtype=bool)
    if value_type == 'date':
        return np.asarray(a, dtype='datetime64[D]') == np.asarray(b, dtype='datetime64[D]')
    return np.asarray(a).astype(str) == np.asarray(b).astype(str)


def compare(sim, name, period, stats, case):
    """runs OpenFisca's formula of `name` at `period` and records whether the engine agrees"""
    st = stats[name]
    sim.constant_reads = set()
    try:
        kind, result = rt.run_formula(sim, name, period)
        engine = sim.raw(name, period)
        if engine['entity'] != rt.VARS[name]['entity']:
            raise LookupError('entité %s' % engine['entity'])
        if all(engine['given']):
            return
        values = sim.array(name, period)
        if kind == 'default' or result is None:  # no formula then, or one that returns nothing: the default
            result = np.full(len(values), rt.VARS[name]['default_value'], dtype=object)
        result = np.broadcast_to(np.asarray(result), values.shape)
        if result.dtype.kind == 'm':  # a duration (an age in years): its count
            result = result.astype(np.int64)
        agree = same(result, values, engine['type']) | np.array(engine['given'], dtype=bool)
        if np.all(agree):
            st['ok'] += 1
            return
        if sim.constant_reads:
            # OpenFisca's formula read a variable the engine keeps constant (it computes the result another way)
            st['via'] += 1
            st['via_names'].update(sim.constant_reads)
            return
        st['bad'] += 1
        # one sample per case (the months of one case usually differ the same way)
        if len(st['samples']) < 6 and all(sample[0] != case for sample in st['samples']):
            st['samples'].append((case, period, [str(x) for x in result.tolist()], [str(x) for x in values.tolist()]))
    except Exception as e:  # a formula this runtime cannot run: counted, never a verdict
        st['err'] += 1
        st['msg']['%s: %s' % (type(e).__name__, str(e)[:150])] += 1
        if os.environ.get('TRACE') and st['err'] == 1:
            traceback.print_exc()


def report(stats, ignored):
    ok = sum(s['ok'] for s in stats.values())
    bad = sum(s['bad'] for s in stats.values())
    err = sum(s['err'] for s in stats.values())
    via = sum(s['via'] for s in stats.values())
    print('%d variables ; %d évaluations comparées : %d identiques, %d différentes, %d différentes par une variable '
          'que le moteur ne calcule pas ; %d non exécutables' % (len(stats), ok + bad + via, ok, bad, via, err))
    if ignored:
        print('ignorées (sans formule dans OpenFisca-France de la copie de référence) : %s' % ', '.join(sorted(ignored)))
    print('=== DIFFÉRENCES (cas, période, OpenFisca, moteur)')
    for name, s in sorted(stats.items(), key=lambda kv: -kv[1]['bad']):
        if s['bad']:
            print('%-55s %5d différentes, %5d identiques' % (name, s['bad'], s['ok']))
            for sample in s['samples']:
                print('      cas %s %s OpenFisca=%s moteur=%s' % sample)
    print('=== DIFFÉRENTES PAR UNE VARIABLE QUE LE MOTEUR NE CALCULE PAS (il obtient le résultat autrement)')
    for name, s in sorted(stats.items(), key=lambda kv: -kv[1]['via']):
        if s['via']:
            print('%-55s %5d  via %s' % (name, s['via'], ', '.join(n for n, _ in s['via_names'].most_common(4))))
    print('=== NON EXÉCUTABLES ICI (fonction auxiliaire absente des AST, paramètre hors de la copie…)')
    for name, s in sorted(stats.items(), key=lambda kv: -kv[1]['err']):
        if s['err']:
            print('%-55s %5d  %s' % (name, s['err'], s['msg'].most_common(1)[0][0]))
    print('=== LUES PAR OPENFISCA, CALCULÉES PAR OPENFISCA, CONSTANTES DANS LE MOTEUR')
    for name, count in rt.FORMULALESS.most_common():
        print('%-55s %5d lectures' % (name, count))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('--simulateur', type=int, default=0, help='nombre de réponses du simulateur')
    parser.add_argument('--situations', type=int, default=0, help='nombre de situations OpenFisca tirées au hasard')
    parser.add_argument('--familles', type=int, default=0, help='nombre de ménages de parents et d’enfants tirés au hasard')
    parser.add_argument('--annees', default='2019-2026', help='années des situations tirées (AAAA-AAAA)')
    parser.add_argument('--graine', type=int, default=20261130)
    parser.add_argument('--debut', type=int, default=0, help='premier cas (les cas sont tirés dans l’ordre)')
    parser.add_argument('--variables', default='', help='seulement ces variables (séparées par des virgules)')
    parser.add_argument('--garder', default='', help='dossier où écrire chaque situation OpenFisca tirée')
    args = parser.parse_args()
    if not rt.VARS:
        sys.exit('Les AST de LexImpact manquent dans %s : voir README.md.' % rt.PACKAGE)
    with open(VOCABULARY) as fh:
        has_formula = {n: v.get('has_formula') for n, v in json.load(fh).items()}
    only = set(filter(None, args.variables.split(',')))
    situations.YEARS = tuple(int(a) for a in args.annees.split('-'))
    oracle = Oracle()
    rt.load_engine_parameters(oracle.ask({'op': 'parametres'})['parametres'])
    stats = collections.defaultdict(lambda: dict(ok=0, bad=0, err=0, via=0, via_names=collections.Counter(), msg=collections.Counter(), samples=[]))
    ignored = set()
    r = random.Random(args.graine)
    cases = [('simulateur', i) for i in range(args.simulateur)] + [('situation', i) for i in range(args.situations)]
    cases += [('famille', i) for i in range(args.familles)]
    for kind, i in cases:
        if kind == 'simulateur':
            if i < args.debut: continue
            info = oracle.ask({'op': 'simulateur', 'seed': args.graine, 'index': i})
        else:
            month, situation = (random_situation if kind == 'situation' else random_family)(r)
            if i < args.debut: continue
            if args.garder:
                with open(os.path.join(args.garder, '%s_%d.json' % (kind, i)), 'w') as fh:
                    json.dump(dict(month=month, situation=situation), fh)
            info = oracle.ask({'op': 'situation', 'situation': situation, 'month': month, 'targets': TARGETS})
        if not info['ok']:
            print('cas', kind, i, info['error'])
            continue
        sim = rt.Sim(info, oracle.ask)
        for name, period in info['evaluations']:
            if (only and name not in only) or not rt.VARS.get(name, {}).get('formulas'):
                continue
            if has_formula.get(name) is False:
                ignored.add(name)
                continue
            compare(sim, name, period, stats, '%s %d' % (kind, i))
    report(stats, ignored)


if __name__ == '__main__':
    main()
