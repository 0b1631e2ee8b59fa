"""A small OpenFisca runtime that runs OpenFisca-France's own formulas (printed back from LexImpact's ASTs) on
values read from the engine: periods, the parameter tree, entities and their roles, and the helpers formulas call.
It is not OpenFisca: each formula is run once, on arrays of one situation, with every variable it reads taken from
the engine (see run.py)."""
import ast, calendar, collections, datetime, glob, json, os, re
import numpy as np
import yaml

PACKAGE = os.environ.get('OPENFISCA_JSON_DIR', '.cache/openfisca-json/package')
SHARED = os.environ.get('SHARED_DIR', '../shared')
PARAMS = os.path.join(SHARED, 'reference/openfisca-parameters')

# ---- formulas: LexImpact ASTs printed back as Python ------------------------------------------------------
def to_ast(d):
    if isinstance(d, list):
        return [to_ast(x) for x in d]
    if isinstance(d, dict) and 'ast_class' in d:
        node = getattr(ast, d['ast_class'])()
        for k, v in d.items():
            if k != 'ast_class':
                setattr(node, k, to_ast(v))
        return node
    return d

VARS = {}
for f in glob.glob(os.path.join(PACKAGE, 'variables', '*.json')):
    d = json.load(open(f))
    VARS[d['name']] = d

FORMULAS = {}
def formulas_of(name):
    if name in FORMULAS:
        return FORMULAS[name]
    d = VARS.get(name)
    out = []
    if d and d.get('formulas'):
        for date, fd in sorted(d['formulas'].items()):
            if fd is None or not isinstance(fd, dict) or 'ast' not in fd:
                out.append((date, None))
                continue
            fn = to_ast(fd['ast'])
            if not isinstance(fn, ast.FunctionDef):
                out.append((date, 'unsupported'))
                continue
            mod = ast.Module(body=[fn], type_ignores=[])
            ast.fix_missing_locations(mod)
            try:
                src = ast.unparse(mod)
            except Exception:
                out.append((date, 'unsupported'))
                continue
            out.append((date, (fn.name, src)))
    FORMULAS[name] = out
    return out

# ---- periods -------------------------------------------------------------------------------------------------
MONTH, YEAR, ETERNITY, DAY = 'month', 'year', 'eternity', 'day'
ADD, DIVIDE = 'add', 'divide'

def add_months(y, m, n):
    k = y * 12 + (m - 1) + n
    return k // 12, k % 12 + 1

class Instant(tuple):
    @property
    def year(self): return self[0]
    @property
    def month(self): return self[1]
    @property
    def day(self): return self[2]
    @property
    def date(self): return datetime.date(*self)
    def offset(self, n, unit):
        y, m, d = self
        if n == 'first-of':
            return Instant((y, 1, 1)) if unit == YEAR else Instant((y, m, 1))
        if n == 'last-of':
            if unit == YEAR: return Instant((y, 12, 31))
            return Instant((y, m, calendar.monthrange(y, m)[1]))
        if unit == YEAR:
            return Instant((y + n, m, min(d, calendar.monthrange(y + n, m)[1])))
        if unit == MONTH:
            y2, m2 = add_months(y, m, n)
            return Instant((y2, m2, min(d, calendar.monthrange(y2, m2)[1])))
        if unit == DAY:
            t = self.date + datetime.timedelta(days=n)
            return Instant((t.year, t.month, t.day))
        raise ValueError(unit)
    def period(self, unit, size=1):
        return Period((unit, self, size))
    def __str__(self):
        return '%04d-%02d-%02d' % self

