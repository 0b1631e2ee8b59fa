// Reads the engine's source to find, for every variable with a formula, the variables that formula reads —
// directly or through the helper functions and constant lists it uses — and, for every aid, the variables its
// evaluation reads. The engine derives each formula's `computedFrom` from this (src/engine/data/
// dependencies.json), so a formula never returns its default because a hand-kept list forgot a name.
//   npx tsx scripts/engine-data/dependencies.ts          writes the file
//   import { analyseEngine } from this module           what the tests compare the file with
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const ENGINE = resolve(import.meta.dirname, '../../src/engine');
export const DEPENDENCIES_FILE = join(ENGINE, 'data/dependencies.json');

/** entity kinds passed to the simulation's group accessors ('famille'…), which are also OpenFisca names */
const GROUP_KINDS = new Set(['individu', 'famille', 'foyer_fiscal', 'menage']);

export interface EngineDependencies {
  /** variable → the variable names its formula reads (sorted) */
  formulas: Record<string, string[]>;
  /** aid id → the variable names its evaluation reads (sorted) */
  aids: Record<string, string[]>;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'data' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !/\.test(-helpers)?\.ts$|testing\.ts$/.test(name) ? [path] : [];
  });
}

const isConst = (decl: ts.VariableDeclaration) => (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0;

const isCallTo = (node: ts.Node, names: string[]): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.includes(node.expression.text);

const property = (obj: ts.ObjectLiteralExpression, key: string) =>
  obj.properties.find(
    (p): p is ts.PropertyAssignment | ts.MethodDeclaration =>
      (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p)) &&
      ts.isIdentifier(p.name) &&
      p.name.text === key,
  );

/** the expression of a `name:` or `name` (shorthand) property */
function nameExpression(obj: ts.ObjectLiteralExpression): ts.Expression | undefined {
  const name = obj.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name');
  if (name && ts.isPropertyAssignment(name)) return name.initializer;
  return name && ts.isShorthandPropertyAssignment(name) ? name.name : undefined;
}

const isAidDefinition = (node: ts.ObjectLiteralExpression) =>
  ts.isVariableDeclaration(node.parent) &&
  node.parent.type !== undefined &&
  node.parent.type.getText() === 'AidDefinition';

/** The engine's sources as a TypeScript program, and what its formulas and aids read. */
class EngineSource {
  private readonly program: ts.Program;
  private readonly checker: ts.TypeChecker;
  /** the names each followed declaration reads (also ends cycles: recursive helpers) */
  private readonly readsOfDecl = new Map<ts.Node, Set<string>>();

  /** `known`: every variable name (OpenFisca's vocabulary and the engine's own) */
  constructor(private readonly known: ReadonlySet<string>) {
    this.program = ts.createProgram(sourceFiles(ENGINE), {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      allowImportingTsExtensions: true,
      resolveJsonModule: true,
      noEmit: true,
      skipLibCheck: true,
      noLib: true,
      types: [],
    });
    this.checker = this.program.getTypeChecker();
  }

  private inEngine = (node: ts.Node) => node.getSourceFile().fileName.startsWith(ENGINE);

  private engineFiles = () => this.program.getSourceFiles().filter(this.inEngine);

  /** a declaration an identifier stands for, through imports and re-exports */
  private declarationOf(id: ts.Node): ts.Declaration | undefined {
    let symbol =
      ts.isShorthandPropertyAssignment(id.parent) && id.parent.name === id
        ? this.checker.getShorthandAssignmentValueSymbol(id.parent)
        : this.checker.getSymbolAtLocation(id);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    return decl && this.inEngine(decl) ? decl : undefined;
  }