class Period(tuple):
    @property
    def unit(self): return self[0]
    @property
    def start(self): return self[1]
    @property
    def size(self): return self[2]
    @property
    def date(self): return self.start.date
    @property
    def stop(self):
        if self.unit == ETERNITY: return Instant((9999, 12, 31))
        end = self.start.offset(self.size, self.unit).offset(-1, DAY)
        return end
    @property
    def first_month(self): return Period((MONTH, self.start.offset('first-of', MONTH), 1))
    @property
    def first_day(self): return Period((DAY, self.start, 1))
    @property
    def this_year(self): return Period((YEAR, self.start.offset('first-of', YEAR), 1))
    @property
    def last_year(self): return Period((YEAR, self.start.offset('first-of', YEAR).offset(-1, YEAR), 1))
    @property
    def n_2(self): return Period((YEAR, self.start.offset('first-of', YEAR).offset(-2, YEAR), 1))
    @property
    def last_month(self): return self.first_month.offset(-1)
    @property
    def last_3_months(self): return Period((MONTH, self.first_month.start.offset(-3, MONTH), 3))
    def offset(self, n, unit=None):
        unit = unit or self.unit
        if n == 'first-of' or n == 'last-of':
            return Period((self.unit, self.start.offset(n, unit), self.size))
        return Period((self.unit, self.start.offset(n, unit), self.size))
    @property
    def size_in_months(self):
        if self.unit == MONTH: return self.size
        if self.unit == YEAR: return 12 * self.size
        raise ValueError('size_in_months of ' + str(self))
    @property
    def size_in_days(self):
        return (self.stop.date - self.start.date).days + 1
    @property
    def days(self): return self.size_in_days
    def get_subperiods(self, unit):
        if unit == MONTH:
            return [Period((MONTH, self.start.offset(i, MONTH), 1)) for i in range(self.size_in_months)]
        if unit == YEAR:
            return [Period((YEAR, self.start.offset(i, YEAR), 1)) for i in range(self.size if self.unit == YEAR else 1)]
        if unit == DAY:
            return [Period((DAY, self.start.offset(i, DAY), 1)) for i in range(self.size_in_days)]
    def months(self): return self.get_subperiods(MONTH)
    def key(self):
        if self.unit == ETERNITY: return 'ETERNITY'
        if self.unit == MONTH and self.size == 1: return '%04d-%02d' % self.start[:2]
        if self.unit == YEAR and self.size == 1 and self.start[1:] == (1, 1): return '%04d' % self.start[0]
        return None
    def contains(self, other):
        return self.start <= other.start and other.stop <= self.stop
    def __str__(self):
        if self.unit == MONTH and self.size == 1: return '%04d-%02d' % self.start[:2]
        if self.unit == YEAR and self.size == 1 and self.start[1:] == (1, 1): return '%04d' % self.start[0]
        return '%s:%s:%d' % (self.unit, self.start, self.size)

def make_period(v):
    if isinstance(v, Period): return v
    if isinstance(v, Instant): return Period((DAY, v, 1))
    s = str(v)
    if s == 'ETERNITY' or s == 'eternity': return Period((ETERNITY, Instant((1, 1, 1)), 1))
    if re.fullmatch(r'\d{4}', s): return Period((YEAR, Instant((int(s), 1, 1)), 1))
    if re.fullmatch(r'\d{4}-\d{2}', s): return Period((MONTH, Instant((int(s[:4]), int(s[5:7]), 1)), 1))
    if re.fullmatch(r'\d{4}-\d{2}-\d{2}', s): return Period((DAY, Instant((int(s[:4]), int(s[5:7]), int(s[8:]))), 1))
    raise ValueError('period ' + s)

def make_instant(v):
    if isinstance(v, Instant): return v
    if isinstance(v, Period): return v.start
    if isinstance(v, (datetime.date,)): return Instant((v.year, v.month, v.day))
    return make_period(v).start

class PeriodsModule:
    MONTH, YEAR, ETERNITY, DAY = MONTH, YEAR, ETERNITY, DAY
    period = staticmethod(make_period)
    instant = staticmethod(make_instant)
    Period = Period
    Instant = Instant
    class DateUnit:
        MONTH, YEAR, ETERNITY, DAY = MONTH, YEAR, ETERNITY, DAY

# ---- parameters: the reference YAML, completed by the engine's own tree where the reference copy has no file --
def load_yaml(path):
    with open(path) as fh:
        return yaml.safe_load(fh)

META = {'description', 'metadata', 'reference', 'documentation', 'unit', 'label', 'file_path'}

class PNode:
    def __init__(self, path, data=None):
        self.path = path
        self.data = data
        self._children = None
    def children(self):
        if self._children is not None: return self._children
        ch = {}
        if self.data is not None and isinstance(self.data, dict):
            for k, v in self.data.items():
                if k in META: continue
                ch[k] = make_pnode(None, v)
        if self.path and os.path.isdir(self.path):
            for e in os.listdir(self.path):
                p = os.path.join(self.path, e)
                if os.path.isdir(p):
                    idx = os.path.join(p, 'index.yaml')
                    ch[e] = PNode(p, load_yaml(idx) if os.path.exists(idx) else None)
                elif e.endswith('.yaml') and e != 'index.yaml':
                    ch[e[:-5]] = make_pnode(None, load_yaml(p))
        self._children = ch
        return ch

def make_pnode(path, data):
    if isinstance(data, dict) and 'values' in data: return PLeaf(data['values'], data)
    if isinstance(data, dict) and 'brackets' in data: return PScale(data)
    if isinstance(data, dict):
        # a leaf written as {date: value}
        if data and all(re.fullmatch(r'\d{4}-\d{2}-\d{2}', str(k)) for k in data):
            return PLeaf(data, {})
        return PNode(path, data)
    raise ValueError('param data')

def value_at(values, date):
    best = None
    for k in sorted(values, key=str):
        if str(k) <= date:
            best = values[k]
    if isinstance(best, dict):
        if 'value' in best: best = best['value']
        elif 'expected' in best: best = best['expected']
    return best

class PLeaf:
    def __init__(self, values, data):
        self.values = values
        self.data = data
    def at(self, date):
        v = value_at(self.values, date)
        if v is None:
            raise LookupError('parameter without value at ' + date)
        return v

class PScale:
    def __init__(self, data):
        self.data = data
        self.type = (data.get('metadata') or {}).get('type', 'marginal_rate')
    def at(self, date):
        return ScaleAt(self, date)

class Bracket:
    def __init__(self, d, date):
        for k in ('threshold', 'rate', 'amount', 'average_rate', 'base'):
            if k in d:
                v = value_at(d[k], date)
                setattr(self, k, v)

class ScaleAt:
    def __init__(self, scale, date):
        bs = [Bracket(b, date) for b in scale.data['brackets']]
        self.brackets = [b for b in bs if getattr(b, 'threshold', None) is not None]
        self.type = scale.type
    @property
    def thresholds(self): return [b.threshold for b in self.brackets]
    @property
    def rates(self): return [getattr(b, 'rate', 0) for b in self.brackets]
    @property
    def amounts(self): return [getattr(b, 'amount', 0) for b in self.brackets]
    def calc(self, base, factor=1, round_base_decimals=None, right=False):
        base = np.asarray(base, dtype=float)
        th = np.array(self.thresholds, dtype=float) * factor
        if self.type == 'single_amount':
            idx = np.digitize(base, th, right=right)
            am = np.array([0.0] + self.amounts, dtype=float)
            return am[idx]
        if self.type == 'marginal_amount':
            am = np.array(self.amounts, dtype=float)
            return sum(np.where(base > t, a, 0) for t, a in zip(th, am))
        if self.type == 'linear_average_rate':
            raise NotImplementedError('linear_average_rate')
        # marginal rate
        if round_base_decimals is not None:
            th = np.round(th, round_base_decimals)
        total = np.zeros_like(base)
        rates = self.rates
        for i, t in enumerate(th):
            upper = th[i + 1] if i + 1 < len(th) else np.inf
            total = total + rates[i] * np.clip(base - t, 0, upper - t)
        return total
    def bareme_by_index(self): return self

class NodeAt:
    def __init__(self, node, date, etree=None):
        self._node = node
        self._date = date
        self._etree = etree
    def _child(self, key):
        ch = self._node.children() if self._node is not None else {}
        sub = self._etree.get(key) if isinstance(self._etree, dict) else None
        if key not in ch:
            e = engine_child(self._etree, key)
            if e is None:
                raise AttributeError('parameter ' + key)
            if e[0] == 'node': return NodeAt(None, self._date, e[1])
            return e[1].at(self._date)
        c = ch[key]
        if isinstance(c, PNode): return NodeAt(c, self._date, sub if isinstance(sub, dict) else None)
        return c.at(self._date)
    def __getattr__(self, key):
        if key.startswith('_'): raise AttributeError(key)
        return self._child(key)
    def __getitem__(self, key):
        if isinstance(key, np.ndarray):
            items = [self._child(str(k)) for k in key]
            if items and not isinstance(items[0], NodeAt): return np.array(items)
            return VNodeAt(items)
        return self._child(str(key))
    def __iter__(self):
        keys = list(self._node.children().keys()) if self._node is not None else []
        if isinstance(self._etree, dict): keys += [k for k in self._etree if k not in keys]
        return iter(keys)
    def children_items(self):
        return [(k, self._child(k)) for k in self]