  /** the string value of an expression made of literals, templates and constants, when it has one */
  private stringValue(node: ts.Node, seen = new Set<ts.Node>()): string | undefined {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node)) {
      let out = node.head.text;
      for (const span of node.templateSpans) {
        const part = this.stringValue(span.expression, seen);
        if (part === undefined) return undefined;
        out += part + span.literal.text;
      }
      return out;
    }
    if (ts.isIdentifier(node) && !seen.has(node)) {
      seen.add(node);
      const decl = this.declarationOf(node);
      if (decl && ts.isVariableDeclaration(decl) && decl.initializer && isConst(decl))
        return this.stringValue(decl.initializer, seen);
    }
    return undefined;
  }

  /**
   * The names a piece of code reads: its string literals that are variable names, and those of the helpers
   * and constants it refers to (not other variables' definitions, not parameters).
   */
  private readsOf(root: ts.Node): Set<string> {
    const cached = this.readsOfDecl.get(root);
    if (cached) return cached;
    const out = new Set<string>();
    this.readsOfDecl.set(root, out);
    const visit = (node: ts.Node) => {
      if (isCallTo(node, ['defineVariable', 'input', 'param'])) return;
      const value =
        ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)
          ? this.stringValue(node)
          : undefined;
      if (value !== undefined && this.known.has(value) && !GROUP_KINDS.has(value)) out.add(value);
      if (
        ts.isIdentifier(node) &&
        !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)
      ) {
        const decl = this.declarationOf(node);
        if (decl && decl !== root && followable(decl)) for (const n of this.readsOf(decl)) out.add(n);
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(root, visit);
    return out;
  }

  /** the names a `name:` expression can take: a constant, or the arguments of a factory, or a loop's keys */
  namesOf(expr: ts.Expression): string[] {
    const direct = this.stringValue(expr);
    if (direct !== undefined) return [direct];
    if (!ts.isIdentifier(expr)) return [];
    const decl = this.declarationOf(expr);
    if (decl && ts.isParameter(decl)) return this.argumentsPassedTo(decl);
    if (decl && ts.isBindingElement(decl)) return this.keysOfLoopTable(decl);
    return [];
  }

  /** `name` is a factory's parameter: the string values every call of the factory passes for it */
  private argumentsPassedTo(decl: ts.ParameterDeclaration): string[] {
    const fn = decl.parent;
    const index = fn.parameters.indexOf(decl);
    const fnName =
      ts.isFunctionDeclaration(fn) && fn.name
        ? fn.name
        : ts.isArrowFunction(fn) && ts.isVariableDeclaration(fn.parent)
          ? fn.parent.name
          : undefined;
    if (!fnName || !ts.isIdentifier(fnName)) return [];
    const target = this.declarationOf(fnName);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const d = this.declarationOf(node.expression);
        if (d && (d === target || d === fn.parent) && node.arguments[index]) {
          const v = this.stringValue(node.arguments[index]);
          if (v !== undefined) found.push(v);
        }
      }
      ts.forEachChild(node, visit);
    };
    for (const sf of this.engineFiles()) sf.forEachChild(visit);
    return found;
  }

  /** for (const [name, …] of Object.entries(TABLE)): the keys of the constant table */
  private keysOfLoopTable(decl: ts.BindingElement): string[] {
    const loop = decl.parent?.parent?.parent?.parent;
    if (!loop || !ts.isForOfStatement(loop) || !ts.isCallExpression(loop.expression)) return [];
    const arg = loop.expression.arguments[0];
    const table = arg && ts.isIdentifier(arg) ? this.declarationOf(arg) : undefined;
    let init = table && ts.isVariableDeclaration(table) ? table.initializer : undefined;
    while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
    if (!init || !ts.isObjectLiteralExpression(init)) return [];
    return init.properties.flatMap((p) =>
      p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
    );
  }

  /** defineVariable({ name, formula }) and input(…) with the name resolved, and every AidDefinition */
  dependencies(): EngineDependencies {
    const formulas: Record<string, string[]> = {};
    const aids: Record<string, string[]> = {};
    const visit = (node: ts.Node): void => {
      if (isCallTo(node, ['defineVariable', 'input']) && node.arguments[0]) {
        const obj = node.arguments[0];
        const formula = ts.isObjectLiteralExpression(obj) ? property(obj, 'formula') : undefined;
        const nameExpr = ts.isObjectLiteralExpression(obj) ? nameExpression(obj) : undefined;
        if (nameExpr && formula) {
          const reads = [...this.readsOf(formula)].sort();
          for (const n of this.namesOf(nameExpr)) formulas[n] = reads;
        }
      }
      if (ts.isObjectLiteralExpression(node) && isAidDefinition(node)) {
        const id = property(node, 'id');
        const evaluate = property(node, 'evaluate');
        const value = id && ts.isPropertyAssignment(id) ? this.stringValue(id.initializer) : undefined;
        if (value !== undefined && evaluate) aids[value] = [...this.readsOf(evaluate)].sort();
      }
      ts.forEachChild(node, visit);
    };
    for (const sf of this.engineFiles()) sf.forEachChild(visit);
    return { formulas: sortedByKey(formulas), aids: sortedByKey(aids) };
  }
}

/** helper functions and constant tables are followed; variable definitions and parameters are not */
function followable(decl: ts.Declaration): boolean {
  // the engine's own machinery (registry, simulation) reads no variable of the law
  if (decl.getSourceFile().fileName.startsWith(join(ENGINE, 'core'))) return false;
  if (ts.isFunctionDeclaration(decl)) return true;
  if (ts.isVariableDeclaration(decl) && decl.initializer) {
    if (isCallTo(decl.initializer, ['defineVariable', 'input', 'param'])) return false;
    return isConst(decl) && !ts.isParameter(decl);
  }
  return false;
}

const sortedByKey = <T>(o: Record<string, T>) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/** `known`: every variable name (OpenFisca's vocabulary and the engine's own) */
export function analyseEngine(known: ReadonlySet<string>): EngineDependencies {
  return new EngineSource(known).dependencies();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { knownVariableNames } = await import('../../src/engine/core/variables.ts');
  await import('../../src/engine/aids/index.ts');
  const deps = analyseEngine(knownVariableNames());
  writeFileSync(DEPENDENCIES_FILE, JSON.stringify(deps, null, 1) + '\n');
  console.log(
    `${DEPENDENCIES_FILE}: ${Object.keys(deps.formulas).length} formules, ${Object.keys(deps.aids).length} aides`,
  );
}