class VNodeAt:
    def __init__(self, items):
        self._items = items
    def __getattr__(self, key):
        if key.startswith('_'): raise AttributeError(key)
        vals = [getattr(i, key) for i in self._items]
        if vals and isinstance(vals[0], NodeAt): return VNodeAt(vals)
        return np.array(vals)
    def __getitem__(self, key):
        if isinstance(key, np.ndarray):
            vals = [i[str(k)] for i, k in zip(self._items, key)]
        else:
            vals = [i[key] for i in self._items]
        if vals and isinstance(vals[0], NodeAt): return VNodeAt(vals)
        return np.array(vals)

ROOT = PNode(PARAMS, None)
ENGINE_TREE = {}
def load_engine_parameters(parametres):
  for ep in parametres:
      parts = ep['path'].split('/')
      t = ENGINE_TREE
      for k in parts[:-1]:
          t = t.setdefault(k, {})
          if not isinstance(t, dict): break
      else:
          vals = ep['values']
          last = vals[-1]['value'] if vals else None
          if isinstance(last, list) and last and isinstance(last[0], dict) and 'threshold' in last[0]:
              t[parts[-1]] = ('scale', vals)
          elif isinstance(last, list) and len(last) == 2 and parts[-1].startswith('seuil_rfr'):
              k = parts[-1][-1]
              t[parts[-1]] = {parts[-1]: ('leaf', [{'from': v['from'], 'value': v['value'][0] if v['value'] else None} for v in vals]),
                              'demi_part_suppl_rfr' + k: ('leaf', [{'from': v['from'], 'value': v['value'][1] if v['value'] else None} for v in vals])}
          elif isinstance(last, dict):
              sub = t.setdefault(parts[-1], {})
              for key in last:
                  sub[key] = ('leaf', [{'from': v['from'], 'value': (v['value'] or {}).get(key)} for v in vals])
          else:
              t[parts[-1]] = ('leaf', vals)

class EngineScale:
    def __init__(self, vals): self.vals = vals
    def at(self, date):
        cur = None
        for v in self.vals:
            if v['from'] <= date: cur = v['value']
        data = {'brackets': [{k: {'0001-01-01': {'value': b.get(k)}} for k in ('threshold', 'rate', 'amount') if k in b} for b in (cur or [])],
                'metadata': {'type': 'marginal_rate' if cur and 'rate' in cur[0] else 'single_amount'}}
        return PScale(data).at(date)

def engine_child(tree, key):
    c = tree.get(key) if isinstance(tree, dict) else None
    if c is None: return None
    if isinstance(c, dict): return ('node', c)
    kind, vals = c
    if kind == 'scale': return ('value', EngineScale(vals))
    return ('value', PLeaf({v['from']: {'value': v['value']} for v in vals}, {}))

def parameters(when):
    return NodeAt(ROOT, str(make_instant(when)), ENGINE_TREE)

# ---- enumerations: strings, as the engine gives them -------------------------------------------------------
class EnumArr(np.ndarray):
    def __new__(cls, arr):
        return np.asarray(arr, dtype=object).view(cls)
    @property
    def possible_values(self): return EnumNS('pv')
    def decode_to_str(self): return np.asarray(self, dtype=object)
    def decode(self): return self

class EnumMember(str):
    @property
    def name(self): return str(self)
    @property
    def value(self): return str(self)

class EnumNS:
    def __init__(self, name): self._name = name
    def __getattr__(self, key):
        if key.startswith('__'): raise AttributeError(key)
        return EnumMember(key)
    def __getitem__(self, key): return EnumMember(key)

# ---- the situation's population, read from the engine -----------------------------------------------------
class UnsupportedPeriod(Exception): pass

# OpenFisca variables with a formula that the engine gives as a constant, as OpenFisca's formulas read them
FORMULALESS = collections.Counter()

class Sim:
    def __init__(self, info, ask):
        self.ask = ask
        # the variables read by the formula being run that OpenFisca computes and the engine does not
        self.constant_reads = set()
        self.pop = info['population']
        self.individus = self.pop['individus']
        self.cache = {}
        self.groups = {}
        for kind in ('famille', 'foyer_fiscal', 'menage'):
            gs = self.pop['groups'][kind]
            gid = {}
            role = {}
            for gi, g in enumerate(gs):
                for r, members in g['roles'].items():
                    for pos, ind in enumerate(members):
                        gid[ind] = gi
                        role[ind] = (r, pos)
            self.groups[kind] = dict(n=len(gs), gid=np.array([gid[i] for i in self.individus]),
                                     role=[role[i] for i in self.individus])
            # positions in person order within the group
            seen = collections.Counter()
            pos = []
            for i in self.individus:
                pos.append(seen[gid[i]])
                seen[gid[i]] += 1
            self.groups[kind]['pos'] = np.array(pos)

    def raw(self, name, key):
        k = (name, key)
        if k not in self.cache:
            r = self.ask({'op': 'calc', 'name': name, 'period': key})
            if not r['ok']:
                raise LookupError(r['error'])
            self.cache[k] = r
        return self.cache[k]

    def array(self, name, key):
        r = self.raw(name, key)
        if not r.get('formula') and VARS.get(name, {}).get('formulas') and not all(r['given']):
            FORMULALESS[name] += 1
            self.constant_reads.add(name)
        t = r['type']
        v = r['values']
        # OpenFisca holds amounts as float32 and counts as int32: its roundings happen at that precision
        if t == 'float': return np.array(v, dtype=np.float32)
        if t == 'int': return np.array(v, dtype=np.int32)
        if t == 'bool': return np.array(v, dtype=bool)
        if t == 'date': return np.array(v, dtype='datetime64[D]')
        return EnumArr(v)

    def fetch(self, name, period, options=None):
        period = make_period(period)
        opts = options or []
        if not isinstance(opts, (list, tuple)): opts = [opts]
        d = VARS.get(name)
        defp = d['definition_period'] if d else None
        if defp is None:
            raise LookupError('not an OpenFisca variable: ' + name)
        if defp == 'eternity':
            return self.array(name, 'ETERNITY')
        if defp == 'month':
            if period.unit == MONTH and period.size == 1:
                return self.array(name, period.key())
            if period.unit == DAY:
                raise UnsupportedPeriod('day period on a month variable')
            if ADD in opts:
                months = period.get_subperiods(MONTH)
                return sum(self.array(name, m.key()) for m in months)
            raise UnsupportedPeriod('%s (month) asked for %s without ADD' % (name, period))
        if defp == 'year':
            if period.unit == YEAR and period.size == 1 and period.key():
                return self.array(name, period.key())
            if DIVIDE in opts and period.unit == MONTH and period.size == 1:
                return self.array(name, period.this_year.key()) / 12
            if ADD in opts and period.unit == YEAR and period.key():
                return self.array(name, period.key())
            raise UnsupportedPeriod('%s (year) asked for %s' % (name, period))
        raise UnsupportedPeriod(defp)

class Role:
    def __init__(self, kind, key, sub=None):
        self.kind, self.key, self.sub = kind, key, sub

class Famille:
    PARENT = Role('famille', 'parents')
    ENFANT = Role('famille', 'enfants')
    DEMANDEUR = Role('famille', 'parents', 0)
    CONJOINT = Role('famille', 'parents', 1)
class FoyerFiscal:
    DECLARANT = Role('foyer_fiscal', 'declarants')
    DECLARANT_PRINCIPAL = Role('foyer_fiscal', 'declarants', 0)
    CONJOINT = Role('foyer_fiscal', 'declarants', 1)
    PERSONNE_A_CHARGE = Role('foyer_fiscal', 'personnes_a_charge')
class Menage:
    PERSONNE_DE_REFERENCE = Role('menage', 'personne_de_reference')
    CONJOINT = Role('menage', 'conjoint')
    ENFANT = Role('menage', 'enfants')
    AUTRE = Role('menage', 'autres')

def has_role(sim, role):
    g = sim.groups[role.kind]
    return np.array([r == role.key and (role.sub is None or pos == role.sub) for r, pos in g['role']])

class Holder:
    """what a formula sees of an OpenFisca holder: the periods the situation gives (not the values computed
    since, which OpenFisca's holder would also know), and their values"""
    def __init__(self, sim, name):
        self.sim, self.name = sim, name
    def get_known_periods(self):
        r = self.sim.ask({'op': 'entrees', 'name': self.name})
        if not r['ok']: raise LookupError(r['error'])
        return sorted({make_period(p) for periods in r['periods'] for p in periods})
    def get_array(self, period):
        return self.sim.fetch(self.name, period)

class IndividuView:
    kind = 'individu'
    def __init__(self, sim):
        self.sim = sim
        self.count = len(sim.individus)
    def __call__(self, name, period, options=None):
        return self.sim.fetch(name, period, options)
    def get_holder(self, name):
        return Holder(self.sim, name)
    def has_role(self, role):
        return has_role(self.sim, role)
    def __getattr__(self, key):
        if key in ('famille', 'foyer_fiscal', 'menage'):
            return Projector(self.sim, key)
        raise AttributeError(key)
    def get_rank(self, entity, criteria, condition=True):
        kind = entity.kind
        g = self.sim.groups[kind]
        criteria = np.asarray(criteria, dtype=float)
        cond = np.broadcast_to(np.asarray(condition), criteria.shape)
        filtered = np.where(cond, criteria, np.inf)
        size = g['pos'].max() + 1
        matrix = np.full((g['n'], size), np.inf)
        for i in range(len(filtered)):
            matrix[g['gid'][i], g['pos'][i]] = filtered[i]
        sm = np.argsort(np.argsort(matrix, kind='stable'), kind='stable')
        result = sm[g['gid'], g['pos']]
        return np.where(cond, result, -1)

class GroupView:
    def __init__(self, sim, kind):
        self.sim, self.kind = sim, kind
        self.g = sim.groups[kind]
        self.count = self.g['n']
    def __call__(self, name, period, options=None):
        return self.sim.fetch(name, period, options)
    @property
    def members(self): return MembersView(self.sim, self)
    @property
    def members_entity_id(self): return self.g['gid']
    @property
    def members_position(self): return self.g['pos']
    def _mask(self, role):
        return np.ones(len(self.sim.individus), dtype=bool) if role is None else has_role(self.sim, role)
    def reduce(self, arr, reducer, neutral_element, role=None):
        return self._reduce(arr, role, lambda v: reducer.reduce(v), neutral_element)
    def _reduce(self, arr, role, fn, neutral):
        arr = np.asarray(arr)
        mask = self._mask(role)
        out = []
        for gi in range(self.count):
            sel = (self.g['gid'] == gi) & mask
            vals = arr[sel]
            out.append(fn(vals) if len(vals) else neutral)
        return np.array(out)
    def sum(self, arr, role=None): return self._reduce(arr, role, np.sum, 0)
    def any(self, arr, role=None): return self._reduce(np.asarray(arr, dtype=bool), role, np.any, False)
    def all(self, arr, role=None): return self._reduce(np.asarray(arr, dtype=bool), role, np.all, True)
    def max(self, arr, role=None): return self._reduce(arr, role, np.max, -np.inf)
    def min(self, arr, role=None): return self._reduce(arr, role, np.min, np.inf)
    def nb_persons(self, role=None):
        return self._reduce(np.ones(len(self.sim.individus)), role, np.sum, 0)
    def project(self, arr, role=None):
        arr = np.asarray(arr)
        out = arr[self.g['gid']]
        if role is not None:
            out = np.where(has_role(self.sim, role), out, 0)
        return out
    def value_nth_person(self, n, arr, default=0):
        arr = np.asarray(arr)
        out = []
        for gi in range(self.count):
            idx = [i for i in range(len(arr)) if self.g['gid'][i] == gi and self.g['pos'][i] == n]
            out.append(arr[idx[0]] if idx else default)
        return np.array(out)
    def value_from_first_person(self, arr): return self.value_nth_person(0, arr)
    def value_from_person(self, arr, role, default=0):
        mask = has_role(self.sim, role)
        arr = np.asarray(arr)
        out = []
        for gi in range(self.count):
            idx = [i for i in range(len(arr)) if self.g['gid'][i] == gi and mask[i]]
            out.append(arr[idx[0]] if idx else default)
        return np.array(out)
    def __getattr__(self, key):
        roles = {
            'famille': {'demandeur': Famille.DEMANDEUR, 'conjoint': Famille.CONJOINT},
            'foyer_fiscal': {'declarant_principal': FoyerFiscal.DECLARANT_PRINCIPAL, 'conjoint': FoyerFiscal.CONJOINT},
            'menage': {'personne_de_reference': Menage.PERSONNE_DE_REFERENCE, 'conjoint': Menage.CONJOINT},
        }[self.kind]
        if key in roles:
            return RoleView(self, roles[key])
        raise AttributeError(key)

class RoleView:
    def __init__(self, group, role):
        self.group, self.role = group, role
    def __call__(self, name, period, options=None):
        arr = self.group.sim.fetch(name, period, options)
        default = VARS[name]['default_value'] if name in VARS else 0
        if isinstance(default, str) and VARS[name].get('value_type') == 'date':
            default = np.datetime64(default)
        return self.group.value_from_person(arr, self.role, default=default)
    def has_role(self, role):
        return self.group.value_from_person(has_role(self.group.sim, role), self.role, default=False)
    def __getattr__(self, key):
        if key in ('famille', 'foyer_fiscal', 'menage'):
            proj = Projector(self.group.sim, key)
            def call(name, period, options=None):
                return self.group.value_from_person(proj(name, period, options), self.role, default=0)
            return call
        raise AttributeError(key)

class MembersView(IndividuView):
    def __init__(self, sim, group):
        IndividuView.__init__(self, sim)
        self.group = group

class ProjectedRole:
    """`individu.famille.demandeur`: the role's value in each person's group"""
    def __init__(self, group, role_view):
        self.group, self.role_view = group, role_view
    def __call__(self, name, period, options=None):
        return self.group.project(self.role_view(name, period, options))
    def has_role(self, role):
        return self.group.project(self.role_view.has_role(role))
    def __getattr__(self, key):
        inner = getattr(self.role_view, key)
        if callable(inner):
            return lambda *a, **k: self.group.project(inner(*a, **k))
        return inner

class Projector:
    def __init__(self, sim, kind):
        self.sim, self.kind = sim, kind
        self.group = GroupView(sim, kind)
    def __call__(self, name, period, options=None):
        return self.group.project(self.sim.fetch(name, period, options))
    @property
    def members(self): return MembersView(self.sim, self.group)
    def __getattr__(self, key):
        target = getattr(self.group, key)
        if isinstance(target, RoleView):
            return ProjectedRole(self.group, target)
        if callable(target):
            return lambda *a, **k: self.group.project(target(*a, **k))
        return target
    def has_role(self, role):
        return has_role(self.sim, role)

# ---- what formulas find in their module: numpy, openfisca_core.commons, roles, and some helpers -------------
def apply_thresholds(input, thresholds, choices):
    condlist = [input <= t for t in thresholds]
    if len(condlist) == len(choices) - 1:
        condlist += [True]
    return np.select(condlist, choices)

def switch(conditions, value_by_condition):
    condlist = [conditions == c for c in value_by_condition.keys()]
    return np.select(condlist, list(value_by_condition.values()))

class StrShim(str):
    @staticmethod
    def encode(x, *a, **k): return str(x)
def nb_enf(famille, month, age_min, age_max):
    age = famille.members('age', month)
    autonomie_financiere = famille.members('autonomie_financiere', month)
    condition = (age_min <= age) * (age <= age_max)
    return famille.sum(condition * np.logical_not(autonomie_financiere), role=Famille.ENFANT)
def datetime64_(x, *a):
    if isinstance(x, Instant): x = str(x)
    if isinstance(x, Period): x = str(x.start)
    return np.datetime64(x, *a)
def montant_csg_crds_bareme(base_avec_abattement=None, base_sans_abattement=None, indicatrice_taux_plein=None,
                           indicatrice_taux_reduit=None, indicatrice_taux_intermediaire=None, law_node=None,
                           plafond_securite_sociale=None, abattement_parameter=None):
    # reconstruction: the abattement (a rate up to 4 PSS in OpenFisca, a flat rate in the engine's tree)
    base_sans = 0 if base_sans_abattement is None else base_sans_abattement
    if base_avec_abattement is None:
        base = base_sans
    else:
        if isinstance(abattement_parameter, ScaleAt):
            abat = abattement_parameter.calc(base_avec_abattement, factor=plafond_securite_sociale, round_base_decimals=2)
        else:
            abat = abattement_parameter * np.minimum(base_avec_abattement, 4 * plafond_securite_sociale)
        base = base_avec_abattement - abat + base_sans
    # the engine's tree keeps a single rate where OpenFisca has a node (CRDS), and no rate where it is 0
    def rate(key):
        if isinstance(law_node, (int, float)): return law_node
        for name in (key, 'taux') if key in ('taux_plein', 'taux_median') else (key,):
            try:
                return getattr(law_node, name)
            except AttributeError:
                pass
        return 0
    if indicatrice_taux_plein is None and indicatrice_taux_reduit is None and indicatrice_taux_intermediaire is None:
        return -rate('taux') * base
    total = -rate('taux_plein') * base * indicatrice_taux_plein
    if indicatrice_taux_reduit is not None: total = total - rate('taux_reduit') * base * indicatrice_taux_reduit
    if indicatrice_taux_intermediaire is not None: total = total - rate('taux_median') * base * indicatrice_taux_intermediaire
    return total
BASE_NS = {}
exec('from numpy import *', BASE_NS)
BASE_NS['round'] = np.round
for b in ('sum', 'max', 'min', 'abs', 'any', 'all', 'bool', 'int', 'float', 'pow', 'divmod', 'str', 'object'):
    BASE_NS.pop(b, None)
def startswith(a, prefix):
    if isinstance(prefix, bytes): prefix = prefix.decode()
    return np.array([str(x).startswith(prefix) for x in np.atleast_1d(a)])
def np_select(condlist, choicelist, default=0):
    if any(isinstance(c, str) for c in choicelist) and not isinstance(default, str):
        default = '?'
        choicelist = [np.asarray(c, dtype=object) for c in choicelist]
        condlist = [np.asarray(c) for c in condlist]
        out = np.full(np.broadcast(*condlist).shape if condlist else (), default, dtype=object)
        for c, v in reversed(list(zip(condlist, choicelist))):
            out = np.where(c, v, out)
        return out
    return np.select(condlist, choicelist, default)
BASE_NS.update(dict(
    np=np, numpy=np, max_=np.maximum, min_=np.minimum, round_=np.round, not_=np.logical_not, or_=np.logical_or,
    and_=np.logical_and, xor_=np.logical_xor, apply_thresholds=apply_thresholds, switch=switch,
    MONTH=MONTH, YEAR=YEAR, ETERNITY=ETERNITY, DAY=DAY, ADD=ADD, DIVIDE=DIVIDE, periods=PeriodsModule,
    Famille=Famille, FoyerFiscal=FoyerFiscal, Menage=Menage, date=datetime.date, datetime=datetime,
    period=make_period, instant=make_instant, log=None, Period=Period, Instant=Instant, startswith=startswith,
    select=np_select, montant_csg_crds_bareme=montant_csg_crds_bareme, AGE_INT_MINIMUM=-9999, datetime64=datetime64_, str=StrShim, nb_enf=nb_enf, abs_=np.abs,
))
BUILTIN_NAMES = set(dir(__builtins__)) if not isinstance(__builtins__, dict) else set(__builtins__)

COMPILED = {}
def compiled(name, fname, src):
    key = (name, src)
    if key in COMPILED: return COMPILED[key]
    ns = dict(BASE_NS)
    tree = ast.parse(src)
    called = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            called.add(node.func.id)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            n = node.id
            if n not in ns and n not in BUILTIN_NAMES and n not in called:
                ns[n] = EnumNS(n)
    exec(compile(tree, name, 'exec'), ns)
    fn = ns[fname]
    COMPILED[key] = fn
    return fn

def run_formula(sim, name, period_key):
    d = VARS[name]
    period = make_period(period_key)
    if d['definition_period'] == 'year' and period.unit == MONTH:
        period = period.this_year
    start = str(period.start)
    chosen = None
    for date, f in formulas_of(name):
        if date <= start:
            chosen = f
    if chosen is None:
        return ('default', None)
    if chosen == 'unsupported':
        raise NotImplementedError('formula not a function')
    fname, src = chosen
    fn = compiled(name, fname, src)
    entity = d['entity']
    view = IndividuView(sim) if entity == 'individu' else GroupView(sim, entity)
    nargs = fn.__code__.co_argcount
    args = [view, period, parameters][:nargs]
    with np.errstate(all='ignore'):
        return ('value', fn(*args))

